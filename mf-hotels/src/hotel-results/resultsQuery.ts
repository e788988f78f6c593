import {
  GUEST_RATING,
  HOTEL_SORTS,
  PRICE_RANGE_MINOR,
  addDays,
  hotelPriceBoundsMinor,
  isoDate,
  type HotelSort,
} from '@travel/contracts/rules';
import { readRoomGuests, roomGuestsTotals, roomParams, type RoomGuests } from '@travel/contracts/hotels';

/** Everything the results page shows, as read from (and written to) its query string. */
export interface ResultsState {
  destination: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
  /** Each room's guests when the link gave them (`room=2&room=1-6`); kept while the totals above still match. */
  perRoom?: RoomGuests[];
  /** The price slider's ends, paise per night (the range's ends: no limit). */
  minPriceMinor: number;
  maxPriceMinor: number;
  stars: number[];
  minRating: number;
  neighbourhoods: string[];
  propertyTypes: string[];
  popularWith: string[];
  amenities: string[];
  freeCancellation: boolean;
  payOnArrival: boolean;
  breakfastIncluded: boolean;
  dealsTonight: boolean;
  near: string;
  sort: HotelSort;
}

export type FilterKey = 'neighbourhoods' | 'propertyTypes' | 'popularWith' | 'amenities';
const LISTS: FilterKey[] = ['neighbourhoods', 'propertyTypes', 'popularWith', 'amenities'];
const FLAGS = ['freeCancellation', 'payOnArrival', 'breakfastIncluded', 'dealsTonight'] as const;

const whole = (value: string | null, fallback: number, min: number, max: number) => {
  const n = value === null || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

const integer = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : undefined);
const inPriceRange = (value: number | undefined, fallback: number) =>
  value !== undefined && value >= PRICE_RANGE_MINOR.min && value <= PRICE_RANGE_MINOR.max ? value : fallback;

/** Reads the page's query string, and links of the earlier shape (`priceMin`, `priceMax` in whole rupees). */
export function readResultsState(params: URLSearchParams, today = isoDate()): ResultsState {
  const checkIn = params.get('checkIn') || addDays(today, 7);
  const sort = params.get('sort') as HotelSort | null;
  const price = hotelPriceBoundsMinor({
    minPriceMinor: integer(params.get('minPriceMinor')),
    maxPriceMinor: integer(params.get('maxPriceMinor')),
    priceMin: integer(params.get('priceMin')),
    priceMax: integer(params.get('priceMax')),
  });
  const perRoom = params.has('room') ? readRoomGuests({ room: params.getAll('room') }) : undefined;
  const totals = perRoom && roomGuestsTotals(perRoom);
  return {
    destination: params.get('destination') || 'Mumbai',
    checkIn,
    checkOut: params.get('checkOut') || addDays(checkIn, 1),
    adults: whole(params.get('adults'), 2, 1, 40),
    children: whole(params.get('children'), 0, 0, 40),
    rooms: whole(params.get('rooms'), 1, 1, 20),
    ...(perRoom && totals ? { adults: totals.adults, children: totals.children, rooms: totals.rooms, perRoom } : {}),
    minPriceMinor: inPriceRange(price.minPriceMinor, PRICE_RANGE_MINOR.min),
    maxPriceMinor: inPriceRange(price.maxPriceMinor, PRICE_RANGE_MINOR.max),
    stars: params
      .getAll('stars')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5),
    minRating: whole(params.get('minRating'), GUEST_RATING.default, GUEST_RATING.min, GUEST_RATING.max),
    neighbourhoods: params.getAll('neighbourhoods'),
    propertyTypes: params.getAll('propertyTypes'),
    popularWith: params.getAll('popularWith'),
    amenities: params.getAll('amenities'),
    freeCancellation: params.get('freeCancellation') === 'true',
    payOnArrival: params.get('payOnArrival') === 'true',
    breakfastIncluded: params.get('breakfastIncluded') === 'true',
    dealsTonight: params.get('dealsTonight') === 'true',
    near: params.get('near') ?? '',
    sort: sort && HOTEL_SORTS.includes(sort) ? sort : 'best',
  };
}

/** The page's query string (also the API's): defaults are left out, lists repeat their key. */
export function writeResultsState(state: ResultsState): URLSearchParams {
  const params = new URLSearchParams({
    destination: state.destination,
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    adults: String(state.adults),
    children: String(state.children),
    rooms: String(state.rooms),
  });
  // Each room's guests in place of the totals, unless the guests picker has changed them since.
  const totals = state.perRoom && roomGuestsTotals(state.perRoom);
  const rooms = state.perRoom && roomParams(state.perRoom);
  const same = (t: { adults: number; children: number; rooms: number }) =>
    t.adults === state.adults && t.children === state.children && t.rooms === state.rooms;
  if (totals && rooms && same(totals)) {
    ['adults', 'children', 'rooms'].forEach((key) => params.delete(key));
    rooms.forEach((room) => params.append('room', room));
  }
  // The slider's ends mean "no limit" (the default is the full range).
  if (state.minPriceMinor > PRICE_RANGE_MINOR.min) params.set('minPriceMinor', String(state.minPriceMinor));
  if (state.maxPriceMinor < PRICE_RANGE_MINOR.max) params.set('maxPriceMinor', String(state.maxPriceMinor));
  state.stars.forEach((stars) => params.append('stars', String(stars)));
  params.set('minRating', String(state.minRating));
  LISTS.forEach((key) => state[key].forEach((value) => params.append(key, value)));
  FLAGS.forEach((flag) => state[flag] && params.set(flag, 'true'));
  if (state.near) params.set('near', state.near);
  if (state.sort !== 'best') params.set('sort', state.sort);
  return params;
}

/** The state with every sidebar filter back to its default (search, sort and place kept). */
export function clearFilters(state: ResultsState): ResultsState {
  return {
    ...state,
    minPriceMinor: PRICE_RANGE_MINOR.min,
    maxPriceMinor: PRICE_RANGE_MINOR.max,
    stars: [],
    minRating: GUEST_RATING.default,
    neighbourhoods: [],
    propertyTypes: [],
    popularWith: [],
    amenities: [],
    freeCancellation: false,
    payOnArrival: false,
    breakfastIncluded: false,
    dealsTonight: false,
  };
}

export const toggle = <T>(list: T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
