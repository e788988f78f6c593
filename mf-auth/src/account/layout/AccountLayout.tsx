import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Navigate, NavLink, useLocation } from 'react-router-dom';
import { invalidateQueries, QueryState } from '@travel/shared-ui/api';
import { selectIsLoggedIn, sessionEnded, useAppDispatch, useAppSelector } from '@travel/shared-ui/store';
import type { AccountProfile } from '@travel/contracts/accounts';
import { useProfile } from '../profile/api/getProfile';
import { ACCOUNT_SECTIONS } from './accountSections';
import './AccountLayout.css';

const LeaveContext = createContext<(to: string) => void>(() => undefined);

/**
 * For a section whose action ends the session (deletion, sign out everywhere): signs the person out in the
 * browser and goes to `to`, rather than to the login a signed-out visitor of the account area is sent to.
 */
export const useLeaveAccount = () => useContext(LeaveContext);

/**
 * Every account page: signed out, the visitor goes to /login and comes back here afterwards (?next=); signed
 * in, the account menu beside the page. The profile is loaded here for every page; a session that ended
 * elsewhere (password changed, signed out everywhere) answers null, and the person is signed out here too.
 */
export function AccountLayout({
  title,
  children,
}: {
  title: string;
  children: (profile: AccountProfile) => ReactNode;
}) {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const profile = useProfile(signedIn);
  const sessionGone = profile.status === 'success' && profile.data === null;
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const leave = useCallback(
    (to: string) => {
      setLeavingTo(to);
      dispatch(sessionEnded());
      // What the account pages loaded must not show to whoever signs in next on this browser.
      invalidateQueries([]);
    },
    [dispatch],
  );

  useEffect(() => {
    if (sessionGone) dispatch(sessionEnded());
  }, [sessionGone, dispatch]);

  if (leavingTo) return <Navigate to={leavingTo} replace />;
  if (!signedIn || sessionGone) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }

  return (
    <div className="tp-page ma-account">
      <nav className="ma-account__menu" aria-label="Your account">
        <ul>
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="ma-account__main">
        <h1>{title}</h1>
        <LeaveContext.Provider value={leave}>
          <QueryState query={profile}>{(data) => (data ? children(data) : null)}</QueryState>
        </LeaveContext.Provider>
      </div>
    </div>
  );
}
