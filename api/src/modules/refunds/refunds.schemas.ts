import { Type, type Static } from '@sinclair/typebox';
import { GATEWAY_NAMES, REFUND_STATUSES } from './gateways/gateway';
import type { RefundRow } from './refunds.repository';

export const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const Refund = Type.Object({
  id: Type.String(),
  amount: Type.Integer({ description: 'Minor units (paise)' }),
  currency: Type.String(),
  status: literals(REFUND_STATUSES),
  gateway: literals(GATEWAY_NAMES),
  mode: Type.Union([Type.Literal('live'), Type.Literal('sandbox')]),
  paymentId: Type.String(),
  bookingId: Type.Union([Type.String(), Type.Null()]),
  cancellationId: Type.Union([Type.String(), Type.Null()]),
  reason: Type.String(),
  gatewayRefundId: Type.Union([Type.String(), Type.Null()]),
  failureReason: Type.Union([Type.String(), Type.Null()]),
  unconfirmed: Type.Boolean({
    description: 'The gateway has not clearly answered whether it made this refund; it counts as made until it does',
  }),
  manual: Type.Boolean({ description: 'Not backed by an approved cancellation or a cancelled booking' }),
  createdAt: Type.String(),
});

export const toRefund = (row: RefundRow): Static<typeof Refund> => ({
  id: row.id,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  gateway: row.gateway,
  mode: row.mode,
  paymentId: row.paymentId,
  bookingId: row.bookingId,
  cancellationId: row.cancellationId,
  reason: row.reason,
  gatewayRefundId: row.gatewayRefundId,
  failureReason: row.failureReason,
  unconfirmed: row.unconfirmedSince !== null,
  manual: row.manual,
  createdAt: row.createdAt,
});
