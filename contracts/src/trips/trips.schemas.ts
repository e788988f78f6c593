import { Type, type Static } from '@sinclair/typebox';
import { OrderView } from '../flight-checkout/flight-checkout.schemas';
import { RefundPart } from '../refunds/refunds.schemas';
import { BookingReference } from '../payments/payments.schemas';
import { EMAIL_PATTERN } from '../validation/patterns';

// /api/trips: a traveller's flight orders and hotel bookings, their detail, cancellation and refunds (issue 16).
// Money in minor units beside `currency`.

const Minor = Type.Integer({ description: 'Minor units of currency' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const TRIP_TABS = ['upcoming', 'completed', 'cancelled'] as const;
export type TripTab = (typeof TRIP_TABS)[number];
export const TripKind = Type.Union([Type.Literal('flight'), Type.Literal('hotel')]);
export type TripKind = Static<typeof TripKind>;

export const TripSummary = Type.Object({
  kind: TripKind,
  reference: Type.String(),
  /** 'BOM → DEL' or the hotel's name. */
  title: Type.String(),
  /** The airline and flight number, or the city. */
  subtitle: Type.String(),
  /** YYYY-MM-DD: departure, or check-in and check-out. */
  startDate: Type.String(),
  endDate: Nullable(Type.String()),
  /** HH:mm local, flights only. */
  startTime: Nullable(Type.String()),
  travellers: Type.Array(Type.String()),
  tab: Type.Union(TRIP_TABS.map((tab) => Type.Literal(tab))),
  status: Type.String(),
  totalMinor: Minor,
  currency: Type.String(),
  bookedAt: Type.String(),
  /** Seeded demo data of the embedded database, not a real booking. */
  demo: Type.Boolean(),
});
export type TripSummary = Static<typeof TripSummary>;

export const TripsReply = Type.Object({ success: Type.Literal(true), trips: Type.Array(TripSummary) });
export type TripsReply = Static<typeof TripsReply>;

export const TripParams = Type.Object({
  kind: TripKind,
  reference: BookingReference,
});
export type TripParams = Static<typeof TripParams>;

export const TripAccessQuery = Type.Object({
  /** A guest's access token, from the emailed code's check. */
  token: Type.Optional(Type.String({ maxLength: 100 })),
});
export type TripAccessQuery = Static<typeof TripAccessQuery>;

export const RefundLine = Type.Object({
  kind: Type.String(),
  label: Type.String(),
  paidMinor: Minor,
  refundMinor: Minor,
  note: Type.String(),
});
export type RefundLine = Static<typeof RefundLine>;

/**
 * A refund of a booking paid partly with travel credit goes back the way it was paid: the credit's share to travel
 * credit, the rest to the original payment method. Both in minor units of the refund's currency, as the API
 * computed them (the page does not compute them again); they add up to the refund.
 */
export const RefundSplit = Type.Object({
  toCreditMinor: Minor,
  toOriginalMinor: Minor,
});
export type RefundSplit = Static<typeof RefundSplit>;

export const CancellationPreview = Type.Object({
  lines: Type.Array(RefundLine),
  paidMinor: Minor,
  refundMinor: Minor,
  currency: Type.String(),
  /** Where the money goes: the original payment method, named. */
  destination: Type.String(),
  /** YYYY-MM-DD the money is expected on the statement, if approved now. */
  expectedCreditDate: Type.String(),
  rule: Type.String(),
  /** Only when the booking was paid partly with travel credit. */
  split: Type.Optional(RefundSplit),
});
export type CancellationPreview = Static<typeof CancellationPreview>;

/** credited: the refund was added to the traveller's travel credit (they chose it), in place of sent/processed. */
export const TIMELINE_STEPS = [
  'requested',
  'approved',
  'rejected',
  'sent',
  'processed',
  'failed',
  'retried',
  'credited',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

export const TimelineEvent = Type.Object({
  step: Type.Union(TIMELINE_STEPS.map((step) => Type.Literal(step))),
  at: Type.String(),
  detail: Type.String(),
});
export type TimelineEvent = Static<typeof TimelineEvent>;

export const RefundDestination = Type.Union([Type.Literal('original'), Type.Literal('credit')]);
export type RefundDestination = Static<typeof RefundDestination>;

export const TripRefund = Type.Object({
  cancellationId: Type.String(),
  kind: Type.Union([Type.Literal('automatic'), Type.Literal('exception')]),
  status: Type.String(),
  reason: Type.String(),
  amountMinor: Minor,
  currency: Type.String(),
  /** Where the money goes: the original payment (always, unless the traveller chose travel credit). */
  destination: RefundDestination,
  refundId: Nullable(Type.String()),
  gatewayRefundId: Nullable(Type.String()),
  /** Every part of the refund, one per payment it goes back to (its latest attempt). */
  parts: Type.Array(RefundPart),
  expectedCreditDate: Type.String(),
  timeline: Type.Array(TimelineEvent),
  /** Only when the booking was paid partly with travel credit and the refund goes back the way it was paid. */
  split: Type.Optional(RefundSplit),
});
export type TripRefund = Static<typeof TripRefund>;

export const TripAction = Type.Object({
  kind: Type.Union([Type.Literal('cancel'), Type.Literal('request_exception'), Type.Literal('change_date')]),
  /** What the traveller gets back if done now (0 for a date change, whose price depends on the new flight). */
  refundMinor: Minor,
  /** change_date: the fare's date change fee for the whole party. */
  feeMinor: Type.Optional(Minor),
  currency: Type.String(),
});
export type TripAction = Static<typeof TripAction>;

export const TripPayment = Type.Object({
  gateway: Type.String(),
  method: Type.String(),
  paymentId: Type.String(),
  amountMinor: Minor,
  currency: Type.String(),
  paidAt: Nullable(Type.String()),
});

/**
 * What a payment or refund of the booking was for: the booking itself (or, at a pay-at-the-hotel rate, its card
 * guarantee, nothing charged), a date change's fee and fare difference, the lower fare difference paid back, or a
 * date change's payment paid back because the change could not be made.
 */
export const PAYMENT_PURPOSES_OF_TRIP = [
  'booking',
  'card_guarantee',
  'date_change',
  'fare_difference_refund',
  'date_change_refund',
] as const;
export type TripPaymentPurpose = (typeof PAYMENT_PURPOSES_OF_TRIP)[number];

/** Every money movement of a booking outside its cancellation refunds (which have their own timeline), oldest first. */
export const TripPaymentEntry = Type.Object({
  kind: Type.Union([Type.Literal('payment'), Type.Literal('refund')]),
  purpose: Type.Union(PAYMENT_PURPOSES_OF_TRIP.map((purpose) => Type.Literal(purpose))),
  /** Date changes: the new flight and day, e.g. '6E 204 on 2026-12-14'. */
  detail: Type.Optional(Type.String()),
  gateway: Type.String(),
  /** The payment's or the refund's id. */
  reference: Type.String(),
  amountMinor: Minor,
  currency: Type.String(),
  /** A payment's status (PaymentStatus) or a refund's (pending, processed, failed). */
  status: Type.String(),
  at: Nullable(Type.String()),
});
export type TripPaymentEntry = Static<typeof TripPaymentEntry>;

export const PAID_LINE_KINDS = [
  'base_fare',
  'taxes_and_fees',
  'convenience_fee',
  'seats',
  'add_ons',
  'discount',
  'date_change_fee',
  'fare_difference_paid',
  'fare_difference_refunded',
] as const;
export type PaidLineKind = (typeof PAID_LINE_KINDS)[number];

/** A line of "What you paid": a discount and a refunded fare difference are below 0. */
export const PaidLine = Type.Object({
  kind: Type.Union(PAID_LINE_KINDS.map((kind) => Type.Literal(kind))),
  amountMinor: Minor,
  /** Date change lines: the new flight and day, e.g. '6E 204 on 2026-12-14'. */
  detail: Type.Optional(Type.String()),
});
export type PaidLine = Static<typeof PaidLine>;

/** What was paid for a flight booking, line by line as booked and then each date change; the lines add up. */
export const TripPaid = Type.Object({ lines: Type.Array(PaidLine), totalMinor: Minor, currency: Type.String() });
export type TripPaid = Static<typeof TripPaid>;

/** One room of a hotel stay: its lead guest's name and who sleeps there (RoomGuests, with the lead guest). */
export const HotelStayRoom = Type.Object({
  leadGuest: Type.String(),
  adults: Type.Integer(),
  children: Type.Integer(),
  childAges: Type.Array(Type.Integer()),
});
export type HotelStayRoom = Static<typeof HotelStayRoom>;

export const HotelStay = Type.Object({
  hotelName: Type.String(),
  city: Type.String(),
  guestName: Type.String(),
  checkIn: Type.String(),
  checkOut: Type.String(),
  guests: Type.Integer(),
  rooms: Type.Integer(),
  cancellationPolicy: Type.String(),
  /** A stay booked through the hotel checkout: each room's lead guest and who sleeps there, in room order. */
  roomGuests: Type.Optional(Type.Array(HotelStayRoom)),
});

export const TripDetail = Type.Object({
  summary: TripSummary,
  flight: Type.Optional(OrderView),
  /** Flights: what was paid, line by line. */
  paid: Type.Optional(TripPaid),
  hotel: Type.Optional(HotelStay),
  payment: Type.Union([TripPayment, Type.Null()]),
  /** Every payment of the booking (its own, each date change's) and each fare difference paid back. */
  payments: Type.Array(TripPaymentEntry),
  documents: Type.Array(Type.Object({ label: Type.String(), url: Type.String() })),
  actions: Type.Array(TripAction),
  refunds: Type.Array(TripRefund),
});
export type TripDetail = Static<typeof TripDetail>;

export const TripDetailReply = Type.Object({ success: Type.Literal(true), trip: TripDetail });
export type TripDetailReply = Static<typeof TripDetailReply>;

export const CancellationPreviewReply = Type.Object({ success: Type.Literal(true), preview: CancellationPreview });
export type CancellationPreviewReply = Static<typeof CancellationPreviewReply>;

export const EXCEPTION_REASONS = ['medical', 'schedule_change'] as const;
export type ExceptionReason = (typeof EXCEPTION_REASONS)[number];

export const CancelTripBody = Type.Object({
  /** within_rules: cancel now for the preview's refund; otherwise ask the back office for an exception. */
  request: Type.Union([Type.Literal('within_rules'), ...EXCEPTION_REASONS.map((reason) => Type.Literal(reason))]),
  /** The traveller's own words; required for an exception. */
  details: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type CancelTripBody = Static<typeof CancelTripBody>;

export const CancelTripReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  refund: TripRefund,
});
export type CancelTripReply = Static<typeof CancelTripReply>;

const Reference = Type.String({ minLength: 6, maxLength: 20, pattern: '^[A-Za-z0-9-]+$' });
const Email = Type.String({ pattern: EMAIL_PATTERN.source, maxLength: 254 });

export const GuestLookupBody = Type.Object({ reference: Reference, email: Email });
export type GuestLookupBody = Static<typeof GuestLookupBody>;

export const GuestLookupReply = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type GuestLookupReply = Static<typeof GuestLookupReply>;

export const GuestVerifyBody = Type.Object({
  reference: Reference,
  email: Email,
  code: Type.String({ pattern: '^[0-9]{6}$' }),
});
export type GuestVerifyBody = Static<typeof GuestVerifyBody>;

export const GuestVerifyReply = Type.Object({
  success: Type.Literal(true),
  trip: TripSummary,
  /** Reads and manages this one booking (?token=…) for an hour. */
  token: Type.String(),
});
export type GuestVerifyReply = Static<typeof GuestVerifyReply>;

/** The same answer whether or not a booking matched. */
export const GUEST_LOOKUP_SENT = 'If a booking matches, we have emailed a 6-digit code to that address.';
export const GUEST_CODE_INVALID = 'That code is wrong or has expired. Ask for a new one.';

/** A line of the account's travel credit: a refund the traveller chose to take as credit. */
export const TravelCreditEntry = Type.Object({
  amountMinor: Minor,
  currency: Type.String(),
  reason: Type.String(),
  /** The booking whose cancellation it came from. */
  bookingId: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type TravelCreditEntry = Static<typeof TravelCreditEntry>;

/** GET /api/trips/travel-credit: the signed-in account's balance per currency and its lines, newest first. */
export const TravelCreditReply = Type.Object({
  success: Type.Literal(true),
  balances: Type.Array(Type.Object({ amountMinor: Minor, currency: Type.String() })),
  entries: Type.Array(TravelCreditEntry),
});
export type TravelCreditReply = Static<typeof TravelCreditReply>;
