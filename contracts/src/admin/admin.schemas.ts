import { Type, type Static } from '@sinclair/typebox';
import { literals, Refund, RefundPart } from '../refunds/refunds.schemas';
import { DATE_RANGES, DEFAULT_CANCELLATION_FILTER, PRIORITIES, REQUEST_STATUSES } from './admin.constants';
import { RefundPreference } from '../bookings/bookings.schemas';

// /api/admin/cancellations: the cancellation approval center (admins only), with the types both sides use.
// Money in minor units (paise for INR) with the booking's currency beside it.

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** A traveller's request to cancel a booking, with the refund it would get and the admin's decision. */
export const CancellationRequest = Type.Object({
  id: Type.String(),
  bookingId: Type.String(),
  customerName: Type.String(),
  customerEmail: Type.String(),
  customerPhone: nullable(Type.String()),
  /** What was paid. */
  amountMinor: Type.Integer(),
  refundableAmountMinor: Type.Integer(),
  deductionsMinor: Type.Integer(),
  /** What the traveller gets back: refundable less deductions. */
  netRefundMinor: Type.Integer(),
  currency: Type.String(),
  departureDate: Type.String(),
  reason: Type.String(),
  additionalNotes: nullable(Type.String()),
  createdAt: Type.String(),
  priority: literals(PRIORITIES),
  status: literals(REQUEST_STATUSES),
  processedBy: nullable(Type.String()),
  processedAt: nullable(Type.String()),
  notes: nullable(Type.String()),
  refundId: nullable(Type.String()),
  refundStatus: nullable(Type.String()),
  /** Where the refund goes, as the traveller chose: the original payment, or travel credit (hotel wizard only). */
  refundPreference: RefundPreference,
  /** Every part of the refund (a flight refund may be split across the booking's payments), empty before one. */
  refunds: Type.Array(RefundPart),
});
export type CancellationRequest = Static<typeof CancellationRequest>;

export const CancellationListQuery = Type.Object({
  status: literals(['all', ...REQUEST_STATUSES] as const, { default: DEFAULT_CANCELLATION_FILTER.status }),
  priority: literals(['all', ...PRIORITIES] as const, { default: DEFAULT_CANCELLATION_FILTER.priority }),
  dateRange: literals(DATE_RANGES, { default: DEFAULT_CANCELLATION_FILTER.dateRange }),
  /** The admin's IANA time zone, which decides where "today" begins; the site's home, India, by default. */
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type CancellationListQuery = Static<typeof CancellationListQuery>;
/** The filters of the request list: the query's fields but the time zone, which the page does not choose. */
export type CancellationFilter = Omit<CancellationListQuery, 'timeZone'>;

/** Newest first, at most 500. */
export const CancellationListReply = Type.Array(CancellationRequest);
export type CancellationListReply = Static<typeof CancellationListReply>;

export const CancellationStats = Type.Object({
  pending: Type.Integer(),
  approved: Type.Integer(),
  rejected: Type.Integer(),
  total: Type.Integer(),
});
export type CancellationStats = Static<typeof CancellationStats>;

export const CancellationParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export type CancellationParams = Static<typeof CancellationParams>;

/** The acting admin comes from the session; a processedBy in the body is ignored. */
export const DecisionBody = Type.Object({
  action: literals(['approve', 'reject'] as const),
  notes: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type DecisionBody = Static<typeof DecisionBody>;

export const DecisionReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  request: CancellationRequest,
  /** The refund an approval made (null for a rejection, or nothing to refund); its status may be failed. */
  refund: Type.Union([Refund, Type.Null()]),
  /** Every refund the approval made: more than one when it is paid back across the booking's payments. */
  refunds: Type.Array(Refund),
});
export type DecisionReply = Static<typeof DecisionReply>;

/** GET /api/admin/cancellations/:id/history: the booking's audit trail, oldest first. */
export const AuditEvent = Type.Object({ at: Type.String(), event: Type.String(), detail: Type.String() });
export type AuditEvent = Static<typeof AuditEvent>;
export const AuditTrailReply = Type.Object({ success: Type.Literal(true), events: Type.Array(AuditEvent) });
export type AuditTrailReply = Static<typeof AuditTrailReply>;
