import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@travel/shared-ui/toast';
import { HoldCountdown, PriceSummary } from '@travel/shared-ui/checkout';
import { CouponField } from '../fare-selection/coupon/CouponField';
import { useCouponQuote } from '../fare-selection/coupon/useCouponQuote';
// From the text module, not the fare page: importing the page would bring it (8 KB gzipped) into the checkout.
import { longDate, NO_FLIGHT_MESSAGE } from '../fare-selection/fareSelectionText';
import { draftPrice, loadDraft, saveDraft, type CheckoutDraft } from './checkoutDraft';
import { CHECKOUT_PATHS, CHECKOUT_STEPS, STEP_NAMES, nextStep, type CheckoutStep } from './checkoutSteps';
import { priceLines } from './priceLines';
import { TravellersStep } from './travellers/TravellersStep';
import { SeatsStep } from './seats/SeatsStep';
import { AddOnsStep } from './add-ons/AddOnsStep';
import { ReviewStep } from './review/ReviewStep';
import './FlightCheckoutPage.css';

/** /flight-checkout and its steps: travellers, seats, add-ons, review and pay, with the price on every step. */
export default function FlightCheckoutPage({ step }: { step: CheckoutStep }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CheckoutDraft | null>(() => loadDraft());

  useEffect(() => {
    if (!draft) {
      toast.info(NO_FLIGHT_MESSAGE);
      navigate('/flight-home', { replace: true, state: { message: NO_FLIGHT_MESSAGE } });
    }
  }, [draft, navigate]);

  if (!draft) return null;
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

  useEffect(() => {
    // The code goes with the order only while the API accepts it.
    if (coupon.state.status !== 'checking' && appliedCode !== draft.couponCode) {
      onChange({ ...draft, couponCode: appliedCode });
    }
  });

  const onDone = () => {
    const next = nextStep(step);
    if (next) navigate(CHECKOUT_PATHS[next]);
    window.scrollTo?.({ top: 0 });
  };
  // A change before the review lets the held order go (its hold ends by itself); review makes a new one.
  const props: StepProps = { draft, onChange: (next) => onChange({ ...next, order: undefined }), onDone };

  return (
    <div className="tp-page fc-page">
      <header className="fc-header">
        <h1>Complete your booking</h1>
        <p>
          {flight.airline} {flight.flightNumber} · {flight.from} → {flight.to} · {longDate(flight.date)} ·{' '}
          {flight.departure} – {flight.arrival} · {draft.fare} fare
        </p>
        <nav aria-label="Checkout steps">
          <ol className="fc-steps">
            {CHECKOUT_STEPS.map((s, i) => (
              <li key={s}>
                <Link to={CHECKOUT_PATHS[s]} aria-current={s === step ? 'step' : undefined}>
                  {`${i + 1}. ${STEP_NAMES[s]}`}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        {held && <HoldCountdown expiresAt={held.holdExpiresAt} label="Your seats are held for" />}
      </header>
      <div className="fc-layout">
        <main className="fc-main">
          {step === 'travellers' && <TravellersStep {...props} />}
          {step === 'seats' && <SeatsStep {...props} />}
          {step === 'add-ons' && <AddOnsStep {...props} />}
          {step === 'review' && <ReviewStep {...props} onChange={onChange} price={price} couponCode={appliedCode} />}
        </main>
        <aside className="fc-side">
          <PriceSummary
            lines={priceLines(price)}
            totalMinor={price.totalMinor}
            chargeCurrency={price.currency}
            caption={`${draft.fare} fare · ${flight.passengers} ${flight.passengers === 1 ? 'traveller' : 'travellers'}`}
          >
            {!held && <CouponField coupon={coupon} />}
          </PriceSummary>
        </aside>
      </div>
    </div>
  );
}
