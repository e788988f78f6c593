import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryState } from '@travel/shared-ui/api';
import { RoomGuestsList } from '@travel/shared-ui/room-guests-list';
import type { PaidLine, TripDetail, TripKind, TripPaymentEntry, TripPaymentPurpose } from '@travel/contracts/trips';
import { guestComplaintPath, newComplaintPath } from '../account/complaints/complaintPaths';
import { useTrip } from './api/getTrip';
import { CancelPanel } from './CancelPanel';
import { DateChangePanel } from './date-change/DateChangePanel';
import { RefundTimeline } from './RefundTimeline';
import { ScheduleChangeNotice } from './schedule-change/ScheduleChangeNotice';
import { SupplierBookingLines } from './SupplierBookingLines';
import { tripToken } from './tripTokens';
import { GATEWAY_LABELS, longDay, moneyIn, statusLabel, tripDates } from './tripTexts';
import './trips.css';

const PAID_LABELS: Record<PaidLine['kind'], string> = {
  base_fare: 'Base fare',
  taxes_and_fees: 'Taxes and airport fees',
  convenience_fee: 'Convenience fee',
  seats: 'Seats',
  add_ons: 'Add-ons',
  discount: 'Coupon discount',
  date_change_fee: 'Date change fee',
  fare_difference_paid: 'Fare difference paid',
  fare_difference_refunded: 'Fare difference refunded',
};

function FlightSection({ trip }: { trip: TripDetail }) {
  const order = trip.flight!;
  const { flight, price } = order;
  // The API's lines: the fare as booked, then each date change's fee and fare difference; they add up.
  const paidLines: PaidLine[] = trip.paid?.lines ?? [
    { kind: 'base_fare', amountMinor: price.baseFareMinor },
    { kind: 'taxes_and_fees', amountMinor: price.taxesAndFeesMinor },
    { kind: 'convenience_fee', amountMinor: price.convenienceFeeMinor },
    { kind: 'seats', amountMinor: price.seatsMinor },
    { kind: 'add_ons', amountMinor: price.addOnsMinor },
    { kind: 'discount', amountMinor: -price.discountMinor },
  ];
  const currency = trip.paid?.currency ?? price.currency;
  const changeLine = (kind: PaidLine['kind']) => kind.startsWith('date_change') || kind.startsWith('fare_difference');
  return (
    <>
      <section aria-labelledby="trip-itinerary">
        <h2 id="trip-itinerary">Itinerary</h2>
        <p>
          {flight.airline} {flight.flightNumber} · {flight.from} → {flight.to}
        </p>
        <p>
          {longDay(flight.date)}, {flight.departure} – {flight.arrival} · {flight.fare}
        </p>
        {order.supplierBooking && <SupplierBookingLines booking={order.supplierBooking} />}
      </section>
      <section aria-labelledby="trip-travellers">
        <h2 id="trip-travellers">Travellers</h2>
        <table className="trip-table">
          <thead>
            <tr>
              <th scope="col">Traveller</th>
              <th scope="col">Seat</th>
              <th scope="col">Extra baggage</th>
              <th scope="col">Meal</th>
            </tr>
          </thead>
          <tbody>
            {order.passengers.map((p, index) => (
              <tr key={index}>
                <th scope="row">
                  {p.title} {p.firstName} {p.lastName}
                </th>
                <td>{p.seat}</td>
                <td>{p.extraBaggageKg > 0 ? `${p.extraBaggageKg} kg` : '–'}</td>
                <td>{p.meal ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {(order.insurance || order.freeCancellation) && (
          <ul className="trip-addons">
            {order.insurance && <li>Travel insurance</li>}
            {order.freeCancellation && <li>Free cancellation</li>}
          </ul>
        )}
      </section>
      <section aria-labelledby="trip-paid">
        <h2 id="trip-paid">What you paid</h2>
        <table className="trip-table">
          <tbody>
            {paidLines
              .filter((line) => line.amountMinor !== 0 || changeLine(line.kind))
              .map((line, index) => (
                <tr key={`${line.kind}-${index}`}>
                  <th scope="row">
                    {PAID_LABELS[line.kind]}
                    {line.detail && <span className="trips-muted"> · {line.detail}</span>}
                  </th>
                  <td>{moneyIn(line.amountMinor, currency)}</td>
                </tr>
              ))}
            <tr>
              <th scope="row">Total</th>
              <td>{moneyIn(trip.paid?.totalMinor ?? price.totalMinor, currency)}</td>
            </tr>
          </tbody>
        </table>
      </section>
    </>
  );
}

function HotelSection({ trip }: { trip: TripDetail }) {
  const stay = trip.hotel!;
  return (
    <section aria-labelledby="trip-stay">
      <h2 id="trip-stay">Your stay</h2>
      <p>
        {stay.hotelName}, {stay.city}
      </p>
      <p>
        {longDay(stay.checkIn)} – {longDay(stay.checkOut)}
      </p>
      <p>Guests: {stay.guests}</p>
      <p>Rooms: {stay.rooms}</p>
      {stay.roomGuests ? (
        <RoomGuestsList className="trips-room-guests" aria-label="Guests of each room" rooms={stay.roomGuests} />
      ) : (
        <p>Guest: {stay.guestName}</p>
      )}
      <p className="trips-muted">{stay.cancellationPolicy}</p>
    </section>
  );
}

const PAYMENT_PURPOSE_LABELS: Record<TripPaymentPurpose, string> = {
  booking: 'Booking',
  card_guarantee: 'Card guarantee, nothing charged',
  date_change: 'Date change fee and fare difference',
  fare_difference_refund: 'Lower fare difference refunded',
  date_change_refund: 'Date change payment refunded, the change could not be made',
};

const PAYMENT_STATUS_LABELS: Record<TripPaymentEntry['kind'], Record<string, string>> = {
  payment: {
    created: 'Not started',
    pending: 'Awaiting payment',
    requires_action: 'Awaiting authentication',
    captured: 'Paid',
    failed: 'Failed',
  },
  refund: { pending: 'Refund under way', processed: 'Refunded', failed: 'Refund failed' },
};

const paymentStatus = (entry: TripPaymentEntry) =>
  entry.purpose === 'card_guarantee' && entry.status === 'captured'
    ? 'Card accepted'
    : (PAYMENT_STATUS_LABELS[entry.kind][entry.status] ?? entry.status);

/** Every payment of the booking (its own, each date change's) and each fare difference paid back. */
function PaymentSection({ payments }: { payments: TripPaymentEntry[] }) {
  return (
    <section aria-labelledby="trip-payment">
      <h2 id="trip-payment">Payment</h2>
      <table className="trip-table">
        <thead>
          <tr>
            <th scope="col">For</th>
            <th scope="col">Gateway</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Reference</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((entry) => (
            <tr key={`${entry.kind}-${entry.reference}`}>
              <th scope="row">
                {PAYMENT_PURPOSE_LABELS[entry.purpose]}
                {entry.detail && <span className="trips-muted"> · {entry.detail}</span>}
              </th>
              <td>{GATEWAY_LABELS[entry.gateway] ?? entry.gateway}</td>
              <td>
                {entry.kind === 'refund' && '−'}
                {moneyIn(entry.amountMinor, entry.currency)}
              </td>
              <td>{paymentStatus(entry)}</td>
              <td>
                <code>{entry.reference}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Trip({ trip, token }: { trip: TripDetail; token?: string }) {
  const [cancelling, setCancelling] = useState(false);
  const { summary } = trip;
  const cancel = trip.actions.find((action) => action.kind === 'cancel');
  return (
    <>
      <header className="trip-header">
        <h1>{summary.title}</h1>
        <p>
          Reference <strong>{summary.reference}</strong> · {tripDates(summary)}{' '}
          <span className={`trip-status trip-status--${summary.status}`}>{statusLabel(summary.status)}</span>
          {summary.demo && <span className="trip-demo">Demo booking</span>}
        </p>
      </header>
      {trip.flight && <ScheduleChangeNotice reference={summary.reference} token={token} />}
      {trip.flight ? <FlightSection trip={trip} /> : trip.hotel && <HotelSection trip={trip} />}
      {trip.payments.length > 0 && <PaymentSection payments={trip.payments} />}
      {trip.documents.length > 0 && (
        <section aria-labelledby="trip-documents">
          <h2 id="trip-documents">Documents</h2>
          <ul className="trip-documents">
            {trip.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} download>
                  Download {document.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {cancel && !cancelling && (
        <section aria-labelledby="trip-actions">
          <h2 id="trip-actions">Manage</h2>
          {/* A secondary action: what cancelling refunds is shown, with the confirmation, before anything happens. */}
          <button type="button" className="tp-button tp-button--secondary" onClick={() => setCancelling(true)}>
            Cancel booking
          </button>
        </section>
      )}
      {cancelling && (
        <CancelPanel
          kind={summary.kind}
          reference={summary.reference}
          token={token}
          onClose={() => setCancelling(false)}
        />
      )}
      {trip.flight && <DateChangePanel trip={trip} token={token} />}
      <section aria-labelledby="trip-help">
        <h2 id="trip-help">Need help?</h2>
        <p>
          Something wrong with this booking? Tell our complaints desk: you get a ticket number at once.{' '}
          <Link to={token ? guestComplaintPath(summary) : newComplaintPath(summary)}>Get help</Link>
        </p>
      </section>
      {trip.refunds.length > 0 && (
        <section aria-labelledby="trip-refunds">
          <h2 id="trip-refunds">Refunds</h2>
          {trip.refunds.map((refund) => (
            <RefundTimeline key={refund.cancellationId} refund={refund} />
          ))}
        </section>
      )}
    </>
  );
}

/** One booking: itinerary or stay, travellers, payment, documents, the allowed actions and its refunds. */
export default function TripDetailPage() {
  const [params] = useSearchParams();
  const kind: TripKind = params.get('kind') === 'hotel' ? 'hotel' : 'flight';
  const reference = params.get('reference') ?? '';
  const token = tripToken(reference);
  const trip = useTrip(kind, reference, token);
  return (
    <div className="trips-page">
      <p>
        <Link to="/my-trips">Back to My Trips</Link>
      </p>
      <QueryState query={trip}>{(data) => <Trip trip={data} token={token} />}</QueryState>
    </div>
  );
}
