import { Type, type Static } from '@sinclair/typebox';

// GET /api/admin/supplier-orders: orders the traveller paid for that their supplier has not confirmed yet.

export const StuckSupplierOrder = Type.Object({
  /** Our booking reference, written on the supplier's order where its protocol allows. */
  reference: Type.String(),
  orderKind: Type.Union([Type.Literal('flight'), Type.Literal('hotel')]),
  supplier: Type.String(),
  /** The supplier as staff know it ('Duffel', 'TripJack'). */
  label: Type.String(),
  offerId: Type.String(),
  amountMinor: Type.Integer({ minimum: 0 }),
  currency: Type.String(),
  /** When the payment asked for it (ISO 8601). */
  paidAt: Type.String(),
  minutesWaiting: Type.Integer({ minimum: 0 }),
  /** Tries started; more than 0: it may have reached the supplier, so it is looked up before anything is sent. */
  attempts: Type.Integer({ minimum: 0 }),
  lastError: Type.Union([Type.String(), Type.Null()]),
  /** 'waiting' (the job sends it soon), 'retrying' (unclear answer, looked up on the next try) or 'stopped'. */
  state: Type.Union([Type.Literal('waiting'), Type.Literal('retrying'), Type.Literal('stopped')]),
  /** What staff should do about it, in a sentence or two. */
  action: Type.String(),
});
export type StuckSupplierOrder = Static<typeof StuckSupplierOrder>;

export const StuckSupplierOrdersReply = Type.Object({
  success: Type.Literal(true),
  orders: Type.Array(StuckSupplierOrder, { description: 'oldest first' }),
});
export type StuckSupplierOrdersReply = Static<typeof StuckSupplierOrdersReply>;
