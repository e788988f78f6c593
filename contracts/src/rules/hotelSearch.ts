/**
 * Hotel search constants and rules, shared by mf-hotels and the API.
 * Pure: no React, no DOM.
 */
import type { HotelDeal } from '../flights/deals.schemas';

/** The ten destinations of the home search; the inventory also covers Mumbai. */
export const HOTEL_DESTINATIONS = [
  'Paris',
  'London',
  'New York',
  'Tokyo',
  'Dubai',
  'Rome',
  'Bangkok',
  'Sydney',
  'Barcelona',
  'Singapore',
] as const;

export const HOTEL_CITIES = ['Mumbai', ...HOTEL_DESTINATIONS] as const;

export const HOTEL_COUNTRY_OF: Record<string, string> = {
  Mumbai: 'India',
  Paris: 'France',
  London: 'United Kingdom',
  'New York': 'United States',
  Tokyo: 'Japan',
  Dubai: 'United Arab Emirates',
  Rome: 'Italy',
  Bangkok: 'Thailand',
  Sydney: 'Australia',
  Barcelona: 'Spain',
  Singapore: 'Singapore',
};

/** The city a typed destination names ('mumbai', 'Mumbai, India'), or undefined. */
export function matchHotelCity(text: string): string | undefined {
  const name = text.split(',')[0].trim().toLowerCase();
  return HOTEL_CITIES.find((city) => city.toLowerCase() === name);
}

/** Destinations whose name contains the typed text (the home search's suggestion list). */
export function filterDestinations(query: string, destinations: readonly string[] = HOTEL_DESTINATIONS): string[] {
  const text = query.trim().toLowerCase();
  if (!text) return [...destinations];
  return destinations.filter((name) => name.toLowerCase().includes(text));
}

export const HOTEL_SORTS = ['best', 'cheapest', 'closest', 'rating'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
export const HOTEL_SORT_LABELS: Record<HotelSort, string> = {
  best: 'Best',
  cheapest: 'Cheapest',
  closest: 'Closest',
  rating: 'Highest rated',
};

export const PROPERTY_TYPES = ['Hotel', 'Apartment', 'Hostel', 'Resort'] as const;
export const POPULAR_WITH = ['Families', 'Couples', 'Business', 'Solo travelers'] as const;
export const AMENITIES = ['Wi-Fi', 'Parking', 'Breakfast', 'Pool', 'Gym'] as const;

/** Results-page sliders: price per night in paise (₹2,000 to ₹15,000, ₹500 a step), guest rating 0-10 step 1 default 7. */
export const PRICE_RANGE_MINOR = { min: 2000_00, max: 15000_00, step: 500_00 } as const;
export const GUEST_RATING = { min: 0, max: 10, step: 1, default: 7 } as const;
export const HOTEL_PAGE_SIZE = 10;
export const MAX_NIGHTS = 30;

/** Card total for the stay: price per night times nights, in the same unit as the price. */
export const stayTotal = (pricePerNightMinor: number, nights: number) => pricePerNightMinor * Math.max(1, nights);

/**
 * The hotel search (the results page's query, which is the API's) that lists a hotel deal first: its city,
 * stay and party, cheapest first.
 */
export function hotelDealSearchParams(deal: Pick<HotelDeal, 'city' | 'search'>): URLSearchParams {
  const { checkIn, checkOut, adults, children, rooms, minRating } = deal.search;
  return new URLSearchParams({
    destination: deal.city,
    checkIn,
    checkOut,
    adults: String(adults),
    children: String(children),
    rooms: String(rooms),
    minRating: String(minRating),
    sort: 'cheapest',
  });
}

/** A hotel search's nightly price bounds, as its query gives them (the API's and the results page's URL). */
export interface HotelPriceBoundsQuery {
  minPriceMinor?: number;
  maxPriceMinor?: number;
  /** Earlier links' whole rupees. */
  priceMin?: number;
  priceMax?: number;
}

/**
 * The bounds in paise: `minPriceMinor` and `maxPriceMinor`, or, for links of the earlier shape, `priceMin` and
 * `priceMax` in whole rupees (docs/domains.md, "A search in the URL").
 */
export function hotelPriceBoundsMinor(query: HotelPriceBoundsQuery): {
  minPriceMinor?: number;
  maxPriceMinor?: number;
} {
  const rupees = (value: number | undefined) => (value === undefined ? undefined : value * 100);
  return {
    minPriceMinor: query.minPriceMinor ?? rupees(query.priceMin),
    maxPriceMinor: query.maxPriceMinor ?? rupees(query.priceMax),
  };
}
