import { can, type Permission, type StaffRole } from '@travel/contracts/admin';

// The first back office page (mf-admin's paths) the new staff member's roles open, by the permission each needs.
const PAGES: readonly { path: string; permission: Permission }[] = [
  { path: '/admin-staff', permission: 'staff.manage' },
  { path: '/admin-approval', permission: 'bookings.view' },
  { path: '/tripjack', permission: 'refunds.view' },
  { path: '/admin-complaints', permission: 'complaints.work' },
  { path: '/admin-suppliers', permission: 'suppliers.manage' },
  { path: '/admin-audit-log', permission: 'audit.view' },
];

/** Where a new staff member starts: the first page their roles open, else the home page. */
export const backOfficeHome = (roles: readonly StaffRole[]) =>
  PAGES.find((page) => can(roles, page.permission))?.path ?? '/';
