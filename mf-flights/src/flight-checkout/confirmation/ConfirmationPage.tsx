import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fromMinor, Price } from '@travel/shared-ui/money';
import { LoadError, Spinner, useQueryState } from '@travel/shared-ui/components';
import {
  HoldCountdown,
  PaymentStatusView,
  paymentOutcome,
  paymentProblem,
  useGatewayCheckout,
  usePayment,
} from '@travel/shared-ui/checkout';
import type { OrderView } from '@travel/contracts/flight-checkout';
import { cityName, tripText } from '@travel/contracts/rules';
import { useOrder } from '../api/getOrder';
import { usePayOrder } from '../api/payOrder';
import { CHECKOUT_DRAFT_KEY, orderToken } from '../checkoutDraft';
import { TravellerList } from '../review/TravellerList';
import { priceLines } from '../priceLines';
import { SupplierBookingStatus } from './SupplierBookingStatus';
// The checkout's own styles: this page may be the first one drawn, when the payment page sends the browser back.
import '../FlightCheckoutPage.css';

/**
 * /flight-checkout/confirmation?reference=…&paymentId=…: where the payment page sends the traveller back. It asks for
 * the order (and the payment) until they settle: paid, declined, needs authentication, expired, or still confirming.
 */
export default function ConfirmationPage() {
  const [params] = useQueryState();
  const reference = params.get('reference');
  if (!reference) {
    return (
      <div className="tp-page">
        <p role="alert">This page needs a booking reference.</p>
        <Link to="/flight-home">Search flights</Link>
      </div>
    );
  }
  return <Confirmation reference={reference} paymentId={params.get('paymentId')} />;
}

function Confirmation({ reference, paymentId }: { reference: string; paymentId: string | null }) {
  const token = orderToken(reference);
  const order = useOrder(reference, token);
  const payment = usePayment(paymentId);
  const payOrder = usePayOrder();
  const gateway = useGatewayCheckout();
  const [payProblem, setPayProblem] = useState<string | null>(null);

  if (order.status === 'loading') return <Spinner />;
  if (order.status === 'error') {
    return (
      <div className="tp-page">
        <LoadError message={order.message} onRetry={order.retry} />
      </div>
    );
  }
  const booking = order.data;
  const paymentStatus = payment.status === 'success' ? payment.data.status : undefined;
  const outcome = paymentOutcome(paymentStatus, booking.status);
  if (outcome === 'paid') sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);

  const payAgain = async () => {
    setPayProblem(null);
    const started = await payOrder.mutate(reference, token).catch(() => null);
    if (started) await gateway.open(started).catch((error: unknown) => setPayProblem(paymentProblem(error)));
  };

  const supplier = booking.supplierBooking;
  if (supplier?.status === 'refused') return <RefusedBooking booking={booking} />;
  if (outcome === 'paid' && supplier?.status === 'pending') {
    // Paid, but the airline has not confirmed it yet: the order is asked for again until it has (useOrder).
    return (
      <div className="tp-page fc-page">
        <section className="tp-payment-status tp-payment-status--paid" aria-labelledby="fc-supplier-title">
          <h1 id="fc-supplier-title">Payment successful</h1>
          <PaidBooking booking={booking} />
        </section>
      </div>
    );
  }

  return (
    <div className="tp-page fc-page">
      <PaymentStatusView
        outcome={outcome}
        detail={outcome === 'declined' && payment.status === 'success' ? payment.data.failureReason : null}
      >
        {outcome === 'paid' && <PaidBooking booking={booking} />}
        {(outcome === 'declined' || outcome === 'needs_authentication') && (
          <>
            <HoldCountdown expiresAt={booking.holdExpiresAt} label="Your seats are held for" onExpire={order.retry} />
            {payOrder.status === 'error' && (
              <p role="alert" className="fc-error">
                {payOrder.message}
              </p>
            )}
            {payProblem && (
              <p role="alert" className="fc-error">
                {payProblem}
              </p>
            )}
            {gateway.dialog}
            <div className="fc-actions">
              {outcome === 'declined' ? (
                <>
                  <button type="button" className="tp-button" onClick={() => void payAgain()}>
                    Try again
                  </button>
                  <button type="button" className="tp-button tp-button--secondary" onClick={() => void payAgain()}>
                    Use another payment method
                  </button>
                </>
              ) : (
                <button type="button" className="tp-button" onClick={() => void payAgain()}>
                  Complete authentication
                </button>
              )}
            </div>
          </>
        )}
        {outcome === 'expired' && (
          <Link className="tp-button" to="/flight-home">
            Search flights again
          </Link>
        )}
      </PaymentStatusView>
    </div>
  );
}

/** The supplier could not confirm the paid booking: nothing is booked, and everything paid goes back. */
function RefusedBooking({ booking }: { booking: OrderView }) {
  return (
    <div className="tp-page fc-page">
      <section className="tp-payment-status tp-payment-status--expired" aria-labelledby="fc-supplier-title">
        <h1 id="fc-supplier-title">Booking not confirmed</h1>
        <p className="fc-reference">
          Booking reference{' '}
          <strong data-testid="booking-reference" translate="no">
            {booking.reference}
          </strong>
        </p>
        {booking.supplierBooking && <SupplierBookingStatus booking={booking.supplierBooking} />}
        <div className="fc-actions">
          <Link className="tp-button" to="/flight-home">
            Search flights again
          </Link>
          <Link className="tp-button tp-button--secondary" to="/my-trips">
            My Trips
          </Link>
        </div>
      </section>
    </div>
  );
}

function PaidBooking({ booking }: { booking: OrderView }) {
  const { flight, price, supplierBooking } = booking;
  return (
    <div className="fc-confirmation">
      <p className="fc-reference">
        Booking reference{' '}
        <strong data-testid="booking-reference" translate="no">
          {booking.reference}
        </strong>
      </p>
      {supplierBooking && <SupplierBookingStatus booking={supplierBooking} />}
      <p>
        {flight.airline} {flight.flightNumber} · {tripText(cityName(flight.from), cityName(flight.to), flight.date)} ·{' '}
        {flight.departure} – {flight.arrival} · {flight.fare} fare
      </p>
      <TravellerList
        draft={{
          ...booking,
          passengers: booking.passengers.map((p) => ({ ...p, seat: p.seatChosen ? p.seat : p.seat || undefined })),
        }}
      />
      <dl className="fc-confirmation__price">
        {priceLines(price)
          .filter((line) => line.amountMinor > 0)
          .map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>
                {line.discount ? '−' : ''}
                <Price amount={fromMinor(line.amountMinor)} />
              </dd>
            </div>
          ))}
        <div>
          <dt>Total paid</dt>
          <dd data-testid="paid-total">
            <Price amount={fromMinor(price.totalMinor)} />
          </dd>
        </div>
        {booking.travelCreditMinor > 0 && (
          <>
            <div>
              <dt>Paid with travel credit</dt>
              <dd data-testid="paid-travel-credit">
                <Price amount={fromMinor(booking.travelCreditMinor)} />
              </dd>
            </div>
            <div>
              <dt>Paid by card</dt>
              <dd data-testid="paid-by-card">
                <Price amount={fromMinor(booking.amountToPayMinor)} />
              </dd>
            </div>
          </>
        )}
      </dl>
      {supplierBooking?.status !== 'pending' && (
        <p>{`We have emailed your e-ticket and GST tax invoice to ${booking.contact.email}.`}</p>
      )}
      <div className="fc-actions">
        <Link className="tp-button" to="/my-trips">
          My Trips
        </Link>
        <Link className="tp-button tp-button--secondary" to="/flight-home">
          Book another flight
        </Link>
      </div>
    </div>
  );
}
