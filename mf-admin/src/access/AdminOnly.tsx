import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { selectCurrentUser, useAppSelector } from '@travel/shared-ui/store';
import './AdminOnly.css';

/**
 * Staff pages: a visitor who is not logged in goes to /login and comes back here afterwards (?next=);
 * a logged-in customer is told plainly that the page is not for them. The API checks the same on every call.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  if (!user) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (user.role !== 'admin') {
    return (
      <div className="tp-page adm-denied">
        <h1>Not authorised</h1>
        <p>You are not authorised to view this page. It is only for administrators.</p>
        <p>
          You are signed in as {user.email}. <Link to="/">Back to Home Page</Link>
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
