import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import {
  cancelBooking,
  cancellationStats,
  decidePending,
  findCancellationRequest,
  linkRefund,
  listCancellationRequests,
  type CancellationRequestRow,
} from './admin.repository';
import { approvedMail, rejectedMail } from './admin.mail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RefundRow = Awaited<ReturnType<FastifyInstance['refunds']['submit']>>;

export interface Decision {
  request: CancellationRequestRow;
  refund: RefundRow | null;
}

/**
 * Approves or rejects a pending request as the given admin. Approval cancels the booking and records the
 * refund of the net amount in the same transaction as the status change; the refund is then sent to the
 * booking's gateway. A request that is no longer pending answers 409 and nothing changes.
 */
export async function decideCancellation(
  app: FastifyInstance,
  input: { id: string; action: 'approve' | 'reject'; notes: string; adminId: string },
): Promise<Decision> {
  if (!UUID.test(input.id)) throw new ApiError(404, 'Cancellation request not found');
  const refunds = app.refunds;

  const reservation = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const decided = await decidePending(tx, input.id, {
      status: input.action === 'approve' ? 'approved' : 'rejected',
      adminId: input.adminId,
      notes: input.notes.trim(),
    });
    if (!decided) {
      const existing = await findCancellationRequest(tx, input.id);
      if (!existing) throw new ApiError(404, 'Cancellation request not found');
      throw new ApiError(409, `This cancellation request has already been ${existing.status}.`);
    }
    if (input.action === 'reject') return undefined;

    const booking = await cancelBooking(tx, decided.bookingId);
    // The booking's module puts its rooms back on sale, in this transaction.
    await app.bookings.cancelled(tx, decided.bookingId);
    if (decided.netRefundMinor <= 0) return undefined;
    if (!booking?.paymentReference) {
      throw new ApiError(409, `Booking ${decided.bookingId} has no payment on record to refund.`);
    }
    const made = await refunds.reserve(tx, {
      paymentId: booking.paymentReference,
      amountMinor: decided.netRefundMinor,
      currency: booking.currency,
      reason: 'order_cancelled',
      cancellationId: decided.id,
      gateway: booking.gateway,
      initiatedBy: input.adminId,
    });
    await linkRefund(tx, decided.id, made.refund.id);
    return made;
  });

  // After commit: the gateway call must not hold the row locks. A refusal leaves the refund failed (shown
  // in refund management, where it can be initiated again); the approval stands.
  const refund = reservation ? await refunds.submit(reservation.refund) : null;
  const request = (await findCancellationRequest(app.db, input.id))!;
  const mail = input.action === 'approve' ? approvedMail(request, refund?.id ?? null) : rejectedMail(request);
  await app.mailer.send(mail).catch((error) => app.log.error({ err: error }, 'decision email not sent'));
  return { request, refund };
}

/** The admin module's service, as `app.admin`: the cancellation approval center. */
export function adminService(app: FastifyInstance) {
  return {
    listCancellationRequests: (filter: Parameters<typeof listCancellationRequests>[1]) =>
      listCancellationRequests(app.db, filter),
    cancellationStats: () => cancellationStats(app.db),
    decideCancellation: (input: Parameters<typeof decideCancellation>[1]) => decideCancellation(app, input),
  };
}

export type AdminService = ReturnType<typeof adminService>;
