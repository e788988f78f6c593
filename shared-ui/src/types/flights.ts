/** What the flight search API answers (GET /api/flights/search, /api/flights/:id/similar); money in paise. */

export interface ProviderOption {
  name: string;
  priceMinor: number;
}

export interface FlightOffer {
  id: string;
  airline: string;
  airlineCode: string;
  flightNumber: string;
  aircraft: string;
  from: string;
  to: string;
  fromCity: string;
  toCity: string;
  date: string;
  departure: string;
  arrival: string;
  /** Days after the departure date the flight lands (0 the same day). */
  arrivalDayOffset: number;
  durationMin: number;
  duration: string;
  stops: number;
  via: string | null;
  cabin: string;
  baggage: { checkedKg: number; cabinKg: number };
  refundable: boolean;
  co2Kg: number;
  lowerCo2: boolean;
  seatsLeft: number;
  popular: boolean;
  /** Per adult, in the searched cabin. */
  priceMinor: number;
  /** All travellers of the search. */
  totalMinor: number;
  providers: ProviderOption[];
}

export interface DayPrice {
  date: string;
  /** Cheapest adult price that day in the searched cabin; null when nothing flies. */
  minPriceMinor: number | null;
}

export interface LegResult {
  from: string;
  to: string;
  fromCity: string;
  toCity: string;
  date: string;
  /** The days searched: the date alone, or with flexible=1 up to 3 days either side within the inventory. */
  departureWindow: { first: string; last: string };
  /** The nearby airports whose flights are included (nearbyFrom / nearbyTo), e.g. { from: [], to: ['EWR'] }. */
  nearby: { from: string[]; to: string[] };
  distanceKm: number;
  flightTime: string;
  cheapestThisMonthMinor: number | null;
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
  offers: FlightOffer[];
  facets: {
    stops: { stops: number; count: number; minPriceMinor: number }[];
    airlines: { code: string; name: string; count: number; minPriceMinor: number }[];
    price: { minMinor: number; maxMinor: number } | null;
    lowerCo2: { count: number; minPriceMinor: number | null };
    dayTotal: number;
  };
  calendar: DayPrice[];
  week: DayPrice[];
}

export interface FlightSearchResponse {
  success: true;
  tripType: string;
  cabin: string;
  travellers: { adults: number; children: number; childAges: number[] };
  legs: LegResult[];
}

export interface SimilarFlight extends FlightOffer {
  discountPercent: number;
  tag: string;
}
