import { Link, useSearchParams } from 'react-router-dom';
import { useApiMutation } from '@travel/shared-ui/api';
import { LoadError, Spinner } from '@travel/shared-ui/components';
import { fromMinor, Price } from '@travel/shared-ui/money';
import {
  paymentOutcome,
  paymentProblem,
  PaymentStatusView,
  useGatewayCheckout,
  usePayment,
  usePolling,
} from '@travel/shared-ui/checkout';
import { RoomGuestsList } from '@travel/shared-ui/room-guests-list';
import type { HotelOrderView } from '@travel/contracts/hotel-checkout';
import { orderRoomGuests } from '@travel/contracts/hotels';
import { StaySummary } from './StaySummary';
import { HotelOrderPriceSummary } from './HotelOrderPriceSummary';
import { orderToken, payHotelOrder, useHotelOrder } from './api/hotelOrder';
import './HotelCheckout.css';

const POLL_MS = 2000;

/** Every guest of each room, as the voucher lists them: the lead guest by name, then the others. */
function GuestsSection({ order }: { order: HotelOrderView }) {
  const rooms = orderRoomGuests({ ...order.stay, guests: order.guests });
  return (
    <section className="hk-stay" aria-labelledby="hk-guests-title">
      <h2 id="hk-guests-title">Guests</h2>
      <RoomGuestsList
        className="hk-details"
        rooms={order.guests.map((guest, i) => ({
          ...rooms[i],
          leadGuest: `${guest.title} ${guest.firstName} ${guest.lastName}`,
        }))}
      />
    </section>
  );
}

function Confirmed({ order }: { order: HotelOrderView }) {
  const paidNow = order.status === 'paid';
  return (
    <section className="hk-confirmation" aria-labelledby="hk-confirmed-title">
      <h1 id="hk-confirmed-title">Your booking is confirmed</h1>
      <p>
        Booking reference{' '}
        <strong className="hk-reference" translate="no" data-testid="booking-reference">
          {order.reference}
        </strong>
      </p>
      {paidNow ? (
        <p>
          Paid <Price amount={fromMinor(order.payNowMinor)} />.{' '}
          {`We have emailed your hotel voucher and GST invoice to ${order.contact.email}.`}
        </p>
      ) : (
        <>
          <p>
            Nothing was charged: your card only guarantees the booking. You pay{' '}
            <Price amount={fromMinor(order.payAtHotelMinor)} /> at the hotel.
          </p>
          <p>{`We have emailed your hotel voucher to ${order.contact.email}.`}</p>
        </>
      )}
      <p>Keep the reference: with your email it finds the booking to cancel it.</p>
      <StaySummary stay={order.stay} />
      <GuestsSection order={order} />
      <HotelOrderPriceSummary order={order} />
      <p className="hk-confirmation__links">
        <Link to="/my-trips">My Trips</Link>
        <Link to="/hotel-home">Search more hotels</Link>
      </p>
    </section>
  );
}

/**
 * /hotel-checkout/confirmation?reference=…&paymentId=…: where the payment or card guarantee returns. The
 * confirmed booking with its reference, or the payment's state: being confirmed (asked again until settled),
 * declined (try again while the hold lasts), or the hold expired.
 */
export default function HotelConfirmationPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const paymentId = params.get('paymentId');
  const order = useHotelOrder(reference, orderToken.read(reference));
  const payment = usePayment(paymentId);
  // Try again opens the gateway's checkout (the sandbox's page, Razorpay Checkout, Stripe.js's card form) on the
  // same payment or card guarantee.
  const gateway = useGatewayCheckout();
  const retry = useApiMutation(async (reference: string) => {
    const { payment: again } = await payHotelOrder(reference, orderToken.read(reference));
    await gateway.open(again).catch((error: unknown) => {
      throw new Error(paymentProblem(error));
    });
  });

  const current = order.status === 'success' ? order.data : undefined;
  const confirmed = current?.status === 'paid' || current?.status === 'guaranteed';
  const outcome = current
    ? paymentOutcome(
        payment.status === 'success' ? payment.data.status : undefined,
        confirmed ? 'paid' : current.status,
      )
    : undefined;
  usePolling(order.retry, outcome === 'confirming' || outcome === 'needs_authentication', POLL_MS);

  if (!reference)
    return (
      <div className="tp-page">
        <h1>No booking to show</h1>
        <p>
          <Link to="/hotel-home">Search hotels</Link>
        </p>
      </div>
    );
  if (order.status === 'loading') return <Spinner label="Loading your booking…" />;
  if (order.status === 'error') return <LoadError message={order.message} onRetry={order.retry} />;
  const data = order.data;
  if (confirmed) return <div className="tp-page">{<Confirmed order={data} />}</div>;

  return (
    <div className="tp-page hk-confirmation">
      <PaymentStatusView
        outcome={outcome ?? 'confirming'}
        purpose={data.stay.payment === 'pay_at_hotel' ? 'guarantee' : 'payment'}
        detail={payment.status === 'success' ? payment.data.failureReason : undefined}
      >
        <p>
          Booking reference <strong translate="no">{data.reference}</strong>
        </p>
        {retry.status === 'error' && <p role="alert">{retry.message}</p>}
        {gateway.dialog}
        {data.status === 'held' && outcome !== 'confirming' && (
          <button
            type="button"
            className="tp-button"
            disabled={retry.status === 'pending'}
            onClick={() => void retry.mutate(data.reference).catch(() => undefined)}
          >
            Try again
          </button>
        )}
        {outcome === 'expired' && (
          <p>
            <Link to="/hotel-home">Search hotels</Link>
          </p>
        )}
      </PaymentStatusView>
    </div>
  );
}
