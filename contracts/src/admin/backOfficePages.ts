import { can, type Permission, type StaffRole } from './staff';

/**
 * The back office's pages (mf-admin's paths), each with the permission it needs; the API checks the same on every
 * call. mf-admin's navigation links those a staff member's roles open; a new staff member starts at the first.
 */
export const BACK_OFFICE_PAGES = [
  { path: '/admin-approval', label: 'Cancellation Approval Center', permission: 'bookings.view' },
  { path: '/tripjack', label: 'Refund Management', permission: 'refunds.view' },
  { path: '/admin-complaints', label: 'Complaints desk', permission: 'complaints.work' },
  { path: '/admin-disruptions', label: 'Schedule changes', permission: 'bookings.view' },
  { path: '/admin-suppliers', label: 'Suppliers', permission: 'suppliers.manage' },
  { path: '/admin-supplier-orders', label: 'Stuck supplier orders', permission: 'suppliers.manage' },
  { path: '/admin-staff', label: 'Staff and roles', permission: 'staff.manage' },
  { path: '/admin-audit-log', label: 'Audit log', permission: 'audit.view' },
] as const satisfies readonly { path: string; label: string; permission: Permission }[];

export type BackOfficePage = (typeof BACK_OFFICE_PAGES)[number];

/** The pages these roles open, in the navigation's order. */
export const backOfficePagesFor = (roles: readonly StaffRole[]): BackOfficePage[] =>
  BACK_OFFICE_PAGES.filter((page) => can(roles, page.permission));

/** Where a staff member with these roles starts: the first page they open, else the home page. */
export const backOfficeHome = (roles: readonly StaffRole[]): string => backOfficePagesFor(roles)[0]?.path ?? '/';
