/**
 * Fare maths, shared by the fare page and the API. Amounts are whole rupees
 * (or whole paise: the split works on any integer unit).
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

export interface PriceSplit {
  baseFare: number;
  taxes: number;
  fees: number;
}

/** Base fare 70%, taxes and surcharges 20%, service fees 10%, each rounded down. */
export function splitFarePrice(price: number): PriceSplit {
  return {
    baseFare: Math.floor(price * 0.7),
    taxes: Math.floor(price * 0.2),
    fees: Math.floor(price * 0.1),
  };
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
