import type { Complaint } from '@travel/contracts/complaints';
import type { ClockText } from './complaintTexts';

/** A clock's text, and 'Overdue' beside it once its deadline has passed with the step not done. */
export function Clock({ clock }: { clock: ClockText }) {
  return (
    <>
      <span>{clock.text}</span>
      {clock.overdue && <strong className="ma-complaints__overdue"> Overdue</strong>}
    </>
  );
}

/**
 * 'Flight ABC234' or 'Hotel HB-100001': the word translated, the reference as it is (a 'Hotel {0}' pattern in the
 * catalog would rewrite any text that starts with the word).
 */
export function BookingLabel({ booking }: { booking: Complaint['booking'] }) {
  return (
    <>
      {booking.kind === 'flight' ? 'Flight' : 'Hotel'} <span translate="no">{booking.reference}</span>
    </>
  );
}
