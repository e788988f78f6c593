import { HOTEL_SORTS, type HotelSort } from '../rules/hotelSearch';
import type { HotelSearchQuery } from './hotels.schemas';

/**
 * A hotel search as one query string: the results page's URL (/hotel-details?…) is the query of
 * GET /api/hotels/search, field for field, encoded as the flight search is (flightSearch.ts): a switch is `true`
 * or absent, a list repeats its key (`stars=5&stars=4`, `room=2&room=1-6`).
 */

type FieldKind = 'text' | 'integer' | 'number' | 'switch' | 'texts' | 'integers' | 'sort';

/**
 * How each field of HotelSearchQuery is read, in the order a query string writes them (the schema's). `satisfies`
 * keeps it to the schema's fields, all of them.
 */
const FIELDS = {
  destination: 'text',
  checkIn: 'text',
  checkOut: 'text',
  adults: 'integer',
  children: 'integer',
  rooms: 'integer',
  room: 'texts',
  minPriceMinor: 'integer',
  maxPriceMinor: 'integer',
  priceMin: 'integer',
  priceMax: 'integer',
  stars: 'integers',
  minRating: 'number',
  neighbourhoods: 'texts',
  propertyTypes: 'texts',
  popularWith: 'texts',
  amenities: 'texts',
  freeCancellation: 'switch',
  payOnArrival: 'switch',
  breakfastIncluded: 'switch',
  dealsTonight: 'switch',
  near: 'text',
  sort: 'sort',
  page: 'integer',
  pageSize: 'integer',
} as const satisfies Record<keyof HotelSearchQuery, FieldKind>;

const integer = (text: string) => (/^-?\d+$/.test(text) ? Number(text) : undefined);
const number = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined);

function readField(kind: FieldKind, texts: string[]): unknown {
  const [text = ''] = texts;
  switch (kind) {
    case 'text':
      return text || undefined;
    case 'integer':
      return integer(text);
    case 'number':
      return number(text);
    case 'switch':
      return text === 'true' || undefined;
    case 'sort':
      return HOTEL_SORTS.includes(text as HotelSort) ? text : undefined;
    case 'texts': {
      const list = texts.filter(Boolean);
      return list.length ? list : undefined;
    }
    case 'integers': {
      const list = texts.map(integer).filter((n) => n !== undefined);
      return list.length ? list : undefined;
    }
  }
}

/**
 * Reads a query string (the page's URL or a link to it). Lenient: a value of the wrong type is left out (an item
 * of a list alone), so the page falls back to its default and the API, asked with what is left, says what is
 * wrong. Bounds are not checked here: the page keeps its own (its defaults), the API the schema's.
 */
export function readHotelSearchQuery(params: URLSearchParams): Partial<HotelSearchQuery> {
  const query: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(FIELDS)) {
    const value = readField(kind, params.getAll(key));
    if (value !== undefined) query[key] = value;
  }
  return query as Partial<HotelSearchQuery>;
}

/**
 * The query string of a search, its fields in the schema's order whatever the object's: switches that are on as
 * `true`, lists as repeated keys, nothing empty (an empty text, a switch that is off, an empty list).
 */
export function writeHotelSearchQuery(query: Partial<HotelSearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(FIELDS) as (keyof HotelSearchQuery)[]) {
    const value = query[key];
    if (value === undefined || value === false || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  return params;
}
