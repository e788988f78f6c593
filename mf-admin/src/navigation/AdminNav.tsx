import { NavLink } from 'react-router-dom';
import { can, type Permission } from '@travel/contracts/admin';
import { selectCurrentUser, useAppSelector } from '@travel/shared-ui/store';
import type { PagePath } from '../paths';
import { useMyPermissions } from './api/getMyPermissions';
import './AdminNav.css';

/** The back office's pages, each with the permission it needs (the API checks the same on every call). */
export const ADMIN_PAGES: readonly { path: PagePath; label: string; permission: Permission }[] = [
  { path: '/admin-approval', label: 'Cancellation Approval Center', permission: 'bookings.view' },
  { path: '/tripjack', label: 'Refund Management', permission: 'refunds.view' },
  { path: '/admin-complaints', label: 'Complaints desk', permission: 'complaints.work' },
  { path: '/admin-disruptions', label: 'Schedule changes', permission: 'bookings.view' },
  { path: '/admin-suppliers', label: 'Suppliers', permission: 'suppliers.manage' },
  { path: '/admin-supplier-orders', label: 'Stuck supplier orders', permission: 'suppliers.manage' },
  { path: '/admin-staff', label: 'Staff and roles', permission: 'staff.manage' },
  { path: '/admin-audit-log', label: 'Audit log', permission: 'audit.view' },
];

/**
 * Links to the back office's pages the signed-in staff member may use, by their roles (GET /api/admin/permissions,
 * `can` from contracts), above each of this remote's pages (routes.tsx). Nothing for a visitor who is not staff,
 * nothing until the roles are known, and nothing when they could not be read: the pages themselves still say what
 * the API refused.
 */
export function AdminNav() {
  const user = useAppSelector(selectCurrentUser);
  const permissions = useMyPermissions(user?.role === 'admin' ? user.id : undefined);
  if (permissions.status !== 'success') return null;
  const allowed = ADMIN_PAGES.filter((page) => can(permissions.data.roles, page.permission));
  if (allowed.length === 0) return null;
  return (
    <nav className="adm-nav" aria-label="Back office">
      <ul>
        {allowed.map((page) => (
          <li key={page.path}>
            <NavLink to={page.path} end>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
