import { Link, useSearchParams } from 'react-router-dom';
import type { TripSummary } from '@travel/contracts/trips';
import { useTrips } from '../../trips/api/getTrips';
import { AccountLayout } from '../layout/AccountLayout';
import { bookingFromQuery, COMPLAINTS_PATH, complaintPath } from './complaintPaths';
import { bookingValue, ComplaintForm, type BookingChoice } from './ComplaintForm';
import './Complaints.css';

const choiceOf = (trip: TripSummary): BookingChoice => ({
  kind: trip.kind,
  reference: trip.reference,
  label: `${trip.title} · ${trip.reference}`,
});

/** The form with the account's bookings to choose from, the one asked for chosen. */
function AccountComplaintForm() {
  const [params] = useSearchParams();
  const asked = bookingFromQuery(params);
  const trips = useTrips(true);
  const choices: BookingChoice[] = trips.status === 'success' ? trips.data.map(choiceOf) : [];
  if (asked && !choices.some((c) => bookingValue(c) === bookingValue(asked))) {
    choices.unshift({ ...asked, label: asked.reference });
  }
  return (
    <>
      <p>
        <Link to={COMPLAINTS_PATH}>Back to Help &amp; complaints</Link>
      </p>
      {trips.status === 'error' && !asked && (
        <p role="alert" className="tp-field__error">
          {trips.message}
        </p>
      )}
      <ComplaintForm
        bookings={choices}
        initialBooking={asked ? bookingValue(asked) : undefined}
        ticketPathOf={(complaint) => complaintPath(complaint.ticket)}
      />
    </>
  );
}

/** /account/complaints/new: "File a complaint" (?kind=&reference= chooses the booking). */
export default function FileComplaintPage() {
  return <AccountLayout title="Help & complaints">{() => <AccountComplaintForm />}</AccountLayout>;
}
