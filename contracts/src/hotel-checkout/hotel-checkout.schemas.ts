import { Type, type Static } from '@sinclair/typebox';
import {
  ContactInput,
  ContactView,
  OrderEventsReply,
  PayReply,
  TravelCreditInput,
  TravelCreditPaid,
} from '../flight-checkout/flight-checkout.schemas';
import {
  BOARD_TYPES,
  CancellationPolicyView,
  HOTEL_ID_PATTERN,
  HotelStayPriceView,
  RATE_PAYMENTS,
  RoomParams,
} from '../hotels';
import { BOOKING_LIMITS } from '../rules/hotelBooking';

// /api/hotel-checkout: re-price, orders, their payment or card guarantee. Money: integer paise beside `currency`.
// The rules behind the 400s are in hotelCheckoutRules.ts beside this file (hotelCheckoutProblem), shared with
// the checkout pages. The payment's return lands on /hotel-checkout/confirmation?reference=…&paymentId=….

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const Minor = Type.Integer({ minimum: 0, maximum: 2_000_000_000, description: 'Minor units of currency' });
const Day = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });
const Text = (maxLength: number) => Type.String({ maxLength });

/** The stay as chosen on the hotel page (its URL and the rate's row). */
const Selection = {
  hotelId: Type.String({ pattern: HOTEL_ID_PATTERN }),
  roomTypeId: Type.String({ minLength: 1, maxLength: 40 }),
  ratePlanId: Type.String({ minLength: 1, maxLength: 40 }),
  checkIn: Day,
  checkOut: Day,
  rooms: Type.Integer({ minimum: 1, maximum: BOOKING_LIMITS.maxRooms }),
  adults: Type.Integer({ minimum: 1, maximum: BOOKING_LIMITS.maxAdults * BOOKING_LIMITS.maxRooms }),
  childAges: Type.Array(Type.Integer({ minimum: 0, maximum: BOOKING_LIMITS.maxChildAge }), {
    maxItems: BOOKING_LIMITS.maxChildren,
    default: [],
  }),
  /** Each room's guests, as the page's URL carries them (`room`); they must add up to rooms, adults and childAges. */
  room: Type.Optional(RoomParams),
  couponCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
};

/** POST /api/hotel-checkout/reprice: the all-inclusive price before the guest's details are asked for. */
export const HotelRepriceBody = Type.Object({
  ...Selection,
  /** The total the page shows; when the price now differs the answer is 409 with both. */
  expectedTotalMinor: Type.Optional(Minor),
});
export type HotelRepriceBody = Static<typeof HotelRepriceBody>;

export const HotelCheckoutStay = Type.Object({
  hotelId: Type.String(),
  hotelName: Type.String(),
  city: Type.String(),
  address: Type.String(),
  timeZone: Type.String(),
  checkInTime: Type.String(),
  checkOutTime: Type.String(),
  roomTypeId: Type.String(),
  roomName: Type.String(),
  bed: Type.String(),
  ratePlanId: Type.String(),
  rateName: Type.String(),
  board: literals(BOARD_TYPES),
  payment: literals(RATE_PAYMENTS),
  cancellation: CancellationPolicyView,
  checkIn: Type.String(),
  checkOut: Type.String(),
  nights: Type.Integer(),
  rooms: Type.Integer(),
  adults: Type.Integer(),
  childAges: Type.Array(Type.Integer()),
  /** The fewest rooms of this type free on any night. */
  roomsLeft: Type.Integer(),
});
export type HotelCheckoutStay = Static<typeof HotelCheckoutStay>;

export const HotelRepriceReply = Type.Object({
  success: Type.Literal(true),
  stay: HotelCheckoutStay,
  price: HotelStayPriceView,
});
export type HotelRepriceReply = Static<typeof HotelRepriceReply>;

/** 409 from re-pricing or ordering. */
export const HotelCheckoutConflictReply = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  reason: Type.Union([
    Type.Literal('price_changed'),
    Type.Literal('sold_out'),
    Type.Literal('hold_expired'),
    Type.Literal('idempotency_key_reused'),
    Type.Literal('conflict'),
  ]),
  oldTotalMinor: Type.Optional(Minor),
  newTotalMinor: Type.Optional(Minor),
});
export type HotelCheckoutConflictReply = Static<typeof HotelCheckoutConflictReply>;

/** The lead guest of one room. */
export const RoomGuestInput = Type.Object({
  title: Type.Union([Type.Literal('Mr'), Type.Literal('Ms'), Type.Literal('Mrs'), Type.Literal('Dr')]),
  firstName: Text(60),
  lastName: Text(60),
});
export type RoomGuestInput = Static<typeof RoomGuestInput>;

/** POST /api/hotel-checkout/orders (header Idempotency-Key, as the flight checkout's CreateOrderHeaders). */
export const HotelCreateOrderBody = Type.Object({
  ...Selection,
  /** One lead guest per room, in room order. */
  guests: Type.Array(RoomGuestInput, { minItems: 1, maxItems: BOOKING_LIMITS.maxRooms }),
  contact: ContactInput,
  specialRequests: Type.Optional(Text(500)),
  /** Expected arrival, the hotel's local time, HH:MM. */
  arrivalTime: Type.Optional(Text(5)),
  expectedTotalMinor: Type.Optional(Minor),
  /** Pay-now rates only (nothing is charged now at the hotel's): as the flight checkout's. */
  ...TravelCreditInput,
});
export type HotelCreateOrderBody = Static<typeof HotelCreateOrderBody>;

/**
 * held: rooms kept (10 minutes, 15 once paying), nothing paid yet. paid: paid now and confirmed. guaranteed: a pay-at-the-hotel
 * rate confirmed by a card guarantee, no charge. expired: the hold ended unpaid. cancelled: cancelled by the guest.
 */
export const HOTEL_ORDER_STATUSES = ['held', 'paid', 'guaranteed', 'expired', 'cancelled'] as const;
export type HotelOrderStatus = (typeof HOTEL_ORDER_STATUSES)[number];

export const HotelOrderView = Type.Object({
  reference: Type.String({ description: '10 characters, no 0/O/1/I/L' }),
  status: literals(HOTEL_ORDER_STATUSES),
  holdExpiresAt: Type.String(),
  stay: HotelCheckoutStay,
  guests: Type.Array(
    Type.Object({
      room: Type.Integer(),
      title: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      /** Who sleeps in the room, when the order gave each room's guests (`room`). */
      adults: Type.Optional(Type.Integer()),
      childAges: Type.Optional(Type.Array(Type.Integer())),
    }),
  ),
  contact: ContactView,
  specialRequests: Type.Union([Type.String(), Type.Null()]),
  arrivalTime: Type.Union([Type.String(), Type.Null()]),
  couponCode: Type.Union([Type.String(), Type.Null()]),
  price: HotelStayPriceView,
  /** What is charged now: the total for pay-now rates, 0 for pay at the hotel. */
  payNowMinor: Minor,
  /** What the hotel collects at the stay. */
  payAtHotelMinor: Minor,
  /** Of payNowMinor: the travel credit spent and what the card pays. */
  ...TravelCreditPaid,
  createdAt: Type.String(),
  /** When it was paid or guaranteed. */
  confirmedAt: Type.Union([Type.String(), Type.Null()]),
});
export type HotelOrderView = Static<typeof HotelOrderView>;

export const HotelOrderReply = Type.Object({
  success: Type.Literal(true),
  order: HotelOrderView,
  /** Only when the order is created: lets a guest read and pay it (?token=…); keep it with the reference. */
  accessToken: Type.Optional(Type.String()),
});
export type HotelOrderReply = Static<typeof HotelOrderReply>;

/**
 * POST /api/hotel-checkout/orders/:reference/pay (same params and ?token= as GET). pay_now: the gateway's checkout,
 * as the flight checkout's PayReply. pay_at_hotel: a card guarantee with no charge (the sandbox's guarantee page;
 * a Stripe SetupIntent; a Razorpay zero-amount authorisation), in the same shapes with amount 0.
 */
export const HotelPayReply = Type.Object({
  success: Type.Literal(true),
  mode: literals(RATE_PAYMENTS),
  payment: PayReply.properties.payment,
});
export type HotelPayReply = Static<typeof HotelPayReply>;

/** A hotel order's audit trail for the admin center, as a flight order's: every change, oldest first, with its time. */
export const HotelOrderEventsReply = Type.Object({
  success: Type.Literal(true),
  reference: Type.String(),
  status: literals(HOTEL_ORDER_STATUSES),
  events: OrderEventsReply.properties.events,
});
export type HotelOrderEventsReply = Static<typeof HotelOrderEventsReply>;
