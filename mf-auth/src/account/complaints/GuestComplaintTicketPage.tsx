import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useIsSignedIn } from '@travel/shared-ui/store';
import { tripToken } from '../../trips/tripTokens';
import '../../trips/trips.css';
import { complaintPath, guestComplaintPath } from './complaintPaths';
import { ComplaintThreadView } from './ComplaintThreadView';

/**
 * /my-trips/complaint/ticket?ticket=&reference=: a guest's complaint, opened with the token of its booking kept by
 * the trips look-up; signed in, the account's ticket page.
 */
export default function GuestComplaintTicketPage() {
  const signedIn = useIsSignedIn();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const reference = params.get('reference') ?? '';
  const token = reference ? tripToken(reference) : undefined;
  if (signedIn) return <Navigate to={complaintPath(ticket)} replace />;
  return (
    <div className="trips-page">
      <h1>Help &amp; complaints</h1>
      <p>
        <Link to="/my-trips">Back to My Trips</Link>
      </p>
      {token ? (
        <ComplaintThreadView ticket={ticket} token={token} />
      ) : (
        <p>
          To read this complaint, open its booking again with the code we email you.{' '}
          <Link to={guestComplaintPath()}>Find your booking</Link>
        </p>
      )}
    </div>
  );
}
