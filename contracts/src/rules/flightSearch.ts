import { addDays, formatDay } from './calendarDates';

/** Flight search constants, shared by the pages and the API. */
export interface FlightCity {
  code: string;
  city: string;
}

export const FLIGHT_CITIES: readonly FlightCity[] = [
  { code: 'BOM', city: 'Mumbai' },
  { code: 'DEL', city: 'Delhi' },
  { code: 'BLR', city: 'Bangalore' },
  { code: 'DXB', city: 'Dubai' },
  { code: 'LHR', city: 'London' },
  { code: 'JFK', city: 'New York' },
  { code: 'SIN', city: 'Singapore' },
  { code: 'NRT', city: 'Tokyo' },
];
export const FLIGHT_CITY_CODES = FLIGHT_CITIES.map((city) => city.code);

/**
 * The other airports of a city's metro area (the inventory's migration 0310 holds their flights): a search
 * with "Add nearby airports" includes them, the city lists never offer them.
 */
export interface NearbyAirport {
  code: string;
  /** The city's main airport, the code the traveller picks. */
  near: string;
  name: string;
}

export const NEARBY_AIRPORTS: readonly NearbyAirport[] = [
  { code: 'NMI', near: 'BOM', name: 'Navi Mumbai' },
  { code: 'DWC', near: 'DXB', name: 'Dubai Al Maktoum' },
  { code: 'LGW', near: 'LHR', name: 'London Gatwick' },
  { code: 'EWR', near: 'JFK', name: 'Newark' },
  { code: 'HND', near: 'NRT', name: 'Tokyo Haneda' },
];

/** The nearby airports of one of FLIGHT_CITIES, by code. */
export const nearbyAirportCodes = (cityCode: string) =>
  NEARBY_AIRPORTS.filter((airport) => airport.near === cityCode).map((airport) => airport.code);

/** The city an airport serves: 'LGW' -> 'London'. */
export const cityName = (code: string): string => {
  const near = NEARBY_AIRPORTS.find((airport) => airport.code === code)?.near ?? code;
  return FLIGHT_CITIES.find((city) => city.code === near)?.city ?? code;
};

/** 'Sun, 20 Dec 2026': a day of travel, as every flight page writes it. */
export const travelDay = (day: string) =>
  formatDay(day, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * 'Mumbai → Delhi · Sun, 20 Dec 2026': a flight's trip from city to city on its day, written the same way on the
 * results, the fare page, checkout and the confirmation (issue #35).
 */
export const tripText = (fromCity: string, toCity: string, day: string) =>
  `${fromCity} → ${toCity} · ${travelDay(day)}`;

/** 'London Gatwick (LGW)'; a main airport is its city: 'London (LHR)'. */
export const airportLabel = (code: string) =>
  `${NEARBY_AIRPORTS.find((airport) => airport.code === code)?.name ?? cityName(code)} (${code})`;

/** How far a flexible search looks either side of the chosen date. */
export const FLEXIBLE_DAYS = 3;

export const TRIP_TYPES = ['One-way', 'Round-trip', 'Multi-city'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const CABIN_CLASSES = [
  { value: 'economy', label: 'Economy', priceFactor: 1 },
  { value: 'premium_economy', label: 'Premium Economy', priceFactor: 1.6 },
  { value: 'business', label: 'Business', priceFactor: 3.2 },
  { value: 'first', label: 'First Class', priceFactor: 5 },
] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number]['value'];
export const CABIN_VALUES = CABIN_CLASSES.map((cabin) => cabin.value) as CabinClass[];
export const cabinLabel = (cabin: CabinClass) => CABIN_CLASSES.find((c) => c.value === cabin)?.label ?? 'Economy';
export const cabinPriceFactor = (cabin: CabinClass) => CABIN_CLASSES.find((c) => c.value === cabin)?.priceFactor ?? 1;

/** Departure bands, minutes after midnight [from, to). */
export const DEPARTURE_BANDS = [
  { value: 'morning', label: 'Morning', from: 6 * 60, to: 12 * 60, hours: '06:00-12:00' },
  { value: 'afternoon', label: 'Afternoon', from: 12 * 60, to: 18 * 60, hours: '12:00-18:00' },
  { value: 'evening', label: 'Evening', from: 18 * 60, to: 24 * 60, hours: '18:00-00:00' },
  { value: 'night', label: 'Night', from: 0, to: 6 * 60, hours: '00:00-06:00' },
] as const;
export type DepartureBand = (typeof DEPARTURE_BANDS)[number]['value'];
export const DEPARTURE_BAND_VALUES = DEPARTURE_BANDS.map((band) => band.value) as DepartureBand[];

export const SORT_OPTIONS = [
  { value: 'best', label: 'Best' },
  { value: 'cheapest', label: 'Cheapest' },
  { value: 'early', label: 'Early depart' },
  { value: 'late', label: 'Late depart' },
] as const;
export type FlightSort = (typeof SORT_OPTIONS)[number]['value'];
export const SORT_VALUES = SORT_OPTIONS.map((sort) => sort.value) as FlightSort[];

/** Stops filter values: 0 direct, 1 one stop, 2 two or more. */
export const STOP_OPTIONS = [
  { value: 0, label: 'Direct' },
  { value: 1, label: '1 stop' },
  { value: 2, label: '2+ stops' },
] as const;

export const FLIGHT_AIRLINES = [
  { code: 'AI', name: 'Air India' },
  { code: '6E', name: 'IndiGo' },
  { code: 'UK', name: 'Vistara' },
  { code: 'SG', name: 'SpiceJet' },
] as const;
export const airlineName = (code: string) => FLIGHT_AIRLINES.find((a) => a.code === code)?.name ?? code;

/** Price slider of the results page, in rupees: at the maximum it sets no limit. */
export const PRICE_SLIDER = { min: 4000, max: 15000, step: 500 } as const;

/** Days of inventory from today. */
export const INVENTORY_DAYS = 90;

/**
 * Days before its own today that the API still accepts, and its inventory still holds: a traveller west of
 * the server may still be on the server's yesterday. Pages offer dates from their own today.
 */
export const FLIGHT_DATE_GRACE_DAYS = 1;

/** The departure dates a flight search may ask for, YYYY-MM-DD: today (less graceDays) to the inventory's last day. */
export function flightDateWindow(today: string, graceDays = 0): { first: string; last: string } {
  return { first: addDays(today, -graceDays), last: addDays(today, INVENTORY_DAYS - 1) };
}
export const RESULTS_PAGE_SIZE = 10;

/** '1h 55m' */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m}m` : `${h}h ${m}m`;
}
