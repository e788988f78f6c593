import type { Static } from '@sinclair/typebox';
import { farePrice, partyTotal, splitFareMinor, type FareType } from '../rules/fares';
import { FREE_CANCELLATION_MINOR, INSURANCE_MINOR, baggagePriceMinor, mealPriceMinor, type MealCode } from './addOns';
import type { CheckoutPriceView } from './flight-checkout.schemas';

/** The booking's own fee, per traveller, in paise: shown from the first page of checkout on. */
export const CONVENIENCE_FEE_MINOR = 299_00;
export const CHECKOUT_CURRENCY = 'INR';

export interface PricedTraveller {
  extraBaggageKg?: number;
  meal?: MealCode;
  /** What the seat chosen costs (0: a free seat, or none chosen). */
  seatMinor?: number;
}

export interface CheckoutPriceInput {
  /** The flight's Standard price per adult in the cabin, paise (the search's priceMinor). */
  standardFareMinor: number;
  fare: FareType;
  adults: number;
  children: number;
  travellers?: PricedTraveller[];
  insurance?: boolean;
  freeCancellation?: boolean;
  discountMinor?: number;
  /**
   * The fare of an offer chosen at a supplier: what it asks for the whole party, taxes included, in paise. It
   * replaces our own fare (standardFareMinor and fare are then not used for the fare line); the other lines
   * (our convenience fee, seats, add-ons, discount) are priced as for our own inventory.
   */
  supplierFareMinor?: number;
}

/**
 * The all-inclusive price, line by line, in paise: what checkout shows on every page and charges. Its shape is
 * the wire's (`CheckoutPriceView`); `subtotalMinor` is before the discount, the amount a coupon is priced on.
 */
export type CheckoutPrice = Static<typeof CheckoutPriceView>;

/** What the party pays for the fare itself, in paise: the price splitFareMinor splits into its lines. */
export const partyFareMinor = (input: Pick<CheckoutPriceInput, 'standardFareMinor' | 'fare' | 'adults' | 'children'>) =>
  partyTotal(farePrice(input.standardFareMinor, input.fare), input.adults, input.children);

/** The fare the party pays: the supplier's quote for the whole party when the offer is a supplier's, else ours. */
export const fareTotalMinor = (
  input: Pick<CheckoutPriceInput, 'standardFareMinor' | 'fare' | 'adults' | 'children' | 'supplierFareMinor'>,
) => input.supplierFareMinor ?? partyFareMinor(input);

export function checkoutPrice(input: CheckoutPriceInput): CheckoutPrice {
  const travellers = input.travellers ?? [];
  const people = input.adults + input.children;
  const fareTotal = fareTotalMinor(input);
  // The fare page's split, its taxes and fees as one line: the same base fare from the fare page to the invoice.
  const split = splitFareMinor(fareTotal);
  const taxesAndFeesMinor = split.taxesMinor + split.feesMinor;
  const baseFareMinor = split.baseFareMinor;
  const convenienceFeeMinor = CONVENIENCE_FEE_MINOR * people;
  const seatsMinor = travellers.reduce((sum, t) => sum + (t.seatMinor ?? 0), 0);
  const addOnsMinor =
    travellers.reduce((sum, t) => sum + baggagePriceMinor(t.extraBaggageKg ?? 0) + mealPriceMinor(t.meal), 0) +
    (input.insurance ? INSURANCE_MINOR * people : 0) +
    (input.freeCancellation ? FREE_CANCELLATION_MINOR * people : 0);
  const subtotalMinor = fareTotal + convenienceFeeMinor + seatsMinor + addOnsMinor;
  const discountMinor = Math.min(input.discountMinor ?? 0, subtotalMinor);
  return {
    currency: CHECKOUT_CURRENCY,
    baseFareMinor,
    taxesAndFeesMinor,
    convenienceFeeMinor,
    seatsMinor,
    addOnsMinor,
    subtotalMinor,
    discountMinor,
    totalMinor: subtotalMinor - discountMinor,
  };
}
