import { GUEST_RATING, PRICE_RANGE_MINOR, addDays, hotelPriceBoundsMinor, isoDate } from '@travel/contracts/rules';
import {
  readHotelSearchQuery,
  readRoomGuests,
  roomGuestsTotals,
  roomParams,
  writeHotelSearchQuery,
  type HotelSearchQuery,
  type RoomGuests,
} from '@travel/contracts/hotels';

/**
 * Everything the results page shows, as read from (and written to) its query string, which is the API's
 * (HotelSearchQuery): every field has a value, the page's default when the link gave none. The page asks for
 * each room's guests through `perRoom` and pages with Load more, so `room`, `page` and `pageSize` are not kept,
 * nor the rupee bounds of earlier links (`priceMin`, `priceMax`), read into the paise ones.
 */
export type ResultsState = Required<Omit<HotelSearchQuery, 'room' | 'priceMin' | 'priceMax' | 'page' | 'pageSize'>> & {
  /** Each room's guests when the link gave them (`room=2&room=1-6`); kept while the totals above still match. */
  perRoom?: RoomGuests[];
};

export type FilterKey = 'neighbourhoods' | 'propertyTypes' | 'popularWith' | 'amenities';

/** Every sidebar filter at its default: the price slider's ends (no limit), guest rating 7, nothing ticked. */
const NO_FILTERS = {
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
} satisfies Partial<ResultsState>;

/** A whole number within min..max, else the fallback. */
const within = (value: number | undefined, fallback: number, min: number, max: number) =>
  value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

/** Reads the page's query string, and links of the earlier shape (`priceMin`, `priceMax` in whole rupees). */
export function readResultsState(params: URLSearchParams, today = isoDate()): ResultsState {
  const query = readHotelSearchQuery(params);
  const checkIn = query.checkIn ?? addDays(today, 7);
  const price = hotelPriceBoundsMinor(query);
  const perRoom = query.room ? readRoomGuests({ room: query.room }) : undefined;
  const totals = perRoom && roomGuestsTotals(perRoom);
  return {
    destination: query.destination ?? 'Mumbai',
    checkIn,
    checkOut: query.checkOut ?? addDays(checkIn, 1),
    adults: within(query.adults, 2, 1, 40),
    children: within(query.children, 0, 0, 40),
    rooms: within(query.rooms, 1, 1, 20),
    ...(perRoom && totals ? { adults: totals.adults, children: totals.children, rooms: totals.rooms, perRoom } : {}),
    minPriceMinor: within(price.minPriceMinor, PRICE_RANGE_MINOR.min, PRICE_RANGE_MINOR.min, PRICE_RANGE_MINOR.max),
    maxPriceMinor: within(price.maxPriceMinor, PRICE_RANGE_MINOR.max, PRICE_RANGE_MINOR.min, PRICE_RANGE_MINOR.max),
    stars: (query.stars ?? []).filter((stars) => stars >= 1 && stars <= 5),
    minRating: within(query.minRating, GUEST_RATING.default, GUEST_RATING.min, GUEST_RATING.max),
    neighbourhoods: query.neighbourhoods ?? [],
    propertyTypes: query.propertyTypes ?? [],
    popularWith: query.popularWith ?? [],
    amenities: query.amenities ?? [],
    freeCancellation: query.freeCancellation ?? false,
    payOnArrival: query.payOnArrival ?? false,
    breakfastIncluded: query.breakfastIncluded ?? false,
    dealsTonight: query.dealsTonight ?? false,
    near: query.near ?? '',
    sort: query.sort ?? 'best',
  };
}

/** The page's query string (also the API's): defaults are left out, lists repeat their key. */
export function writeResultsState({ perRoom, ...state }: ResultsState): URLSearchParams {
  // Each room's guests in place of the totals, unless the guests picker has changed them since.
  const totals = perRoom && roomGuestsTotals(perRoom);
  const room =
    totals && totals.adults === state.adults && totals.children === state.children && totals.rooms === state.rooms
      ? roomParams(perRoom)
      : undefined;
  return writeHotelSearchQuery({
    ...state,
    ...(room ? { room, adults: undefined, children: undefined, rooms: undefined } : {}),
    // The slider's ends mean "no limit" (the default is the full range).
    minPriceMinor: state.minPriceMinor > PRICE_RANGE_MINOR.min ? state.minPriceMinor : undefined,
    maxPriceMinor: state.maxPriceMinor < PRICE_RANGE_MINOR.max ? state.maxPriceMinor : undefined,
    sort: state.sort === 'best' ? undefined : state.sort,
  });
}

/** The state with every sidebar filter back to its default (search, sort and place kept). */
export function clearFilters(state: ResultsState): ResultsState {
  return { ...state, ...NO_FILTERS };
}

export const toggle = <T>(list: T[], value: T): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** How many sidebar filters are chosen (the phone's Filters button's count): the price range, each star rating and ticked option, the guest rating and each policy. */
export const activeFilterCount = (state: ResultsState): number =>
  (state.minPriceMinor !== NO_FILTERS.minPriceMinor || state.maxPriceMinor !== NO_FILTERS.maxPriceMinor ? 1 : 0) +
  state.stars.length +
  (state.minRating !== NO_FILTERS.minRating ? 1 : 0) +
  state.neighbourhoods.length +
  state.propertyTypes.length +
  state.popularWith.length +
  state.amenities.length +
  [state.freeCancellation, state.payOnArrival, state.breakfastIncluded, state.dealsTonight].filter(Boolean).length;
