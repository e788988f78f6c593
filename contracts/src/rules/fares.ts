/**
 * Fare maths, shared by the fare page, checkout and the API. Amounts are integers in one unit (paise in checkout and
 * the API); splitFareMinor works in paise.
 */
export type FareType = 'Saver' | 'Standard' | 'Flexi';

export const FARE_TYPES: readonly FareType[] = ['Saver', 'Standard', 'Flexi'];
export const DEFAULT_FARE: FareType = 'Standard';

/** The sample's fares for a ₹14,200 Standard ticket: Saver is 12800/14200 of it, Flexi 16500/14200. */
export const FARE_PRICE_RATIO: Record<FareType, number> = {
  Saver: 12800 / 14200,
  Standard: 1,
  Flexi: 16500 / 14200,
};

/** A fare's price in its three lines, paise: base fare + taxes + fees is the price, to the paisa. */
export interface FareSplit {
  baseFareMinor: number;
  /** Taxes and surcharges: 20% of the price, rounded down to the paisa. */
  taxesMinor: number;
  /** Service fees: 10% of the price, rounded down to the paisa. */
  feesMinor: number;
}

/**
 * The one split of a fare's price (paise): the fare page's lines, checkout's (taxes and fees as one line), the order
 * and its invoice. Taxes 20% and fees 10%, each rounded down; the base fare is the rest (70% and the paise the other
 * two left), so the lines add up to the price exactly (issue #35; docs/decisions.md).
 */
export function splitFareMinor(fareMinor: number): FareSplit {
  const taxesMinor = Math.floor((fareMinor * 20) / 100);
  const feesMinor = Math.floor((fareMinor * 10) / 100);
  return { baseFareMinor: fareMinor - taxesMinor - feesMinor, taxesMinor, feesMinor };
}

/** The price of each fare, from the Standard price of the offer (the price shown on the results page). */
export function farePrice(standardPrice: number, fare: FareType): number {
  return Math.round(standardPrice * FARE_PRICE_RATIO[fare]);
}

/** A child seat costs this share of an adult's. */
export const CHILD_FARE_SHARE = 0.75;

/** What the whole party pays, from the adult price. */
export function partyTotal(adultPrice: number, adults: number, children: number): number {
  return adultPrice * adults + Math.round(adultPrice * CHILD_FARE_SHARE) * children;
}
