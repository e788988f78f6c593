import {
  CABIN_VALUES,
  DEFAULT_TRAVELLERS,
  FLIGHT_CITY_CODES,
  INVENTORY_DAYS,
  addDays,
  flightDateWindow,
  isoDate,
  travellersError,
  type CabinClass,
  type TripType,
} from '@travel/contracts/rules';
import {
  formatLeg,
  parseLeg,
  tripOf,
  type FlightSearchQuery,
  type SearchLeg,
  type TripKind,
} from '@travel/contracts/flights';

export type { SearchLeg };

/** The flight search state; the results page reads it back from the query string. */
export interface FlightSearchState {
  tripType: TripType;
  from: string;
  to: string;
  departureDate: string;
  returnDate: string;
  /** Multi-city only: the second and later flights (the first is from/to/departureDate). */
  extraLegs: SearchLeg[];
  adults: number;
  children: number;
  childAges: number[];
  travelClass: CabinClass;
  flexibleDates: boolean;
  nearbyAirportsFrom: boolean;
  nearbyAirportsTo: boolean;
  directOnly: boolean;
  priceAlert: boolean;
}

export const MAX_MULTI_CITY_LEGS = 5;

/** Defaults: from Mumbai to Dubai, 1 adult, Economy; a week from today. */
export function defaultSearch(today = isoDate()): FlightSearchState {
  return {
    tripType: 'One-way',
    from: 'BOM',
    to: 'DXB',
    departureDate: addDays(today, 7),
    returnDate: addDays(today, 14),
    extraLegs: [],
    ...DEFAULT_TRAVELLERS,
    childAges: [],
    travelClass: 'economy',
    flexibleDates: false,
    nearbyAirportsFrom: false,
    nearbyAirportsTo: false,
    directOnly: false,
    priceAlert: false,
  };
}

/** The first thing wrong with a search, as the search card shows it, or null. */
export function searchError(state: FlightSearchState, today = isoDate()): string | null {
  const { first: firstDay, last: lastDay } = flightDateWindow(today);
  const legs = [
    { from: state.from, to: state.to, date: state.departureDate },
    ...(state.tripType === 'Multi-city' ? state.extraLegs : []),
  ];
  for (const [i, leg] of legs.entries()) {
    const which = legs.length > 1 ? ` for flight ${i + 1}` : '';
    if (!leg.from || !leg.to) return `Please choose where you fly from and to${which}`;
    if (leg.from === leg.to) return `From and To must be different cities${which}`;
    if (!leg.date) return `Please select a departure date${which}`;
    if (leg.date < firstDay) return `The departure date cannot be in the past${which}`;
    if (leg.date > lastDay) return `Flights can be searched up to ${INVENTORY_DAYS} days ahead${which}`;
    if (i > 0 && leg.date < legs[i - 1].date) return `Flight ${i + 1} cannot leave before flight ${i}`;
  }
  if (state.tripType === 'Round-trip') {
    if (!state.returnDate) return 'Please select a return date';
    if (state.returnDate < state.departureDate) return 'The return date cannot be before the departure date';
    if (state.returnDate > lastDay) return `Flights can be searched up to ${INVENTORY_DAYS} days ahead`;
  }
  return travellersError(state);
}

const TRIP_PARAM: Record<TripType, TripKind> = {
  'One-way': 'one-way',
  'Round-trip': 'round-trip',
  'Multi-city': 'multi-city',
};

/** The search as the results page's query (bookmarkable, shareable, reloadable; also the API's query). */
export function searchToQuery(state: FlightSearchState): FlightSearchQuery {
  return {
    trip: TRIP_PARAM[state.tripType],
    from: state.from,
    to: state.to,
    date: state.departureDate,
    returnDate: state.tripType === 'Round-trip' ? state.returnDate : undefined,
    legs: state.tripType === 'Multi-city' ? state.extraLegs.map(formatLeg) : undefined,
    adults: state.adults,
    children: state.children > 0 ? state.children : undefined,
    childAges: state.children > 0 ? state.childAges : undefined,
    cabin: state.travelClass,
    flexibleDates: state.tripType === 'Round-trip' && state.flexibleDates,
    nearbyAirportsFrom: state.nearbyAirportsFrom,
    nearbyAirportsTo: state.nearbyAirportsTo,
    stops: state.directOnly ? [0] : undefined,
    priceAlert: state.priceAlert,
  };
}

const code = (value: string | undefined, fallback: string) =>
  value && FLIGHT_CITY_CODES.includes(value.toUpperCase()) ? value.toUpperCase() : fallback;

/** Reads a search back from the page's query, falling back to the defaults for what is missing or wrong. */
export function searchFromQuery(query: FlightSearchQuery, today = isoDate()): FlightSearchState {
  const base = defaultSearch(today);
  const trip = (Object.keys(TRIP_PARAM) as TripType[]).find((t) => TRIP_PARAM[t] === tripOf(query));
  const cabin = query.cabin as CabinClass | undefined;
  const extraLegs = (query.legs ?? []).map((text) => {
    const leg = parseLeg(text);
    return { from: code(leg?.from, ''), to: code(leg?.to, ''), date: leg?.date ?? '' };
  });
  return {
    ...base,
    tripType: trip ?? 'One-way',
    from: code(query.from, base.from),
    to: code(query.to, base.to),
    departureDate: query.date ?? base.departureDate,
    returnDate: query.returnDate ?? base.returnDate,
    extraLegs,
    adults: query.adults || 1,
    children: query.children ?? 0,
    childAges: query.childAges ?? [],
    travelClass: cabin && CABIN_VALUES.includes(cabin) ? cabin : 'economy',
    flexibleDates: query.flexibleDates ?? false,
    nearbyAirportsFrom: query.nearbyAirportsFrom ?? false,
    nearbyAirportsTo: query.nearbyAirportsTo ?? false,
    directOnly: query.stops?.length === 1 && query.stops[0] === 0,
    priceAlert: query.priceAlert ?? false,
  };
}
