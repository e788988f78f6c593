import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CheckoutConflictReply } from '@travel/contracts/flight-checkout';
import type { FareType } from '@travel/contracts/rules';
import type { SelectedFlight } from '../search/selectedFlight';
import { useRepriceFlight } from '../flight-checkout/api/repriceFlight';
import { draftPrice, newDraft, repriceBody, saveDraft } from '../flight-checkout/checkoutDraft';
import { checkoutPath, type CheckoutStep } from '../flight-checkout/checkoutSteps';

/**
 * Continue (and Choose Seats): the fare is re-checked by the API against the inventory first. The same price goes on
 * to checkout; a changed price asks the traveller (both shown); a sold-out flight says so with similar flights.
 */
export function useContinueToCheckout(flight: SelectedFlight, fare: FareType, couponCode: string | undefined) {
  const navigate = useNavigate();
  const reprice = useRepriceFlight();
  const [conflict, setConflict] = useState<{ reply: CheckoutConflictReply; step: CheckoutStep } | null>(null);

  const start = async (step: CheckoutStep, acceptChange = false) => {
    const draft = newDraft(flight, fare, couponCode);
    const shown = draftPrice(draft).totalMinor;
    const result = await reprice.mutate(repriceBody(draft, acceptChange ? undefined : shown)).catch(() => null);
    if (!result) return;
    if (!result.ok) {
      setConflict({ reply: result.conflict, step });
      return;
    }
    saveDraft({ ...draft, repriced: result.reply.price, international: result.reply.flight.international });
    navigate(checkoutPath(step, flight.id));
  };

  return {
    pending: reprice.status === 'pending',
    error: reprice.status === 'error' ? reprice.message : null,
    conflict: conflict?.reply ?? null,
    continueTo: (step: CheckoutStep) => void start(step),
    acceptNewPrice: () => {
      const step = conflict?.step ?? 'travellers';
      setConflict(null);
      void start(step, true);
    },
    dismiss: () => setConflict(null),
  };
}

export type ContinueToCheckout = ReturnType<typeof useContinueToCheckout>;
