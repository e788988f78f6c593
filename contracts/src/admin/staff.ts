// Staff roles and what each may do (issue #40): the one map the API checks on every staff route and the back
// office's navigation reads. Plain values, no TypeBox, so a front end can import them alone.

/** A staff member holds one or more of these; the start-up admin (ADMIN_EMAIL) is always a Super Admin. */
export const STAFF_ROLES = [
  'super_admin',
  'offer_manager',
  'offer_approver',
  'support_agent',
  'finance',
  'operations',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** One permission per kind of staff action. */
export const PERMISSIONS = [
  /** Read bookings, orders and their trails, and the cancellation requests. */
  'bookings.view',
  /** Approve or reject a cancellation request (an approval refunds). */
  'cancellations.approve',
  /** Read refunds and the gateways' connection. */
  'refunds.view',
  /** Start a refund by hand. */
  'refunds.initiate',
  /** Draft, edit and submit offers. */
  'offers.manage',
  /** Approve or return an offer someone else submitted. */
  'offers.approve',
  /** See staff and change their roles. */
  'staff.manage',
  /** Read and export the audit log. */
  'audit.view',
  /** See and look after the suppliers: their health, orders stuck at a supplier. */
  'suppliers.manage',
  /** Work the complaints desk: take, reply, link, resolve. */
  'complaints.work',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What each role may do. A person with several roles may do what any of them may. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  super_admin: PERMISSIONS,
  offer_manager: ['offers.manage'],
  offer_approver: ['offers.approve'],
  support_agent: ['bookings.view', 'refunds.view', 'complaints.work'],
  finance: ['bookings.view', 'cancellations.approve', 'refunds.view', 'refunds.initiate'],
  operations: ['bookings.view', 'suppliers.manage'],
};

/** The staff roles' names as the back office shows them. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  super_admin: 'Super Admin',
  offer_manager: 'Offer Manager',
  offer_approver: 'Offer Approver',
  support_agent: 'Support Agent',
  finance: 'Finance',
  operations: 'Operations',
};

export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/** The staff roles among these values (anything else dropped), once each, in STAFF_ROLES' order. */
export const inRoleOrder = (values: readonly string[]): StaffRole[] =>
  STAFF_ROLES.filter((role) => values.includes(role));

/** Every permission the roles give, in PERMISSIONS' order. */
export const permissionsOf = (roles: StaffRole | readonly StaffRole[]): Permission[] => {
  const held = new Set((typeof roles === 'string' ? [roles] : roles).flatMap((role) => ROLE_PERMISSIONS[role] ?? []));
  return PERMISSIONS.filter((permission) => held.has(permission));
};

/** Whether someone with these roles may do this. */
export const can = (roles: StaffRole | readonly StaffRole[], permission: Permission): boolean =>
  (typeof roles === 'string' ? [roles] : roles).some((role) => ROLE_PERMISSIONS[role]?.includes(permission));
