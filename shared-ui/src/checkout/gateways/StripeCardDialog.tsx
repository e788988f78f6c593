import { useEffect, useRef, useState } from 'react';
import { Modal } from '@travel/shared-ui/modal';
import { paymentProblem, type StripePayment } from './browserPayment';
import { loadStripe, payWithStripe, type StripeCardElement, type StripeJs } from './stripeCheckout';

/**
 * The card form for a Stripe payment or card guarantee: Stripe.js's card element, mounted in a dialog of this site.
 */
export function StripeCardDialog({ payment, onClose }: { payment: StripePayment; onClose: () => void }) {
  const mountOn = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: StripeJs; card: StripeCardElement } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let gone = false;
    loadStripe(payment)
      .then((stripe) => {
        if (gone || !mountOn.current) return;
        card = stripe.elements().create('card');
        card.mount(mountOn.current);
        setReady({ stripe, card });
      })
      .catch((error: unknown) => setProblem(paymentProblem(error)));
    return () => {
      gone = true;
      card?.destroy();
    };
  }, [payment]);

  const pay = async () => {
    if (!ready) return;
    setProblem(null);
    setPaying(true);
    try {
      const refused = await payWithStripe(ready.stripe, ready.card, payment);
      if (refused) setProblem(refused);
    } catch (error) {
      setProblem(paymentProblem(error));
    }
    setPaying(false);
  };

  // A card guarantee (a SetupIntent) keeps the card and charges nothing: the dialog says so.
  const guarantee = payment.intent === 'setup';
  const idle = guarantee ? 'Guarantee booking' : 'Pay now';
  const busy = guarantee ? 'Checking your card…' : 'Paying…';
  return (
    <Modal
      title={guarantee ? 'Guarantee with a card' : 'Pay by card'}
      onClose={onClose}
      actions={
        <button type="button" className="tp-button" disabled={!ready || paying} onClick={() => void pay()}>
          {paying ? busy : idle}
        </button>
      }
    >
      {guarantee && <p>Nothing is charged now: the card only guarantees the booking.</p>}
      <div ref={mountOn} className="tp-card-element" />
      {!ready && !problem && <p>Loading the payment form…</p>}
      {problem && <p role="alert">{problem}</p>}
    </Modal>
  );
}
