import { Type, type Static } from '@sinclair/typebox';

// GET /api/deals/flights and /api/deals/hotels: deals computed from the live inventory. Money in paise (INR).

const Currency = Type.Literal('INR');
const Day = Type.String();

export const FlightDeal = Type.Object({
  from: Type.String(),
  fromCity: Type.String(),
  to: Type.String(),
  toCity: Type.String(),
  country: Type.String(),
  image: Type.String(),
  date: Day,
  cabin: Type.Literal('economy'),
  adults: Type.Integer(),
  /** One adult, one way, in the cabin: what the search shows as the cheapest offer of that day. */
  priceMinor: Type.Integer(),
  currency: Currency,
});
export type FlightDeal = Static<typeof FlightDeal>;

export const HotelDeal = Type.Object({
  hotelId: Type.String(),
  name: Type.String(),
  city: Type.String(),
  country: Type.String(),
  neighbourhood: Type.String(),
  propertyType: Type.String(),
  stars: Type.Integer(),
  reviewScore: Type.Number(),
  image: Type.String(),
  pricePerNightMinor: Type.Integer(),
  /** The same night with its GST, as the results page's card shows it. */
  pricePerNightWithTaxesMinor: Type.Integer(),
  currency: Currency,
  /** The hotel results page's search that lists this hotel first by price. */
  search: Type.Object({
    checkIn: Day,
    checkOut: Day,
    adults: Type.Integer(),
    children: Type.Integer(),
    rooms: Type.Integer(),
    minRating: Type.Number(),
  }),
});
export type HotelDeal = Static<typeof HotelDeal>;

export const FlightDealsReply = Type.Object({
  success: Type.Literal(true),
  weeks: Type.Integer(),
  window: Type.Object({ first: Day, last: Day }),
  deals: Type.Array(FlightDeal),
});
export type FlightDealsReply = Static<typeof FlightDealsReply>;

export const HotelDealsReply = Type.Object({ success: Type.Literal(true), deals: Type.Array(HotelDeal) });
export type HotelDealsReply = Static<typeof HotelDealsReply>;

export const DealImageParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,60}\\.svg$' }) });
export type DealImageParams = Static<typeof DealImageParams>;
