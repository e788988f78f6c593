import { Type, type Static } from '@sinclair/typebox';
import { BOOKING_LIMITS } from '../rules/hotelBooking';
import { HOTEL_ID_PATTERN } from '../rules/hotelPhotos';
import { RoomParams } from './roomOccupancy.schemas';

// GET /api/hotels/:hotelId/rooms: the hotel page's rooms and rates table. Money: integer paise beside `currency`.

const DATE = { pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' };
const Minor = Type.Integer({ minimum: 0, description: 'Minor units of currency' });
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export { HOTEL_ID_PATTERN };

export const HotelRoomsParams = Type.Object({ hotelId: Type.String({ pattern: HOTEL_ID_PATTERN }) });
export type HotelRoomsParams = Static<typeof HotelRoomsParams>;

/**
 * The search's stay, as the hotel page's URL carries it: each room's guests (`room`, roomOccupancy.ts), or the
 * earlier totals (adults, children, rooms), which links from before `room` still give.
 */
export const HotelRoomsQuery = Type.Object({
  checkIn: Type.String(DATE),
  checkOut: Type.String(DATE),
  room: Type.Optional(RoomParams),
  adults: Type.Optional(Type.Integer({ minimum: 1, maximum: BOOKING_LIMITS.maxAdults * BOOKING_LIMITS.maxRooms })),
  children: Type.Optional(Type.Integer({ minimum: 0, maximum: BOOKING_LIMITS.maxChildren })),
  rooms: Type.Optional(Type.Integer({ minimum: 1, maximum: BOOKING_LIMITS.maxRooms })),
});
export type HotelRoomsQuery = Static<typeof HotelRoomsQuery>;

export const BOARD_TYPES = ['room_only', 'breakfast'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];
export const RATE_PAYMENTS = ['pay_now', 'pay_at_hotel'] as const;
export type RatePayment = (typeof RATE_PAYMENTS)[number];

const Penalty = Type.Union([
  Type.Object({ type: Type.Literal('nights'), nights: Type.Integer({ minimum: 1 }) }),
  Type.Object({ type: Type.Literal('percent'), percent: Type.Integer({ minimum: 1, maximum: 100 }) }),
]);

/** The rules of contracts/src/rules/hotelCancellationPolicy.ts, as the wire carries them. */
export const CancellationRulesView = Type.Union([
  Type.Object({
    type: Type.Literal('refundable'),
    freeUntil: Type.String({ description: 'ISO moment with the hotel offset' }),
    timeZone: Type.String(),
    penalty: Penalty,
  }),
  Type.Object({ type: Type.Literal('non_refundable') }),
]);

export const CancellationPolicyView = Type.Object({ text: Type.String(), rules: CancellationRulesView });
export type CancellationPolicyView = Static<typeof CancellationPolicyView>;

/** hotelStayPrice's answer: what the stay costs, all rooms, taxes shown. */
export const HotelStayPriceView = Type.Object({
  currency: Type.String(),
  nights: Type.Array(
    Type.Object({
      date: Type.String(DATE),
      roomsMinor: Minor,
      gstPercent: Type.Number(),
      gstMinor: Minor,
      totalMinor: Minor,
    }),
  ),
  roomNightsMinor: Minor,
  gstMinor: Minor,
  gstPercent: Type.Number(),
  feesMinor: Minor,
  subtotalMinor: Minor,
  discountMinor: Minor,
  totalMinor: Minor,
});
export type HotelStayPriceView = Static<typeof HotelStayPriceView>;

export const RatePlanView = Type.Object({
  id: Type.String({ description: 'Unique within its room type' }),
  name: Type.String(),
  board: literals(BOARD_TYPES),
  payment: literals(RATE_PAYMENTS),
  cancellation: CancellationPolicyView,
  currency: Type.String(),
  /** One room, average night, before tax. */
  pricePerNightMinor: Minor,
  /** One room, one night, GST included (nightlyPriceWithTaxesMinor): the nightly price every hotel page shows. */
  pricePerNightWithTaxesMinor: Minor,
  /** The whole stay for every room asked, taxes and fee included. */
  stay: HotelStayPriceView,
});
export type RatePlanView = Static<typeof RatePlanView>;

export const RoomTypeView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  bed: Type.String({ description: "e.g. '1 king bed'" }),
  sizeSqm: Type.Integer(),
  maxAdults: Type.Integer(),
  maxChildren: Type.Integer(),
  /** Adults and children together, per room. */
  maxOccupancy: Type.Integer(),
  photos: Type.Array(Type.String()),
  amenities: Type.Array(Type.String()),
  /** The fewest rooms of this type free on any night of the stay. */
  roomsLeft: Type.Integer(),
  /** Only rates that can host the guests in the rooms asked, with a room free every night. */
  rates: Type.Array(RatePlanView),
});
export type RoomTypeView = Static<typeof RoomTypeView>;

export const HotelRoomsReply = Type.Object({
  success: Type.Literal(true),
  hotelId: Type.String(),
  timeZone: Type.String(),
  checkIn: Type.String(),
  checkOut: Type.String(),
  nights: Type.Integer(),
  adults: Type.Integer(),
  children: Type.Integer(),
  rooms: Type.Integer(),
  /** Room types with at least one rate offered; empty when nothing can be booked for the stay. */
  roomTypes: Type.Array(RoomTypeView),
});
export type HotelRoomsReply = Static<typeof HotelRoomsReply>;
