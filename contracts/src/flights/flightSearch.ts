import type { FlightSearchQuery } from './flightSearchQuery.schema';

/**
 * A flight search as one query string: the results page's URL (/flight-details?…) is the query of
 * GET /api/flights/search, field for field. Encoded as the hotel search is: a switch is `true` or absent, a list
 * repeats its key (`legs=BOM-DXB-2026-12-04&legs=DXB-LHR-2026-12-06`, `childAges=4&childAges=9`).
 * The first flight is always from, to and date; a round trip adds returnDate, a multi-city trip the later flights
 * as legs. Price bounds (maxPriceMinor, minPriceMinor) are paise per adult in the searched cabin, as offers are.
 */

export const TRIP_KINDS = ['one-way', 'round-trip', 'multi-city'] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

/** A multi-city trip has 2 to 5 flights: from/to/date and up to 4 legs. */
export const MAX_TRIP_LEGS = 5;

/** One flight of a trip. */
export interface SearchLeg {
  from: string;
  to: string;
  date: string;
}

/** 'BOM-DXB-2026-12-04' */
export const formatLeg = (leg: SearchLeg) => `${leg.from}-${leg.to}-${leg.date}`;

/** 'BOM-DXB-2026-12-04' -> { from: 'BOM', to: 'DXB', date: '2026-12-04' }, or null when it is not a leg. */
export function parseLeg(text: string): SearchLeg | null {
  const match = /^([A-Za-z]{3})-([A-Za-z]{3})-(.+)$/.exec(text.trim());
  return match ? { from: match[1].toUpperCase(), to: match[2].toUpperCase(), date: match[3] } : null;
}

/** The kind of trip a query asks for: its trip, else multi-city with legs, round-trip with a returnDate. */
export function tripOf(query: Pick<FlightSearchQuery, 'trip' | 'legs' | 'returnDate'>): string {
  return query.trip ?? (query.legs?.length ? 'multi-city' : query.returnDate ? 'round-trip' : 'one-way');
}

const BOOLEANS = ['flexibleDates', 'nearbyAirportsFrom', 'nearbyAirportsTo', 'lowerCo2', 'priceAlert'] as const;
const INTEGERS = ['adults', 'children', 'maxPriceMinor', 'minPriceMinor', 'page', 'pageSize'] as const;
const STRINGS = ['trip', 'from', 'to', 'date', 'returnDate', 'cabin', 'departure', 'sort'] as const;

/** Links written before the query took this shape: other names, switches as 1, lists joined with commas. */
const OLD_NAMES: Record<string, (typeof BOOLEANS)[number]> = {
  flexible: 'flexibleDates',
  nearbyFrom: 'nearbyAirportsFrom',
  nearbyTo: 'nearbyAirportsTo',
};

/**
 * Reads a query string (the page's URL or a link to it). Lenient: a value of the wrong type is left out, so the
 * page falls back to its default and the API, asked with what is left, says what is missing. Also reads the
 * links of the earlier shape (`nearbyFrom=1`, `flexible=1`, `stops=0,1`, `legs=A-B-date,C-D-date`, `maxPrice`
 * in rupees).
 */
export function readFlightSearchQuery(params: URLSearchParams): FlightSearchQuery {
  const query: Record<string, unknown> = {};
  const list = (key: string) =>
    params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean);
  const integer = (value: string) => (/^-?\d+$/.test(value) ? Number(value) : undefined);
  for (const key of STRINGS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  for (const key of INTEGERS) {
    const value = integer(params.get(key) ?? '');
    if (value !== undefined) query[key] = value;
  }
  for (const key of [...BOOLEANS, ...Object.keys(OLD_NAMES)]) {
    const value = params.get(key);
    if (value === 'true' || value === '1') query[OLD_NAMES[key] ?? key] = true;
  }
  const legs = list('legs');
  if (legs.length) query.legs = legs;
  const childAges = list('childAges').map(integer);
  if (childAges.length && childAges.every((age) => age !== undefined)) query.childAges = childAges;
  const stops = list('stops').map(integer);
  if (stops.length && stops.every((n) => n !== undefined)) query.stops = stops;
  // Earlier links gave the price bounds in whole rupees.
  for (const key of ['maxPrice', 'minPrice'] as const) {
    const rupees = integer(params.get(key) ?? '');
    if (rupees !== undefined && query[`${key}Minor`] === undefined) query[`${key}Minor`] = rupees * 100;
  }
  const airlines = list('airlines');
  if (airlines.length) query.airlines = airlines;
  return query as FlightSearchQuery;
}

/** The query string of a search: switches that are on as `true`, lists as repeated keys, nothing empty. */
export function writeFlightSearchQuery(query: FlightSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === null || value === false || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  return params;
}
