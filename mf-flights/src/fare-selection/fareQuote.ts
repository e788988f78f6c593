import { farePrice, partyTotal, splitFarePrice, type FareType, type PriceSplit } from '@travel/contracts/rules';

export interface FareQuote {
  /** What the whole party pays for the fare, in paise. */
  totalMinor: number;
  /** That total split into base fare, taxes and fees, in rupees. */
  split: PriceSplit;
}

interface Party {
  /** The offer's Standard price per adult, in rupees (as on the results page). */
  price: number;
  adults: number;
  children: number;
}

/** The price of one fare for the party, from shared-ui's fare rules. */
export function quoteFare(party: Party, fare: FareType): FareQuote {
  const total = partyTotal(farePrice(party.price, fare), party.adults, party.children);
  return { totalMinor: Math.round(total * 100), split: splitFarePrice(total) };
}
