import { Type, type Static } from '@sinclair/typebox';
import { CancellationRulesView } from '../hotels/rooms.schemas';

// POST /api/bookings/lookup and /api/bookings/cancellations (the hotel cancellation wizard), with the types both
// sides use. Money: integers in minor units (paise) named `…Minor`, with the currency beside them.

const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const LookupFields = {
  bookingId: Type.String({ minLength: 1, maxLength: 40 }),
  email: Type.String({ pattern: EMAIL_PATTERN, maxLength: 254 }),
  phone: Type.Optional(Type.String({ pattern: '^(\\+?[0-9 -]{0,6})?[0-9]{10}$|^$' })),
};

/**
 * The token POST /api/trips/lookup/verify answers for the code emailed to the booking's address: it opens that
 * booking for an hour. Without it (or with one for another booking) the wizard's calls answer 404.
 */
const GuestToken = Type.String({ minLength: 1, maxLength: 200 });

/**
 * A Booking ID and the email it was made with (and, optionally, the phone's last 10 digits), with the token of
 * the emailed code.
 */
export const BookingLookup = Type.Object({ ...LookupFields, token: GuestToken });
export type BookingLookup = Static<typeof BookingLookup>;

export const RefundPreference = Type.Union([Type.Literal('original'), Type.Literal('credit')]);
export type RefundPreference = Static<typeof RefundPreference>;

/** What cancelling now would refund. */
export const RefundQuote = Type.Object({
  refundPercentage: Type.Number(),
  refundReason: Type.String(),
  refundableAmountMinor: Type.Integer(),
  deductionsMinor: Type.Integer(),
  netRefundMinor: Type.Integer(),
});
export type RefundQuote = Static<typeof RefundQuote>;

export const BookingSummary = Type.Object({
  id: Type.String(),
  hotelName: Type.String(),
  city: Type.String(),
  guestName: Type.String(),
  checkIn: Type.String(),
  checkOut: Type.String(),
  nights: Type.Integer(),
  guests: Type.Integer(),
  rooms: Type.Integer(),
  amountPaidMinor: Type.Integer(),
  /** Of every amount of the booking, its refund included. */
  currency: Type.String(),
  status: Type.String(),
  /** The words of the booking's own policy, and its rules: the refund below applies exactly these. */
  cancellationPolicy: Type.String(),
  /** Always sent by the API; optional so that pages built before it still type-check. */
  cancellationRules: Type.Optional(CancellationRulesView),
  refund: RefundQuote,
});
export type BookingSummary = Static<typeof BookingSummary>;

export const BookingLookupReply = Type.Object({ success: Type.Literal(true), booking: BookingSummary });
export type BookingLookupReply = Static<typeof BookingLookupReply>;

export const CancellationRequestBody = Type.Object({
  ...LookupFields,
  token: GuestToken,
  reason: Type.String({ minLength: 3, maxLength: 200 }),
  additionalNotes: Type.Optional(Type.String({ maxLength: 1000 })),
  refundPreference: Type.Optional(RefundPreference),
});
export type CancellationRequestBody = Static<typeof CancellationRequestBody>;

/**
 * The request as filed: approved at once (the booking cancelled, its refund sent through its gateway) when it is
 * within the booking's own policy; pending until an admin reviews it when it asks for an exception.
 */
export const CancellationReceipt = Type.Object({
  id: Type.String(),
  bookingId: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved')]),
  amountMinor: Type.Integer(),
  refundableAmountMinor: Type.Integer(),
  deductionsMinor: Type.Integer(),
  netRefundMinor: Type.Integer(),
  currency: Type.String(),
  refundPreference: RefundPreference,
  createdAt: Type.String(),
});
export type CancellationReceipt = Static<typeof CancellationReceipt>;

export const CancellationReply = Type.Object({ success: Type.Literal(true), request: CancellationReceipt });
export type CancellationReply = Static<typeof CancellationReply>;
