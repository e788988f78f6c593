import { NavLink } from 'react-router-dom';
import { BACK_OFFICE_PAGES, backOfficePagesFor } from '@travel/contracts/admin';
import { selectCurrentUser, useAppSelector } from '@travel/shared-ui/store';
import type { PagePath } from '../paths';
import { useMyPermissions } from './api/getMyPermissions';
import './AdminNav.css';

// Every page the shared list names is one of this remote's pages (a path it does not serve fails the build).
BACK_OFFICE_PAGES satisfies readonly { path: PagePath }[];

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
  const allowed = backOfficePagesFor(permissions.data.roles);
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
