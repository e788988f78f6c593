import { Type, type Static } from '@sinclair/typebox';
import { SupplierAnswer } from '../flights/supplierOffers.schemas';
import { RoomParams } from './roomOccupancy.schemas';

// GET /api/hotels/offers: a stay asked of every hotel supplier at once, streamed as server-sent events
// (`event: offers`, each `data` a HotelSupplierProgress, the last one complete), as /api/flights/offers does for
// flights. Money in minor units.

export const HotelOffersQuery = Type.Object({
  /** A city of our catalogue ('Paris' or 'Paris, France'). */
  destination: Type.String({ minLength: 1, maxLength: 80 }),
  checkIn: Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }),
  checkOut: Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }),
  /** Each room's guests, as a stay's URL carries them (roomOccupancy.ts: `room=2&room=1-6`). */
  room: RoomParams,
});
export type HotelOffersQuery = Static<typeof HotelOffersQuery>;

const Money = Type.Object({ amountMinor: Type.Integer({ minimum: 0 }), currency: Type.String() });

/** One supplier's cheapest rate for a property and the stay, as it answered. */
export const HotelSupplierQuote = Type.Object({
  supplier: Type.String(),
  label: Type.String(),
  /** The supplier's id for the property, passed back untouched. */
  supplierHotelId: Type.String(),
  /** The supplier's key for the rate, passed back untouched. */
  rateKey: Type.String(),
  roomName: Type.String(),
  boardName: Type.String(),
  /** Every room and night of the stay. */
  total: Money,
  payment: Type.Union([Type.Literal('pay_now'), Type.Literal('pay_at_hotel')]),
  cancellation: Type.Object({
    /** Free cancellation until this instant; null when never free. */
    freeUntil: Type.Union([Type.String(), Type.Null()]),
    penalty: Money,
    /** The policy as the supplier states it. */
    text: Type.String(),
  }),
  expiresAt: Type.String(),
});
export type HotelSupplierQuote = Static<typeof HotelSupplierQuote>;

/** One property of our catalogue with every supplier's quote for it, cheapest first (one per supplier). */
export const HotelOfferGroup = Type.Object({
  /** Our catalogue's id: the card it belongs on. */
  hotelId: Type.String(),
  quotes: Type.Array(HotelSupplierQuote, { minItems: 1 }),
  /** The earliest expiry of its quotes. */
  expiresAt: Type.String(),
});
export type HotelOfferGroup = Static<typeof HotelOfferGroup>;

export const HotelSupplierProgress = Type.Object({
  offers: Type.Array(HotelOfferGroup),
  answers: Type.Array(SupplierAnswer),
  /** The suppliers still being asked: "still searching N providers". */
  pending: Type.Array(Type.String()),
  complete: Type.Boolean(),
});
export type HotelSupplierProgress = Static<typeof HotelSupplierProgress>;
