import { Type, type Static } from '@sinclair/typebox';
import { literals } from '../refunds/refunds.schemas';
import { PERMISSIONS, STAFF_ROLES } from './staff';

// /api/admin/staff and /api/admin/audit-log (issue #40): staff with their roles, and the append-only audit log.

export const StaffRoleSchema = literals(STAFF_ROLES);
export const PermissionSchema = literals(PERMISSIONS);

/** GET /api/admin/permissions: what the signed-in staff member holds, for the back office's navigation. */
export const MyPermissionsReply = Type.Object({
  success: Type.Literal(true),
  roles: Type.Array(StaffRoleSchema),
  permissions: Type.Array(PermissionSchema),
});
export type MyPermissionsReply = Static<typeof MyPermissionsReply>;

export const StaffMember = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  roles: Type.Array(StaffRoleSchema),
  /** Suspended: no session, no sign-in until reinstated (issue #40 point 2). */
  suspended: Type.Boolean(),
});
export type StaffMember = Static<typeof StaffMember>;

/** GET /api/admin/staff: every staff account, by name. */
export const StaffListReply = Type.Object({ success: Type.Literal(true), staff: Type.Array(StaffMember) });
export type StaffListReply = Static<typeof StaffListReply>;

export const StaffParams = Type.Object({ userId: Type.String({ format: 'uuid' }) });
export type StaffParams = Static<typeof StaffParams>;

/** PUT /api/admin/staff/:userId/roles: the roles the staff member holds from now on (an empty list: none). */
export const StaffRolesBody = Type.Object({
  roles: Type.Array(StaffRoleSchema, { uniqueItems: true, maxItems: STAFF_ROLES.length }),
});
export type StaffRolesBody = Static<typeof StaffRolesBody>;

export const StaffRolesReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  staff: StaffMember,
});
export type StaffRolesReply = Static<typeof StaffRolesReply>;

/** One line of the audit log: who did what to what, when and from where, with the value before and after. */
export const AuditEntry = Type.Object({
  id: Type.String(),
  at: Type.String(),
  /** The staff account that acted (null: the system); its email as it was then. */
  actorId: Type.Union([Type.String(), Type.Null()]),
  actorEmail: Type.Union([Type.String(), Type.Null()]),
  /** The client's address as the API saw it (behind TRUST_PROXY, the forwarded one). */
  ip: Type.Union([Type.String(), Type.Null()]),
  /** What was done, `<thing>.<verb>`: `cancellation.approved`, `refund.initiated`, `staff.roles_changed` … */
  action: Type.String(),
  targetType: Type.String(),
  targetId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntry>;

const optionalText = (maxLength: number) => Type.Optional(Type.String({ minLength: 1, maxLength }));

/** The audit log's filters, each optional: who (account id or email), what, on what, and when (from ≤ at < to). */
export const AuditLogFilter = Type.Object({
  actor: optionalText(320),
  action: optionalText(100),
  targetType: optionalText(100),
  targetId: optionalText(200),
  /** An ISO 8601 date or date-time; a date alone is midnight UTC. */
  from: optionalText(40),
  to: optionalText(40),
});
export type AuditLogFilter = Static<typeof AuditLogFilter>;

export const AuditLogQuery = Type.Composite([
  AuditLogFilter,
  Type.Object({ page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }) }),
]);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

/** GET /api/admin/audit-log: newest first, a page at a time. */
export const AuditLogReply = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(AuditEntry),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  pages: Type.Integer(),
});
export type AuditLogReply = Static<typeof AuditLogReply>;
