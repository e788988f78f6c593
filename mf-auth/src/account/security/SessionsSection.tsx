import { apiErrorMessage, QueryState } from '@travel/shared-ui/api';
import { toast } from '@travel/shared-ui/toast';
import type { AccountSession } from '@travel/contracts/accounts';
import { useLeaveAccount } from '../layout/AccountLayout';
import { useEndSession, useSessions, useSignOutEverywhere } from './api/sessions';

// Times as India's clock shows them, like the rest of the site's dates.
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The browsers signed in to the account, each with Sign out, and Sign out everywhere. */
export function SessionsSection() {
  const sessions = useSessions();
  const end = useEndSession();
  const everywhere = useSignOutEverywhere();
  const leave = useLeaveAccount();

  const signedOutHere = (message: string) => {
    leave('/login');
    toast.success(message);
  };

  const onEnd = async (session: AccountSession) => {
    try {
      const reply = await end.mutate(session);
      if (session.current) signedOutHere(reply.message);
      else toast.success(reply.message);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'We could not sign out that device. Please try again.'));
    }
  };

  const onEverywhere = async () => {
    try {
      signedOutHere((await everywhere.mutate()).message);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'We could not sign you out everywhere. Please try again.'));
    }
  };

  return (
    <section className="ma-account__section" aria-labelledby="signed-in-devices">
      <h2 id="signed-in-devices">Signed-in devices</h2>
      <QueryState query={sessions}>
        {(list) => (
          <ul className="ma-sessions" aria-label="Signed-in devices">
            {list.map((session) => (
              <li key={session.id}>
                <div>
                  <strong>{session.device}</strong>
                  {session.current && <span className="ma-sessions__current">This device</span>}
                  <div className="ma-sessions__when" title={session.userAgent ?? undefined}>
                    {`Signed in ${when(session.createdAt)}, last active ${when(session.lastSeenAt)}`}
                  </div>
                </div>
                <button
                  type="button"
                  className="tp-button tp-button--secondary"
                  aria-label={session.current ? 'Sign out this device' : `Sign out ${session.device}`}
                  disabled={end.status === 'pending'}
                  onClick={() => void onEnd(session)}
                >
                  Sign out
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <button
        type="button"
        className="tp-button"
        disabled={everywhere.status === 'pending'}
        onClick={() => void onEverywhere()}
      >
        Sign out everywhere
      </button>
    </section>
  );
}
