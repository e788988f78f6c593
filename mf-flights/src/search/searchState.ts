import {
  CABIN_VALUES,
  DEFAULT_TRAVELLERS,
  FLIGHT_CITY_CODES,
  INVENTORY_DAYS,
  TRIP_TYPES,
  addDays,
  flightDateWindow,
  isoDate,
  travellersError,
  type CabinClass,
  type TripType,
} from '@travel/shared-ui';

/** One flight of a multi-city trip. */
export interface SearchLeg {
  from: string;
  to: string;
  date: string;
}

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

const TRIP_PARAM: Record<TripType, string> = {
  'One-way': 'one-way',
  'Round-trip': 'round-trip',
  'Multi-city': 'multi-city',
};

/** The search as the results page's query string (bookmarkable, shareable, reloadable). */
export function searchToQuery(state: FlightSearchState): URLSearchParams {
  const query = new URLSearchParams();
  query.set('trip', TRIP_PARAM[state.tripType]);
  query.set('from', state.from);
  query.set('to', state.to);
  query.set('date', state.departureDate);
  if (state.tripType === 'Round-trip') query.set('returnDate', state.returnDate);
  if (state.tripType === 'Multi-city') {
    query.set('legs', state.extraLegs.map((leg) => `${leg.from}-${leg.to}-${leg.date}`).join(','));
  }
  query.set('adults', String(state.adults));
  if (state.children > 0) {
    query.set('children', String(state.children));
    query.set('childAges', state.childAges.join(','));
  }
  query.set('cabin', state.travelClass);
  if (state.tripType === 'Round-trip' && state.flexibleDates) query.set('flexible', '1');
  if (state.nearbyAirportsFrom) query.set('nearbyFrom', '1');
  if (state.nearbyAirportsTo) query.set('nearbyTo', '1');
  if (state.directOnly) query.set('stops', '0');
  if (state.priceAlert) query.set('priceAlert', '1');
  return query;
}

const code = (value: string | null, fallback: string) =>
  value && FLIGHT_CITY_CODES.includes(value.toUpperCase()) ? value.toUpperCase() : fallback;

/** Reads a search back from a query string, falling back to the defaults for what is missing or wrong. */
export function searchFromQuery(query: URLSearchParams, today = isoDate()): FlightSearchState {
  const base = defaultSearch(today);
  const trip = (Object.keys(TRIP_PARAM) as TripType[]).find((t) => TRIP_PARAM[t] === query.get('trip'));
  const tripType = trip ?? (query.get('returnDate') ? 'Round-trip' : 'One-way');
  const children = Number(query.get('children') ?? 0) || 0;
  const childAges = (query.get('childAges') ?? '').split(',').filter(Boolean).map(Number);
  const cabin = query.get('cabin') as CabinClass | null;
  const extraLegs = (query.get('legs') ?? '')
    .split(',')
    .filter(Boolean)
    .map((leg) => {
      const [from, to, ...date] = leg.split('-');
      return { from: code(from, ''), to: code(to, ''), date: date.join('-') };
    });
  return {
    ...base,
    tripType: TRIP_TYPES.includes(tripType) ? tripType : 'One-way',
    from: code(query.get('from'), base.from),
    to: code(query.get('to'), base.to),
    departureDate: query.get('date') ?? base.departureDate,
    returnDate: query.get('returnDate') ?? base.returnDate,
    extraLegs,
    adults: Number(query.get('adults') ?? 1) || 1,
    children,
    childAges,
    travelClass: cabin && CABIN_VALUES.includes(cabin) ? cabin : 'economy',
    flexibleDates: query.get('flexible') === '1',
    nearbyAirportsFrom: query.get('nearbyFrom') === '1',
    nearbyAirportsTo: query.get('nearbyTo') === '1',
    directOnly: query.get('stops') === '0',
    priceAlert: query.get('priceAlert') === '1',
  };
}
