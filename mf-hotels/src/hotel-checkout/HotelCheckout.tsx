import { useMemo, useRef, useState } from 'react';
import { useFormik } from 'formik';
import type { FieldProblem } from '@travel/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  apiErrorMessage,
  apiFieldProblems,
  invalidateQueries,
  setQueryData,
  useApiMutation,
} from '@travel/shared-ui/api';
import { fromMinor, Price } from '@travel/shared-ui/money';
import { LoadError, Spinner } from '@travel/shared-ui/components';
import {
  HoldCountdown,
  paymentProblem,
  PriceSummary,
  TravelCreditChoice,
  useGatewayCheckout,
  useIdempotencyKey,
  useTravelCreditBalance,
} from '@travel/shared-ui/checkout';
import { selectCurrentUser, useAppSelector } from '@travel/shared-ui/store';
import {
  ErrorSummary,
  FormikForm,
  TextField,
  fieldErrors,
  standingProblems,
  touchedFields,
  type Refusal,
} from '@travel/shared-ui/form';
import {
  hotelGuestsProblems,
  type HotelCheckoutProblem,
  type HotelCreateOrderBody,
  type HotelOrderView,
  type HotelRepriceBody,
} from '@travel/contracts/hotel-checkout';
import { formatRoomParam } from '@travel/contracts/hotels';
import { normaliseContact } from '@travel/contracts/rules';
import { hotelPageLink, readHotelStay, readRateChoice, stayRooms } from '../common/hotelStay';
import {
  emptyGuestForm,
  guestControlId,
  guestFormName,
  GuestDetailsForm,
  type GuestFormValues,
} from './GuestDetailsForm';
import { StaySummary } from './StaySummary';
import { stayPriceLines } from './priceLines';
import { HotelOrderPriceSummary } from './HotelOrderPriceSummary';
import { createHotelOrder } from './api/createHotelOrder';
import { orderToken, payHotelOrder } from './api/hotelOrder';
import { repriceHotelStay, repriceKey, useHotelReprice } from './api/repriceHotelStay';
import '../hotel-page/HotelPage.css';
import './HotelCheckout.css';

/** The children's ages as the API takes them, or a problem when one is missing. */
function childAgesOf(values: GuestFormValues): { ages: number[]; problem: HotelCheckoutProblem | null } {
  const missing = values.childAges.some((age) => age === '');
  return {
    ages: values.childAges.filter((age) => age !== '').map(Number),
    problem: missing ? { field: 'childAges', message: "Choose each child's age" } : null,
  };
}

/** The guests' details as the order carries them. */
const detailsOf = (values: GuestFormValues) => ({
  guests: values.guests,
  contact: normaliseContact(
    { email: values.email, mobile: values.mobile, gstin: values.gstin, companyName: values.companyName },
    values.wantsGstInvoice,
  ),
  specialRequests: values.specialRequests.trim() || undefined,
  arrivalTime: values.arrivalTime || undefined,
});

/** Every problem of the form, in its order: the guests, each child's missing age, then the rest. */
function formProblems(values: GuestFormValues, rooms: number): FieldProblem[] {
  const problems = hotelGuestsProblems(detailsOf(values), rooms);
  const ages = values.childAges.flatMap((age, i) =>
    age === '' ? [{ field: `childAges[${i}]`, message: "Choose each child's age" }] : [],
  );
  const ofGuests = (p: FieldProblem) => p.field.startsWith('guests');
  return [...problems.filter(ofGuests), ...ages, ...problems.filter((p) => !ofGuests(p))];
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
    <div className="tp-page hk-layout">
      <div className="hk-main">
        <h1>Review and pay</h1>
        <HoldCountdown expiresAt={order.holdExpiresAt} onExpire={() => setExpired(true)} />
        <p>
          Booking reference <strong translate="no">{order.reference}</strong>
        </p>
        <StaySummary stay={order.stay} />
        <section className="hk-stay" aria-labelledby="hk-guests-title">
          <h2 id="hk-guests-title">Guests</h2>
          <ul className="hk-guest-list">
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
            Pay <Price amount={fromMinor(order.amountToPayMinor)} /> now
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
      <HotelOrderPriceSummary order={order} />
    </div>
  );
}

/**
 * The checkout of a chosen room and rate (HotelCheckoutPage checks there is one): the guests' details with the
 * all-inclusive price and a coupon, then a 15-minute hold to pay now or guarantee a pay-at-the-hotel rate.
 */
export default function HotelCheckout() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const choice = useMemo(() => readRateChoice(params), [params]);
  const stay = useMemo(() => readHotelStay(params), [params]);
  // Who sleeps in which room: the search's rooms, or the guests spread as the API spreads them.
  const rooms = useMemo(() => stayRooms(stay), [stay]);
  const [couponDraft, setCouponDraft] = useState('');
  const [coupon, setCoupon] = useState<string>();
  const [couponError, setCouponError] = useState('');
  const [order, setOrder] = useState<HotelOrderView>();
  const { key: idempotencyKey, renew } = useIdempotencyKey();
  // What the API refused last, with the values sent: a refused field keeps its problem until it is changed.
  const refusal = useRef<Refusal<GuestFormValues> | null>(null);
  // Each refusal moves the focus to the summary again, as each attempt does.
  const [refusals, setRefusals] = useState(0);

  const problemsOf = (values: GuestFormValues) => {
    const own = formProblems(values, stay.rooms);
    const standing = standingProblems(refusal.current, values, guestFormName).filter(
      (p) => guestControlId(p.field) && !own.some((o) => guestFormName(o.field) === guestFormName(p.field)),
    );
    return [...own, ...standing];
  };

  const form = useFormik<GuestFormValues>({
    initialValues: emptyGuestForm(
      stay.rooms,
      Array.from({ length: stay.children }, (_, i) =>
        stay.childAges[i] === undefined ? '' : String(stay.childAges[i]),
      ),
    ),
    validate: (values) => fieldErrors(problemsOf(values), guestFormName),
    onSubmit: async (values, helpers) => {
      const details = detailsOf(values);
      try {
        const reply = await submitOrder.mutate({
          ...body,
          ...details,
          guests: details.guests.map((guest) => ({ ...guest, title: guest.title as 'Mr' })),
          expectedTotalMinor: price.status === 'success' ? price.data.price.totalMinor : undefined,
          ...(travelCreditMinor > 0 ? { travelCreditMinor } : {}),
        });
        if (reply.accessToken) orderToken.save(reply.order.reference, reply.accessToken);
        // Paid all with travel credit: confirmed already, nothing to pay.
        if (reply.order.status === 'paid') {
          navigate(`/hotel-checkout/confirmation?reference=${encodeURIComponent(reply.order.reference)}`);
          return;
        }
        setOrder(reply.order);
        window.scrollTo?.(0, 0);
      } catch (error) {
        const problems = apiFieldProblems(error);
        if (problems.length > 0) {
          // Every problem the API found, at its field and in the summary (formik's errors, touched and status).
          refusal.current = { problems, values };
          helpers.setStatus({ refused: problems, attempt: submits.current });
          helpers.setErrors(fieldErrors([...formProblems(values, stay.rooms), ...problems], guestFormName));
          helpers.setTouched(touchedFields(problems, guestFormName), false);
          setRefusals((n) => n + 1);
          return;
        }
        // The message is shown; a changed price is asked again so the summary shows the new one.
        invalidateQueries(['hotel-checkout', 'reprice']);
      }
    },
  });
  const { values } = form;
  const submits = useRef(0);
  submits.current = form.submitCount;
  const status = form.status as { refused: FieldProblem[]; attempt: number } | undefined;

  const childAges = childAgesOf(values);
  // Each room's guests with the ages chosen here (the API checks each room against the room type).
  const roomList = childAges.problem
    ? stay.perRoom?.map(formatRoomParam)
    : rooms.map((room, i) => {
        const first = rooms.slice(0, i).reduce((sum, r) => sum + r.children, 0);
        return formatRoomParam({ adults: room.adults, childAges: childAges.ages.slice(first, first + room.children) });
      });
  const body: HotelRepriceBody = {
    ...choice,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.rooms,
    adults: stay.adults,
    childAges: childAges.problem ? stay.childAges : childAges.ages,
    ...(roomList ? { room: roomList } : {}),
    ...(coupon ? { couponCode: coupon } : {}),
  };
  const price = useHotelReprice(body);
  // Travel credit, for a signed-in traveller on a pay-now rate (nothing is charged now at the hotel's): all of the
  // balance, up to the total. It is spent when the order holds the rooms.
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const [applyCredit, setApplyCredit] = useState(false);
  const payNowRate = price.status === 'success' && price.data.stay.payment === 'pay_now';
  const creditBalanceMinor = useTravelCreditBalance(
    signedIn && payNowRate,
    price.status === 'success' ? price.data.price.currency : 'INR',
  );
  const travelCreditMinor =
    applyCredit && payNowRate && price.status === 'success'
      ? Math.min(creditBalanceMinor, price.data.price.totalMinor)
      : 0;
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

  // After an attempt, every problem: the form's, the API's that still stand, and (until the next attempt) the
  // API's about the stay itself, which no field here can change.
  const refusedNow = status && status.attempt === form.submitCount ? status.refused : [];
  const summary =
    form.submitCount > 0 ? [...problemsOf(values), ...refusedNow.filter((p) => !guestControlId(p.field))] : [];

  if (order) return <PayStep order={order} />;

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
          <FormikForm form={form} className="hk-main" aria-label="Guest details">
            <h1>Guest details</h1>
            <ErrorSummary
              id="hk-problems"
              problems={summary}
              controlId={guestControlId}
              attempt={form.submitCount + refusals}
            />
            <StaySummary stay={price.data.stay} childCount={values.childAges.length} />
            <GuestDetailsForm values={values} rooms={rooms} />
            <TravelCreditChoice
              balanceMinor={payNowRate ? creditBalanceMinor : 0}
              applied={applyCredit}
              disabled={submitOrder.status === 'pending'}
              onChange={(applied) => {
                setApplyCredit(applied);
                // Another order body: another attempt.
                renew();
              }}
            />
            {submitOrder.status === 'error' && refusedNow.length === 0 && <p role="alert">{submitOrder.message}</p>}
            <button type="submit" className="tp-button" disabled={submitOrder.status === 'pending'}>
              {submitOrder.status === 'pending' ? 'Holding your rooms…' : 'Continue to payment'}
            </button>
          </FormikForm>
          <PriceSummary
            lines={stayPriceLines(price.data.price, price.data.stay.rooms, price.data.stay.nights)}
            totalMinor={price.data.price.totalMinor}
            chargeCurrency={price.data.price.currency}
            paid={price.data.stay.payment === 'pay_at_hotel' ? 'at_hotel' : 'now'}
            travelCreditMinor={travelCreditMinor}
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
