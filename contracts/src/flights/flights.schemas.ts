import { Type, type Static } from '@sinclair/typebox';

// The replies of GET /api/flights/search (its query: flightSearch.ts) and GET /api/flights/:id/similar, with the
// types both sides use. Money in paise.

/** A string from a fixed list; the service checks it, so the 400 can name the allowed values. */
const oneOf = (defaultValue?: string) => Type.String({ maxLength: 20, default: defaultValue });

/**
 * A nullable value as a JSON-schema type list: the reply serializer writes it directly, where an anyOf
 * (Type.Union) makes it validate each value against the branches (one per calendar day, per offer).
 */
const Nullable = <T extends 'integer' | 'string'>(type: T) =>
  Type.Unsafe<(T extends 'integer' ? number : string) | null>({ type: [type, 'null'] });

/**
 * A seller of the offer, as /api/flights/search knows it: our own fare only (`supplier: 'own'`, named by the
 * rules' OWN_SELLER_NAME). The suppliers' quotes for the same flight stream from GET /api/flights/offers
 * (supplierOffers.schemas.ts), each a real answer.
 */
export const ProviderOption = Type.Object({
  supplier: Type.Literal('own'),
  name: Type.String(),
  /** Per adult, in the searched cabin. */
  priceMinor: Type.Integer(),
  /** All travellers of the search. */
  totalMinor: Type.Integer(),
});
export type ProviderOption = Static<typeof ProviderOption>;

export const Offer = Type.Object({
  id: Type.String(),
  airline: Type.String(),
  airlineCode: Type.String(),
  flightNumber: Type.String(),
  aircraft: Type.String(),
  from: Type.String(),
  to: Type.String(),
  fromCity: Type.String(),
  toCity: Type.String(),
  date: Type.String(),
  departure: Type.String(),
  arrival: Type.String(),
  /** Days after the departure date the flight lands (0 the same day). */
  arrivalDayOffset: Type.Integer(),
  durationMin: Type.Integer(),
  duration: Type.String(),
  stops: Type.Integer(),
  via: Nullable('string'),
  cabin: Type.String(),
  baggage: Type.Object({ checkedKg: Type.Integer(), cabinKg: Type.Integer() }),
  refundable: Type.Boolean(),
  co2Kg: Type.Integer(),
  lowerCo2: Type.Boolean(),
  seatsLeft: Type.Integer(),
  popular: Type.Boolean(),
  /** Per adult, in the searched cabin. */
  priceMinor: Type.Integer(),
  /** All travellers of the search. */
  totalMinor: Type.Integer(),
  providers: Type.Array(ProviderOption),
});
export type FlightOffer = Static<typeof Offer>;

/** minPriceMinor: the cheapest adult price that day in the searched cabin; null when nothing flies. */
export const DayPrice = Type.Object({ date: Type.String(), minPriceMinor: Nullable('integer') });
export type DayPrice = Static<typeof DayPrice>;

export const Leg = Type.Object({
  from: Type.String(),
  to: Type.String(),
  fromCity: Type.String(),
  toCity: Type.String(),
  date: Type.String(),
  /** The days searched: the date alone, or with flexibleDates up to 3 days either side within the inventory. */
  departureWindow: Type.Object({ first: Type.String(), last: Type.String() }),
  /** The nearby airports whose flights are included (nearbyAirportsFrom / nearbyAirportsTo), e.g. { from: [], to: ['EWR'] }. */
  nearby: Type.Object({ from: Type.Array(Type.String()), to: Type.Array(Type.String()) }),
  distanceKm: Type.Integer(),
  flightTime: Type.String(),
  cheapestThisMonthMinor: Nullable('integer'),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  hasMore: Type.Boolean(),
  offers: Type.Array(Offer),
  facets: Type.Object({
    stops: Type.Array(Type.Object({ stops: Type.Integer(), count: Type.Integer(), minPriceMinor: Type.Integer() })),
    airlines: Type.Array(
      Type.Object({ code: Type.String(), name: Type.String(), count: Type.Integer(), minPriceMinor: Type.Integer() }),
    ),
    price: Type.Union([Type.Object({ minMinor: Type.Integer(), maxMinor: Type.Integer() }), Type.Null()]),
    lowerCo2: Type.Object({ count: Type.Integer(), minPriceMinor: Nullable('integer') }),
    dayTotal: Type.Integer(),
  }),
  calendar: Type.Array(DayPrice),
  week: Type.Array(DayPrice),
});
export type LegResult = Static<typeof Leg>;

export const SearchReply = Type.Object({
  success: Type.Literal(true),
  tripType: Type.String(),
  cabin: Type.String(),
  travellers: Type.Object({
    adults: Type.Integer(),
    children: Type.Integer(),
    childAges: Type.Array(Type.Integer()),
  }),
  inventoryDays: Type.Integer(),
  legs: Type.Array(Leg),
});
export type FlightSearchResponse = Static<typeof SearchReply>;

export const FlightIdParams = Type.Object({ id: Type.String({ maxLength: 20 }) });
export type FlightIdParams = Static<typeof FlightIdParams>;

export const SimilarQuery = Type.Object({
  cabin: oneOf('economy'),
  adults: Type.Integer({ minimum: 1, maximum: 9, default: 1 }),
  children: Type.Integer({ minimum: 0, maximum: 6, default: 0 }),
});
export type SimilarQuery = Static<typeof SimilarQuery>;

export const SimilarFlight = Type.Composite([
  Offer,
  Type.Object({ discountPercent: Type.Integer(), tag: Type.String() }),
]);
export type SimilarFlight = Static<typeof SimilarFlight>;

export const SimilarReply = Type.Object({
  success: Type.Literal(true),
  flights: Type.Array(SimilarFlight),
});
export type SimilarReply = Static<typeof SimilarReply>;
