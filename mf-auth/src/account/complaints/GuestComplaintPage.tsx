import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useIsSignedIn } from '@travel/shared-ui/store';
import { GuestLookup } from '../../trips/GuestLookup';
import { tripToken } from '../../trips/tripTokens';
import '../../trips/trips.css';
import {
  bookingFromQuery,
  GRIEVANCE_OFFICER_PATH,
  guestComplaintPath,
  guestComplaintTicketPath,
  newComplaintPath,
} from './complaintPaths';
import { bookingValue, ComplaintForm } from './ComplaintForm';
import { FollowTicket } from './FollowTicket';
import './Complaints.css';

/**
 * /my-trips/complaint: the complaints desk for a guest. With a booking opened by the trips look-up (its token in
 * this tab), the form for it, filed with that token; without one, the way in: log in, or find the booking by its
 * reference and email. Signed in, the account's form takes over.
 */
export default function GuestComplaintPage() {
  const signedIn = useIsSignedIn();
  const [params] = useSearchParams();
  const booking = bookingFromQuery(params);
  const token = booking ? tripToken(booking.reference) : undefined;

  if (signedIn) return <Navigate to={newComplaintPath(booking)} replace />;

  return (
    <div className="trips-page">
      <h1>Help &amp; complaints</h1>
      <p>
        <Link to="/my-trips">Back to My Trips</Link> · <Link to={GRIEVANCE_OFFICER_PATH}>Our grievance officer</Link>
      </p>
      {booking && token ? (
        <>
          <ComplaintForm
            bookings={[{ ...booking, label: booking.reference }]}
            initialBooking={bookingValue(booking)}
            token={token}
            ticketPathOf={(complaint) => guestComplaintTicketPath(complaint.ticket, booking.reference)}
          />
          <FollowTicket reference={booking.reference} />
        </>
      ) : (
        <>
          <p>
            A complaint is about one of your bookings.{' '}
            <Link to={`/login?next=${encodeURIComponent(newComplaintPath(booking))}`}>Log in</Link> to choose it from
            your trips, or find it below with its reference and the email it was booked with.
          </p>
          <GuestLookup to={(trip) => guestComplaintPath(trip)} />
        </>
      )}
    </div>
  );
}
