import { Type, type SchemaOptions, type Static, type TLiteral, type TUnion } from '@sinclair/typebox';
import { ADMIN_PAGE_SIZE } from '../admin/admin.constants';
import { BookingReference } from '../payments/payments.schemas';
import {
  GATEWAY_NAMES,
  REFUND_PRODUCTS,
  REFUND_REASONS,
  REFUND_SEARCH_MAX,
  REFUND_STATUSES,
} from './refunds.constants';

// /api/refunds: refund management for staff (initiate, history, a refund, a gateway's connection), with the
// types both sides use. Money in minor units (paise for INR) with its currency beside it.

/** One of a fixed list of strings, as a union of literals (so the type is the list's). */
export const literals = <T extends string>(values: readonly T[], options?: SchemaOptions): TUnion<TLiteral<T>[]> =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  );

/** live: the gateway's real API; sandbox: the built-in simulation (no keys set). */
export const GatewayMode = literals(['live', 'sandbox'] as const);
export type GatewayMode = Static<typeof GatewayMode>;

/** An ISO 4217 code such as INR. */
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$' });

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const Refund = Type.Object({
  id: Type.String(),
  amountMinor: Type.Integer(),
  currency: Type.String(),
  status: literals(REFUND_STATUSES),
  gateway: literals(GATEWAY_NAMES),
  mode: GatewayMode,
  paymentId: Type.String(),
  bookingId: nullable(Type.String()),
  cancellationId: nullable(Type.String()),
  reason: Type.String(),
  gatewayRefundId: nullable(Type.String()),
  failureReason: nullable(Type.String()),
  unconfirmed: Type.Boolean({
    description: 'The gateway has not clearly answered whether it made this refund; it counts as made until it does',
  }),
  manual: Type.Boolean({ description: 'Not backed by an approved cancellation or a cancelled booking' }),
  createdAt: Type.String(),
});
export type Refund = Static<typeof Refund>;

/**
 * One part of a refund that is paid back across several payments (a booking and its date change's), each through
 * its own payment's gateway: the traveller and the back office see every part, never only the first.
 */
export const RefundPart = Type.Object({
  refundId: Type.String(),
  paymentId: Type.String(),
  gateway: literals(GATEWAY_NAMES),
  amountMinor: Type.Integer(),
  currency: Type.String(),
  /** The refund's own status: pending (sent once it has a gateway refund id), processed or failed. */
  status: literals(REFUND_STATUSES),
  gatewayRefundId: nullable(Type.String()),
});
export type RefundPart = Static<typeof RefundPart>;

/** The most a refund may be: ₹10 crore. */
const MAX_REFUND_MINOR = 10_000_000_000;

export const InitiateRefundBody = Type.Object({
  paymentId: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  cancellationId: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  /** At least 1 in the currency's major unit (100 paise). */
  amountMinor: Type.Integer({ minimum: 100, maximum: MAX_REFUND_MINOR }),
  /** The payment's currency; a refund is made in the currency that was paid. */
  currency: CurrencyCode,
  reason: literals(REFUND_REASONS),
  gateway: literals(GATEWAY_NAMES),
});
export type InitiateRefundBody = Static<typeof InitiateRefundBody>;

export const InitiateRefundHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const InitiateRefundReply = Type.Object({
  success: Type.Literal(true),
  refundId: Type.String(),
  message: Type.String(),
  /** true when an earlier identical request already made this refund. */
  replayed: Type.Boolean(),
  refund: Refund,
});
export type InitiateRefundReply = Static<typeof InitiateRefundReply>;

export const RefundHistoryQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
});
export type RefundHistoryQuery = Static<typeof RefundHistoryQuery>;

/** Newest first. */
export const RefundHistoryReply = Type.Object({ success: Type.Literal(true), data: Type.Array(Refund) });
export type RefundHistoryReply = Static<typeof RefundHistoryReply>;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

/** GET /api/refunds: one page of the refunds (RefundListFilter), newest first, in the reader's time zone. */
export const RefundListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  status: Type.Optional(literals(REFUND_STATUSES)),
  product: Type.Optional(literals(REFUND_PRODUCTS)),
  gateway: Type.Optional(literals(GATEWAY_NAMES)),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  q: Type.Optional(Type.String({ maxLength: REFUND_SEARCH_MAX })),
  /** The reader's IANA time zone, where the days of from and to begin; the site's home, India, by default. */
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type RefundListQuery = Static<typeof RefundListQuery>;

/** A refund in the list, with what was booked and by whom. */
export const RefundListItem = Type.Composite([
  Refund,
  Type.Object({
    /** null for a refund whose booking is not known (a payment refunded by hand before bookings were kept). */
    product: Type.Union([literals(REFUND_PRODUCTS), Type.Null()]),
    /** The booking's reference: a flight order's (whose refunds have no bookingId) or a hotel booking's id. */
    reference: nullable(Type.String()),
    customerEmail: nullable(Type.String()),
  }),
]);
export type RefundListItem = Static<typeof RefundListItem>;

export const RefundListReply = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(RefundListItem),
  page: Type.Integer(),
  pageSize: Type.Integer({ default: ADMIN_PAGE_SIZE }),
  /** Refunds matching the filters, on every page. */
  total: Type.Integer(),
  /** At least 1, so "page 1 of 1" reads right when nothing matches. */
  pages: Type.Integer(),
});
export type RefundListReply = Static<typeof RefundListReply>;

export const GatewayParams = Type.Object({ gateway: literals(GATEWAY_NAMES) });
export type GatewayParams = Static<typeof GatewayParams>;

/** What the API found when it asked a gateway. */
export const GatewayStatusReply = Type.Object({
  success: Type.Literal(true),
  gateway: literals(GATEWAY_NAMES),
  label: Type.String(),
  mode: GatewayMode,
  connected: Type.Boolean(),
  latencyMs: Type.Integer(),
  message: Type.String(),
  checkedAt: Type.String(),
});
export type GatewayStatusReply = Static<typeof GatewayStatusReply>;

export const RefundParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export type RefundParams = Static<typeof RefundParams>;

export const RefundReply = Type.Object({ success: Type.Literal(true), refund: Refund });
export type RefundReply = Static<typeof RefundReply>;

/** What a gateway webhook answers: whether the event was seen before, and whether a refund changed. */
export const WebhookReply = Type.Object({
  success: Type.Literal(true),
  duplicate: Type.Boolean(),
  updated: Type.Boolean(),
});
export type WebhookReply = Static<typeof WebhookReply>;

/** POST /api/refunds/webhooks/sandbox: the sandbox gateway's word on one of its simulated refunds. */
export const SandboxRefundWebhookBody = Type.Object({
  eventId: Type.String({ minLength: 1, maxLength: 100 }),
  /** rfnd_sbx_… */
  gatewayRefundId: Type.String({ pattern: '^rfnd_sbx_[a-z0-9_]+$', maxLength: 100 }),
  status: Type.Union([Type.Literal('processed'), Type.Literal('failed')]),
});
export type SandboxRefundWebhookBody = Static<typeof SandboxRefundWebhookBody>;

/** GET /api/refunds/bookings/:reference (staff): what the refund form needs, from a booking's reference. */
export const BookingRefundParams = Type.Object({ reference: BookingReference });
export type BookingRefundParams = Static<typeof BookingRefundParams>;
export const BookingRefundReply = Type.Object({
  success: Type.Literal(true),
  reference: Type.String(),
  paymentId: Type.String(),
  gateway: Type.Union([Type.Literal('razorpay'), Type.Literal('stripe'), Type.Literal('sandbox')]),
  currency: Type.String(),
  /** What is left to refund of the payment. */
  refundableMinor: Type.Integer(),
  /** The booking's latest approved cancellation, if any: the reason order_cancelled then applies. */
  cancellationId: Type.Union([Type.String(), Type.Null()]),
});
export type BookingRefundReply = Static<typeof BookingRefundReply>;
