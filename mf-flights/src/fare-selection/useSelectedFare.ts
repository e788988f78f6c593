import { useState } from 'react';
import { fromMinor } from '@travel/shared-ui/money';
import { DEFAULT_FARE, type FareType } from '@travel/contracts/rules';
import type { SelectedFlight } from '../search/selectedFlight';
import { quoteFare } from './fareQuote';
import { useCouponQuote } from './coupon/useCouponQuote';

/** The fare chosen for a flight (Standard first), its price for the party, and the coupon priced against it. */
export function useSelectedFare(flight: SelectedFlight) {
  const [fare, chooseFare] = useState<FareType>(DEFAULT_FARE);
  const { totalMinor, split } = quoteFare(flight, fare);
  const coupon = useCouponQuote({ product: 'flight', fareType: fare, amountMinor: totalMinor, currency: 'INR' });
  // What the traveller pays, in rupees: the party's total less the coupon.
  const payable = fromMinor(totalMinor - coupon.discountMinor);
  return { fare, chooseFare, split, coupon, payable };
}

export type SelectedFare = ReturnType<typeof useSelectedFare>;
