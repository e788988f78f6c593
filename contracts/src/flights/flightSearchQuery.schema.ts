import { Type, type Static } from '@sinclair/typebox';

/**
 * The schema of a flight search (see flightSearch.ts for its shape). In a module of its own so that a page that
 * reads or writes the query imports only its type and never bundles TypeBox; the API validates with it.
 */

/** A short word from a fixed list; the description names the list in the API docs. */
const word = (options: { description: string }) => Type.String({ maxLength: 20, ...options });

export const FlightSearchQuery = Type.Object({
  trip: Type.Optional(
    word({
      description: 'one-way, round-trip or multi-city; without it: multi-city with legs, round-trip with returnDate',
    }),
  ),
  from: Type.Optional(Type.String({ maxLength: 3 })),
  to: Type.Optional(Type.String({ maxLength: 3 })),
  date: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, the first flight' })),
  returnDate: Type.Optional(Type.String({ maxLength: 10 })),
  legs: Type.Optional(
    Type.Array(Type.String({ maxLength: 20, description: 'FROM-TO-YYYY-MM-DD' }), {
      maxItems: 10,
      description: 'the flights after the first of a multi-city trip',
    }),
  ),
  adults: Type.Optional(Type.Integer({ default: 1 })),
  children: Type.Optional(Type.Integer({ default: 0 })),
  childAges: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
  cabin: Type.Optional(word({ description: 'economy, premium_economy, business or first' })),
  flexibleDates: Type.Optional(Type.Boolean({ description: 'each flight also departs up to 3 days either side' })),
  nearbyAirportsFrom: Type.Optional(Type.Boolean({ description: 'also the nearby airports of the trip’s from city' })),
  nearbyAirportsTo: Type.Optional(Type.Boolean({ description: 'also the nearby airports of the trip’s to city' })),
  stops: Type.Optional(Type.Array(Type.Integer(), { maxItems: 3, description: '0, 1 or 2 (2 or more)' })),
  airlines: Type.Optional(Type.Array(Type.String({ maxLength: 2 }), { maxItems: 10 })),
  departure: Type.Optional(word({ description: 'morning, afternoon, evening or night' })),
  maxPriceMinor: Type.Optional(Type.Integer({ minimum: 0, description: 'paise per adult, in the cabin' })),
  minPriceMinor: Type.Optional(Type.Integer({ minimum: 0, description: 'paise per adult, in the cabin' })),
  lowerCo2: Type.Optional(Type.Boolean()),
  sort: Type.Optional(word({ description: 'best, cheapest, early or late' })),
  /** The page only: the search also set a price alert (the API ignores it). */
  priceAlert: Type.Optional(Type.Boolean()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type FlightSearchQuery = Static<typeof FlightSearchQuery>;
