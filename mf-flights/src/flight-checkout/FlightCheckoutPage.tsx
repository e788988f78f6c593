import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { deferredPart, useDrawnInBrowser } from '@travel/shared-ui/components';
import { Link, useNavigate } from 'react-router-dom';
import { HoldCountdown, PriceSummary, useTravelCreditBalance } from '@travel/shared-ui/checkout';
import { selectCurrentUser, useAppSelector } from '@travel/shared-ui/store';
import { tripText } from '@travel/contracts/rules';
import { CouponField } from '../fare-selection/coupon/CouponField';
import { useCouponQuote } from '../fare-selection/coupon/useCouponQuote';
import { draftPrice, loadDraft, saveDraft, type CheckoutDraft } from './checkoutDraft';
import { CHECKOUT_PATHS, CHECKOUT_STEPS, STEP_NAMES, checkoutPath, nextStep, type CheckoutStep } from './checkoutSteps';
import { priceLines } from './priceLines';
import { TravellersStep } from './travellers/TravellersStep';
import NoFlightChosen from './NoFlightChosen';
import './FlightCheckoutPage.css';

// The steps after the first are downloaded when reached (or, idle, while the one before is filled in), so the
// first step's visit does not carry the seat map, the add-ons and the payment.
const SeatsStep = deferredPart(
  () => import(/* webpackChunkName: "flight-checkout-seats" */ './seats/SeatsStep'),
  (seats) => seats.SeatsStep,
);
const AddOnsStep = deferredPart(
  () => import(/* webpackChunkName: "flight-checkout-add-ons" */ './add-ons/AddOnsStep'),
  (addOns) => addOns.AddOnsStep,
);
const ReviewStep = deferredPart(
  () => import(/* webpackChunkName: "flight-checkout-review" */ './review/ReviewStep'),
  (review) => review.ReviewStep,
);
const STEP_PREFETCHES: Partial<Record<CheckoutStep, () => void>> = {
  seats: SeatsStep.prefetch,
  'add-ons': AddOnsStep.prefetch,
  review: ReviewStep.prefetch,
};

/** Fetches the next step's code once the browser is idle (a failure is left to the step's own load). */
function usePrefetchNextStep(step: CheckoutStep) {
  useEffect(() => {
    const next = nextStep(step);
    const prefetch = next ? STEP_PREFETCHES[next] : undefined;
    if (!prefetch) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prefetch, 2000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(prefetch, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, [step]);
}

/** /flight-checkout and its steps: travellers, seats, add-ons, review and pay, with the price on every step. */
export default function FlightCheckoutPage({ step }: { step: CheckoutStep }) {
  const [draft, setDraft] = useState<CheckoutDraft | null>(() => loadDraft());
  // Drawn at build time too (FIRST_PAINT_PATHS): the tab's chosen flight is not known there.
  const inBrowser = useDrawnInBrowser();

  if (!inBrowser) return <CheckoutFrame step={step} />;
  if (!draft) return <NoFlightChosen />;
  return (
    <Checkout
      step={step}
      draft={draft}
      onChange={(next) => {
        saveDraft(next);
        setDraft(next);
      }}
    />
  );
}

/**
 * The checkout's heading, the chosen flight in a line (`children`) and the steps, the current one marked, their links
 * for the chosen flight (`flightId`; unknown in the frame drawn at build time).
 */
function CheckoutHeader({ step, flightId, children }: { step: CheckoutStep; flightId?: string; children: ReactNode }) {
  return (
    <header className="fc-header">
      <h1>Complete your booking</h1>
      {children}
      <nav aria-label="Checkout steps">
        <ol className="fc-steps">
          {CHECKOUT_STEPS.map((s, i) => (
            <li key={s}>
              <Link
                to={flightId ? checkoutPath(s, flightId) : CHECKOUT_PATHS[s]}
                aria-current={s === step ? 'step' : undefined}
              >
                {`${i + 1}. ${STEP_NAMES[s]}`}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
    </header>
  );
}

/**
 * What every visitor of a step first sees, drawn at build time (prerenderPages.ts): the heading and the steps, the
 * flight's line and the step's form and price in spaces of their own until React draws them from the tab's draft.
 */
function CheckoutFrame({ step }: { step: CheckoutStep }) {
  return (
    <div className="tp-page fc-page" inert>
      <CheckoutHeader step={step}>
        <p>{'\u00a0'}</p>
      </CheckoutHeader>
      <div className="fc-layout" aria-busy="true">
        <div className="fc-main fc-step-loading" />
        <div className="fc-side" />
      </div>
    </div>
  );
}

export interface StepProps {
  draft: CheckoutDraft;
  onChange: (draft: CheckoutDraft) => void;
  /** Goes on to the next step. */
  onDone: () => void;
}

function Checkout({
  step,
  draft,
  onChange,
}: {
  step: CheckoutStep;
  draft: CheckoutDraft;
  onChange: (draft: CheckoutDraft) => void;
}) {
  const navigate = useNavigate();
  const { flight } = draft;
  const undiscounted = draftPrice(draft);
  const coupon = useCouponQuote(
    { product: 'flight', fareType: draft.fare, amountMinor: undiscounted.subtotalMinor, currency: 'INR' },
    draft.couponCode,
  );
  const appliedCode = coupon.state.status === 'applied' ? coupon.state.code : undefined;
  const price = draftPrice(draft, coupon.discountMinor);
  const held = draft.order;
  // Travel credit is offered at the review, to a signed-in traveller: all of the balance, up to the total.
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const creditBalanceMinor = useTravelCreditBalance(signedIn && step === 'review', price.currency);
  const travelCreditMinor = held
    ? (held.travelCreditMinor ?? 0)
    : draft.applyTravelCredit
      ? Math.min(creditBalanceMinor, price.totalMinor)
      : 0;
  usePrefetchNextStep(step);

  useEffect(() => {
    // The code goes with the order only while the API accepts it.
    if (coupon.state.status !== 'checking' && appliedCode !== draft.couponCode) {
      onChange({ ...draft, couponCode: appliedCode });
    }
  });

  const onDone = () => {
    const next = nextStep(step);
    if (next) navigate(checkoutPath(next, draft.flight.id));
    window.scrollTo?.({ top: 0 });
  };
  // A change before the review lets the held order go (its hold ends by itself); review makes a new one.
  const props: StepProps = { draft, onChange: (next) => onChange({ ...next, order: undefined }), onDone };

  return (
    <div className="tp-page fc-page">
      <CheckoutHeader step={step} flightId={flight.id}>
        <p>
          {flight.airline} {flight.flightNumber} · {tripText(flight.from, flight.to, flight.date)} · {flight.departure}{' '}
          – {flight.arrival} · {draft.fare} fare
        </p>
        {held && <HoldCountdown expiresAt={held.holdExpiresAt} label="Your seats are held for" />}
      </CheckoutHeader>
      <div className="fc-layout">
        <div className="fc-main">
          {step === 'travellers' && <TravellersStep {...props} />}
          <Suspense fallback={<div className="fc-step-loading" aria-busy="true" />}>
            {step === 'seats' && <SeatsStep {...props} />}
            {step === 'add-ons' && <AddOnsStep {...props} />}
            {step === 'review' && (
              <ReviewStep
                {...props}
                onChange={onChange}
                price={price}
                couponCode={appliedCode}
                creditBalanceMinor={creditBalanceMinor}
                travelCreditMinor={travelCreditMinor}
              />
            )}
          </Suspense>
        </div>
        <aside className="fc-side">
          <PriceSummary
            lines={priceLines(price)}
            totalMinor={price.totalMinor}
            chargeCurrency={price.currency}
            travelCreditMinor={travelCreditMinor}
            caption={`${draft.fare} fare · ${flight.passengers} ${flight.passengers === 1 ? 'traveller' : 'travellers'}`}
          >
            {!held && <CouponField coupon={coupon} />}
          </PriceSummary>
        </aside>
      </div>
    </div>
  );
}
