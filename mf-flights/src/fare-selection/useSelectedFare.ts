import { useState } from 'react';
import { fromMinor } from '@travel/shared-ui/money';
import { checkoutPrice, fareTotalMinor } from '@travel/contracts/flight-checkout';
import { DEFAULT_FARE, splitFareMinor, type FareType } from '@travel/contracts/rules';
import type { SelectedFlight } from '../search/selectedFlight';
import { fareQuote } from '../flight-checkout/checkoutDraft';
import { useCouponQuote } from './coupon/useCouponQuote';

/**
 * The fare chosen for a flight (Standard first), its price for the party, and the coupon priced against it. A
 * supplier's offer is priced at the supplier's quote for the party, whatever the fare chosen.
 * The total is checkout's all-inclusive one (the convenience fee in it), so Continue never shows a higher price
 * and a coupon comes off the same amount it will in checkout.
 */
export function useSelectedFare(flight: SelectedFlight) {
  const [fare, chooseFare] = useState<FareType>(DEFAULT_FARE);
  const party = {
    ...fareQuote(flight),
    fare,
    adults: flight.adults,
    children: flight.children,
  };
  const price = checkoutPrice(party);
  // The split checkout, the order and its invoice make of the same fare: the lines add up to it, to the paisa.
  const split = splitFareMinor(fareTotalMinor(party));
  const coupon = useCouponQuote({
    product: 'flight',
    fareType: fare,
    amountMinor: price.subtotalMinor,
    currency: price.currency,
  });
  // What the traveller pays, in rupees: the party's all-inclusive total less the coupon.
  const payable = fromMinor(price.subtotalMinor - coupon.discountMinor);
  return { fare, chooseFare, split, convenienceFee: fromMinor(price.convenienceFeeMinor), coupon, payable };
}

export type SelectedFare = ReturnType<typeof useSelectedFare>;
