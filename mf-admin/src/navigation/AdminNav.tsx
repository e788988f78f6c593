import { Link, NavLink } from 'react-router-dom';
import { BACK_OFFICE_PAGES, backOfficePagesFor, STAFF_INVITE_MESSAGES } from '@travel/contracts/admin';
import { selectCurrentUser, useAppSelector } from '@travel/shared-ui/store';
import { SECURITY_PAGE } from '../access/stepUp';
import type { PagePath } from '../paths';
import { useMyPermissions } from './api/getMyPermissions';
import './AdminNav.css';

// Every page the shared list names is one of this remote's pages (a path it does not serve fails the build).
BACK_OFFICE_PAGES satisfies readonly { path: PagePath }[];

/**
 * Links to the back office's pages the signed-in staff member may use, by their roles (GET /api/admin/permissions,
 * `can` from contracts), above each of this remote's pages (routes.tsx). Nothing for a visitor who is not staff,
 * nothing until the roles are known, and nothing when they could not be read: the pages themselves still say what
 * the API refused. An invited member without two-step sign-in is told to set it up, with the link, above any page.
 */
export function AdminNav() {
  const user = useAppSelector(selectCurrentUser);
  const permissions = useMyPermissions(user?.role === 'admin' ? user.id : undefined);
  // An invited member who has not set up two-step sign-in: every page's call is refused until it is on.
  if (permissions.status === 'error' && permissions.message === STAFF_INVITE_MESSAGES.enrolFirst) {
    return (
      <nav className="adm-nav adm-nav--enrol" aria-label="Back office">
        <p role="alert">
          {permissions.message} <Link to={SECURITY_PAGE}>Set up two-step sign-in</Link>
        </p>
      </nav>
    );
  }
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
