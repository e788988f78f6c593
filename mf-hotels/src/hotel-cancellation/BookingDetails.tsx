import { parseISO } from 'date-fns';
import { fromMinor, Price } from '@travel/shared-ui/money';
import type { BookingSummary } from '@travel/contracts/bookings';

const STAY_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A stay date as "1 Apr 2030": parseISO reads the day in the visitor's calendar; Intl keeps the en-IN month names
 * ("Sept", where date-fns writes "Sep").
 */
export const formatStayDate = (isoDay: string) => STAY_DATE.format(parseISO(isoDay));

/** The booking found by the search step and what cancelling it now would refund. */
export function BookingDetails({ booking }: { booking: BookingSummary }) {
  return (
    <>
      <dl className="hc-summary">
        <div>
          <dt>Booking ID</dt>
          <dd>{booking.id}</dd>
        </div>
        <div>
          <dt>Hotel</dt>
          <dd>
            {booking.hotelName}, {booking.city}
          </dd>
        </div>
        <div>
          <dt>Guest</dt>
          <dd>{booking.guestName}</dd>
        </div>
        <div>
          <dt>Stay</dt>
          <dd>
            {formatStayDate(booking.checkIn)} – {formatStayDate(booking.checkOut)} ({booking.nights}{' '}
            {booking.nights === 1 ? 'night' : 'nights'}), {booking.guests} guests, {booking.rooms}{' '}
            {booking.rooms === 1 ? 'room' : 'rooms'}
          </dd>
        </div>
        <div>
          <dt>Amount paid</dt>
          <dd>
            <Price amount={fromMinor(booking.amountPaidMinor)} />
          </dd>
        </div>
        <div>
          <dt>Cancellation policy</dt>
          <dd>{booking.cancellationPolicy}</dd>
        </div>
      </dl>
      <div className="hc-refund" aria-label="Refund estimate">
        <h3>Refund estimate</h3>
        <p>{booking.refund.refundReason}.</p>
        <dl>
          <div>
            <dt>Refundable amount ({booking.refund.refundPercentage}%)</dt>
            <dd>
              <Price amount={fromMinor(booking.refund.refundableAmountMinor)} />
            </dd>
          </div>
          <div>
            <dt>Deductions</dt>
            <dd>
              <Price amount={fromMinor(booking.refund.deductionsMinor)} />
            </dd>
          </div>
          <div className="hc-refund__net">
            <dt>Net refund</dt>
            <dd>
              <Price amount={fromMinor(booking.refund.netRefundMinor)} />
            </dd>
          </div>
        </dl>
      </div>
    </>
  );
}
