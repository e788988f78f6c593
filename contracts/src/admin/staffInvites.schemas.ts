import { Type, type Static } from '@sinclair/typebox';
import { SessionUser } from '../accounts/accounts.schemas';
import { STAFF_ROLES } from './staff';
import { StaffRoleSchema } from './staff.schemas';
import { STAFF_INVITE_MESSAGES } from './staffInvites';

// Staff are invited, never signed up (issue #40 point 2): a Super Admin invites an address with its roles, the
// invitee sets a password from the emailed link and sets up two-step sign-in before anything else. Staff can be
// suspended (their sessions end at once) and reinstated.

/** POST /api/admin/staff/invitations (`staff.manage`). The rules and their messages: staffInviteSchema. */
export const StaffInviteBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  roles: Type.Array(StaffRoleSchema, { uniqueItems: true, maxItems: STAFF_ROLES.length }),
});
export type StaffInviteBody = Static<typeof StaffInviteBody>;

/** A pending invitation as staff see it: never its token. */
export const StaffInvitation = Type.Object({
  id: Type.String(),
  email: Type.String(),
  roles: Type.Array(StaffRoleSchema),
  /** ISO 8601. */
  createdAt: Type.String(),
  expiresAt: Type.String(),
  /** Who invited, as they were then (null when that account is gone). */
  invitedBy: Type.Union([Type.String(), Type.Null()]),
});
export type StaffInvitation = Static<typeof StaffInvitation>;

export const StaffInviteReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  invitation: StaffInvitation,
});
export type StaffInviteReply = Static<typeof StaffInviteReply>;

/** GET /api/admin/staff/invitations: the pending ones (not used, revoked or expired), newest first. */
export const StaffInvitationsReply = Type.Object({
  success: Type.Literal(true),
  invitations: Type.Array(StaffInvitation),
});
export type StaffInvitationsReply = Static<typeof StaffInvitationsReply>;

export const StaffInvitationParams = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: STAFF_INVITE_MESSAGES.noSuchInvitation }),
});
export type StaffInvitationParams = Static<typeof StaffInvitationParams>;

/** DELETE /api/admin/staff/invitations/:id, and the suspension calls: a sentence to show. */
export const StaffMessageReply = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type StaffMessageReply = Static<typeof StaffMessageReply>;

/** GET /api/v1/staff-invite/:token (public): 404 unknown, 410 used, expired or revoked, each with its message. */
export const StaffInviteTokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
export type StaffInviteTokenParams = Static<typeof StaffInviteTokenParams>;

export const StaffInviteDetailsReply = Type.Object({
  success: Type.Literal(true),
  email: Type.String(),
  roles: Type.Array(StaffRoleSchema),
  expiresAt: Type.String(),
  /**
   * The address has an account already (a customer's): accepting then asks for that account's password, not a new
   * one, and adds the roles to it; the invitee signs in afterwards.
   */
  existingAccount: Type.Boolean(),
});
export type StaffInviteDetailsReply = Static<typeof StaffInviteDetailsReply>;

/**
 * POST /api/v1/staff-invite/accept (public). A new account: name and password follow the sign-up rules
 * (staffInviteAcceptSchema). An existing account: its password (the name is kept).
 */
export const StaffInviteAcceptBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100 }),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
});
export type StaffInviteAcceptBody = Static<typeof StaffInviteAcceptBody>;

export const StaffInviteAcceptReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: SessionUser,
  /**
   * true: a session started (a new account), which reaches no staff route until two-step sign-in is on
   * (403 `stepUp: 'enrol'`). false: the roles went to an existing account, whose owner signs in as usual.
   */
  signedIn: Type.Boolean(),
});
export type StaffInviteAcceptReply = Static<typeof StaffInviteAcceptReply>;
