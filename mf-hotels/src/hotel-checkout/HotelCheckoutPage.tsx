import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorMessage, invalidateQueries, setQueryData, useApiMutation } from '@travel/shared-ui/api';
import { fromMinor, Price } from '@travel/shared-ui/money';
import { LoadError, Spinner } from '@travel/shared-ui/components';
import {
  HoldCountdown,
  paymentProblem,
  PriceSummary,
  useGatewayCheckout,
  useIdempotencyKey,
} from '@travel/shared-ui/checkout';
import { TextField } from '@travel/shared-ui/form';
import {
  hotelGuestsProblem,
  type HotelCheckoutProblem,
  type HotelCreateOrderBody,
  type HotelOrderView,
  type HotelRepriceBody,
} from '@travel/contracts/hotel-checkout';
import { normaliseContact } from '@travel/contracts/rules';
import { hotelPageLink, readHotelStay, readRateChoice } from '../common/hotelStay';
import { emptyGuestForm, GuestDetailsForm, type GuestFormValues } from './GuestDetailsForm';
import { StaySummary } from './StaySummary';
import { stayPriceLines } from './priceLines';
import { createHotelOrder } from './api/createHotelOrder';
import { orderToken, payHotelOrder } from './api/hotelOrder';
import { repriceHotelStay, repriceKey, useHotelReprice } from './api/repriceHotelStay';
import '../hotel-page/HotelPage.css';
import './HotelCheckout.css';

/** Problems drawn at their field; any other (the stay's) is said above the button. */
const FIELDS_ON_FORM = /^(guests\[|childAges|contact\.|arrivalTime|specialRequests)/;

/** The children's ages as the API takes them, or a problem when one is missing. */
function childAgesOf(values: GuestFormValues): { ages: number[]; problem: HotelCheckoutProblem | null } {
  const missing = values.childAges.some((age) => age === '');
  return {
    ages: values.childAges.filter((age) => age !== '').map(Number),
    problem: missing ? { field: 'childAges', message: "Choose each child's age" } : null,
  };
}

/** Step 2: the order holds the rooms; pay now, or guarantee a pay-at-the-hotel rate with a card. */
function PayStep({ order }: { order: HotelOrderView }) {
  const gateway = useGatewayCheckout();
  const [problem, setProblem] = useState<string | null>(null);
  // The gateway's checkout (the sandbox's page, Razorpay Checkout or Stripe.js's card form), to pay or guarantee.
  const pay = useApiMutation(async (reference: string) => {
    setProblem(null);
    const { payment } = await payHotelOrder(reference, orderToken.read(reference));
    await gateway.open(payment).catch((error: unknown) => setProblem(paymentProblem(error)));
  });
  const [expired, setExpired] = useState(false);
  const payNow = order.stay.payment === 'pay_now';
  return (
    <div className="hk-layout">
      <div className="hk-main">
        <h1>Review and pay</h1>
        <HoldCountdown expiresAt={order.holdExpiresAt} onExpire={() => setExpired(true)} />
        <p>
          Booking reference <strong translate="no">{order.reference}</strong>
        </p>
        <StaySummary stay={order.stay} />
        <section className="hk-stay" aria-labelledby="hk-guests-title">
          <h2 id="hk-guests-title">Guests</h2>
          <ul>
            {order.guests.map((guest) => (
              <li
                key={guest.room}
                translate="no"
              >{`Room ${guest.room}: ${guest.title} ${guest.firstName} ${guest.lastName}`}</li>
            ))}
          </ul>
          <p>{`We send the confirmation to ${order.contact.email}`}</p>
        </section>
        {pay.status === 'error' && <p role="alert">{pay.message}</p>}
        {problem && <p role="alert">{problem}</p>}
        {gateway.dialog}
        {payNow ? (
          <button
            type="button"
            className="tp-button"
            disabled={expired || pay.status === 'pending'}
            onClick={() => void pay.mutate(order.reference).catch(() => undefined)}
          >
            Pay <Price amount={fromMinor(order.payNowMinor)} /> now
          </button>
        ) : (
          <>
            <p>
              Nothing is charged now. The hotel asks for a card to guarantee the booking; you pay{' '}
              <Price amount={fromMinor(order.payAtHotelMinor)} /> at the hotel.
            </p>
            <button
              type="button"
              className="tp-button"
              disabled={expired || pay.status === 'pending'}
              onClick={() => void pay.mutate(order.reference).catch(() => undefined)}
            >
              Guarantee with a card
            </button>
          </>
        )}
        {expired && (
          <p>
            <Link to={hotelPageLink(order.stay.hotelId, { ...order.stay, children: order.stay.childAges.length })}>
              Choose a room again
            </Link>
          </p>
        )}
      </div>
      <PriceSummary
        lines={stayPriceLines(order.price, order.stay.rooms, order.stay.nights)}
        totalMinor={order.price.totalMinor}
        chargeCurrency={order.price.currency}
        paid={order.stay.payment === 'pay_at_hotel' ? 'at_hotel' : 'now'}
      />
    </div>
  );
}

/**
 * /hotel-checkout?hotelId=…&roomTypeId=…&ratePlanId=…&checkIn=…: the guests' details with the all-inclusive price
 * and a coupon, then a 15-minute hold to pay now or guarantee a pay-at-the-hotel rate.
 */
export default function HotelCheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const choice = useMemo(() => readRateChoice(params), [params]);
  const stay = useMemo(() => readHotelStay(params), [params]);
  const [values, setValues] = useState(() =>
    emptyGuestForm(
      stay.rooms,
      Array.from({ length: stay.children }, (_, i) =>
        stay.childAges[i] === undefined ? '' : String(stay.childAges[i]),
      ),
    ),
  );
  const [problem, setProblem] = useState<HotelCheckoutProblem | null>(null);
  const [couponDraft, setCouponDraft] = useState('');
  const [coupon, setCoupon] = useState<string>();
  const [couponError, setCouponError] = useState('');
  const [order, setOrder] = useState<HotelOrderView>();
  const { key: idempotencyKey, renew } = useIdempotencyKey();

  const childAges = childAgesOf(values);
  const body: HotelRepriceBody = {
    ...choice,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.rooms,
    adults: stay.adults,
    childAges: childAges.problem ? stay.childAges : childAges.ages,
    ...(coupon ? { couponCode: coupon } : {}),
  };
  const price = useHotelReprice(body);
  const applyCoupon = useApiMutation((code: string) => repriceHotelStay({ ...body, couponCode: code }));
  const submitOrder = useApiMutation((order: HotelCreateOrderBody) => createHotelOrder(order, idempotencyKey));

  const onApplyCoupon = async () => {
    const code = couponDraft.trim().toUpperCase();
    if (!code) return;
    setCouponError('');
    try {
      const reply = await applyCoupon.mutate(code);
      setQueryData(repriceKey({ ...body, couponCode: code }), () => reply);
      setCoupon(code);
      renew();
    } catch (error) {
      setCouponError(apiErrorMessage(error, 'This coupon cannot be used'));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const details = {
      guests: values.guests,
      contact: normaliseContact(
        { email: values.email, mobile: values.mobile, gstin: values.gstin, companyName: values.companyName },
        values.wantsGstInvoice,
      ),
      specialRequests: values.specialRequests.trim() || undefined,
      arrivalTime: values.arrivalTime || undefined,
    };
    const found = childAges.problem ?? hotelGuestsProblem(details, stay.rooms);
    setProblem(found);
    if (found) return;
    try {
      const reply = await submitOrder.mutate({
        ...body,
        ...details,
        guests: details.guests.map((guest) => ({ ...guest, title: guest.title as 'Mr' })),
        expectedTotalMinor: price.status === 'success' ? price.data.price.totalMinor : undefined,
      });
      if (reply.accessToken) orderToken.save(reply.order.reference, reply.accessToken);
      setOrder(reply.order);
      window.scrollTo?.(0, 0);
    } catch {
      // The message is shown; a changed price is asked again so the summary shows the new one.
      invalidateQueries(['hotel-checkout', 'reprice']);
    }
  };

  if (order) return <PayStep order={order} />;
  if (!choice.hotelId || !choice.roomTypeId || !choice.ratePlanId)
    return (
      <div className="tp-page">
        <h1>Choose a room first</h1>
        <p>
          Open a hotel and pick a room and rate. <Link to="/hotel-home">Search hotels</Link>
        </p>
      </div>
    );

  return (
    <div className="tp-page">
      <p>
        <button
          type="button"
          className="hh-link-button"
          onClick={() => navigate(hotelPageLink(choice.hotelId, stay, 'rooms'))}
        >
          Back to rooms
        </button>
      </p>
      {price.status === 'loading' && <Spinner label="Checking the price…" />}
      {price.status === 'error' && <LoadError message={price.message} onRetry={price.retry} />}
      {price.status === 'success' && (
        <div className="hk-layout">
          <form className="hk-main" onSubmit={onSubmit} noValidate aria-label="Guest details">
            <h1>Guest details</h1>
            <StaySummary stay={price.data.stay} childCount={values.childAges.length} />
            <GuestDetailsForm values={values} onChange={setValues} problem={problem} />
            {problem && !FIELDS_ON_FORM.test(problem.field) && (
              <p className="tp-field__error" role="alert">
                {problem.message}
              </p>
            )}
            {submitOrder.status === 'error' && <p role="alert">{submitOrder.message}</p>}
            <button type="submit" className="tp-button" disabled={submitOrder.status === 'pending'}>
              {submitOrder.status === 'pending' ? 'Holding your rooms…' : 'Continue to payment'}
            </button>
          </form>
          <PriceSummary
            lines={stayPriceLines(price.data.price, price.data.stay.rooms, price.data.stay.nights)}
            totalMinor={price.data.price.totalMinor}
            chargeCurrency={price.data.price.currency}
            paid={price.data.stay.payment === 'pay_at_hotel' ? 'at_hotel' : 'now'}
            caption={`${price.data.stay.roomName}, ${price.data.stay.rateName}`}
          >
            <div className="hk-coupon">
              <TextField
                id="hk-coupon"
                label="Coupon code"
                value={couponDraft}
                error={couponError || undefined}
                onChange={(event) => setCouponDraft(event.target.value)}
              />
              <button
                type="button"
                className="tp-button tp-button--secondary"
                onClick={() => void onApplyCoupon()}
                disabled={applyCoupon.status === 'pending'}
              >
                Apply
              </button>
              {coupon && <p role="status">{`Coupon ${coupon} applied`}</p>}
            </div>
          </PriceSummary>
        </div>
      )}
    </div>
  );
}
