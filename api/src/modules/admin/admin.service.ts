import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CancellationRequest } from '@travel/contracts/admin';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { ApiError } from '../../plugins/errors';
import {
  cancelBooking,
  cancellationStats,
  decidePending,
  findCancellationRequest,
  linkRefund,
  listCancellationRequests,
  refundPartsOf,
  since,
  type CancellationRequestRow,
} from './admin.repository';
import { approvedMail, rejectedMail } from './admin.mail';
import type { BookingsService } from '../bookings/bookings.service';
import type { HotelCheckoutService } from '../hotel-checkout/hotel-checkout.service';
import type { RefundsService } from '../refunds/refunds.service';
import type { TripsService } from '../trips/trips.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RefundRow = Awaited<ReturnType<FastifyInstance['refunds']['submit']>>;

/** What the approval center works with: hotel requests (bookings), flight exceptions (trips) and their refunds. */
export interface AdminDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  trips: Pick<
    TripsService,
    'isFlightCancellation' | 'creditTravel' | 'decideException' | 'exceptionRequests' | 'exceptionStats' | 'auditTrail'
  >;
  bookings: Pick<BookingsService, 'cancelled'>;
  hotelCheckout: Pick<HotelCheckoutService, 'refundCreditShare'>;
  refunds: RefundsService;
}

export interface Decision {
  request: CancellationRequest;
  /** The first refund the approval made (null for a rejection or nothing to refund). */
  refund: RefundRow | null;
  /** Every refund it made: one per payment when it is paid back across the booking's payments. */
  refunds: RefundRow[];
}

/** The requests with every part of their refunds, so none is shown as its first part only. */
async function withRefundParts(deps: AdminDeps, requests: CancellationRequestRow[]): Promise<CancellationRequest[]> {
  const parts = await refundPartsOf(
    deps.db,
    requests.map((request) => request.id),
  );
  return requests.map((request) => ({
    ...request,
    refunds: parts
      .filter((part) => part.cancellationId === request.id)
      .map(({ cancellationId: _cancellationId, ...part }) => part),
  }));
}

/** The latest attempt of each part of a cancellation's refund, as made. */
async function latestRefunds(deps: AdminDeps, cancellationId: string): Promise<RefundRow[]> {
  const latest = new Map<string, RefundRow>();
  for (const refund of await deps.refunds.ofCancellation(cancellationId)) latest.set(refund.paymentId, refund);
  return [...latest.values()];
}

/**
 * Approves or rejects a pending request as the given admin. Approval cancels the booking and records the
 * refund of the net amount in the same transaction as the status change; the refund is then sent to the
 * booking's gateway. A request that is no longer pending answers 409 and nothing changes.
 */
export async function decideCancellation(
  deps: AdminDeps,
  input: { id: string; action: 'approve' | 'reject'; notes: string; adminId: string | null },
): Promise<Decision> {
  if (!UUID.test(input.id)) throw new ApiError(404, 'Cancellation request not found');
  const refunds = deps.refunds;
  if (await deps.trips.isFlightCancellation(input.id)) return decideFlightException(deps, input);

  const reservation = await deps.db.transaction(async (transaction) => {
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
    await deps.bookings.cancelled(tx, decided.bookingId);
    if (decided.netRefundMinor <= 0) return undefined;
    // The traveller chose travel credit: it is credited to their account, nothing goes back to the gateway.
    if (decided.refundPreference === 'credit' && booking) {
      await deps.trips.creditTravel(tx, {
        email: booking.email,
        amountMinor: decided.netRefundMinor,
        currency: booking.currency,
        bookingId: decided.bookingId,
        cancellationRequestId: decided.id,
      });
      return undefined;
    }
    // Paid partly with travel credit: the credit's share goes back to credit, the rest to the payment.
    const { toOriginalMinor } = await deps.hotelCheckout.refundCreditShare(
      tx,
      decided.bookingId,
      decided.netRefundMinor,
    );
    if (toOriginalMinor <= 0) return undefined;
    if (!booking?.paymentReference) {
      throw new ApiError(409, `Booking ${decided.bookingId} has no payment on record to refund.`);
    }
    const made = await refunds.reserve(tx, {
      paymentId: booking.paymentReference,
      amountMinor: toOriginalMinor,
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
  const row = (await findCancellationRequest(deps.db, input.id))!;
  const mail = input.action === 'approve' ? approvedMail(row, refund?.id ?? null) : rejectedMail(row);
  await deps.mailer.send(mail).catch((error) => deps.log.error({ err: error }, 'decision email not sent'));
  const [request] = await withRefundParts(deps, [row]);
  return { request, refund, refunds: refund ? [refund] : [] };
}

/** A flight exception (My Trips) is decided by the trips module, which refunds through the order's gateway. */
async function decideFlightException(
  deps: AdminDeps,
  input: { id: string; action: 'approve' | 'reject'; notes: string; adminId: string | null },
): Promise<Decision> {
  const decided = await deps.trips.decideException(
    input.id,
    input.action === 'approve' ? 'approved' : 'rejected',
    input.adminId,
    input.notes.trim() || null,
  );
  const rows = await deps.trips.exceptionRequests({ status: 'all', priority: 'all', since: null, id: input.id });
  const [request] = await withRefundParts(deps, rows);
  const refunds = await latestRefunds(deps, input.id);
  const refund = refunds.find((made) => made.id === decided.refundId) ?? refunds[0] ?? null;
  return { request, refund, refunds };
}

/**
 * The admin module's service, as `app.admin`: the cancellation approval center, over hotel cancellation requests
 * and flight exceptions alike.
 */
export function adminService(deps: AdminDeps) {
  return {
    async listCancellationRequests(filter: Parameters<typeof listCancellationRequests>[1]) {
      const hotels = await listCancellationRequests(deps.db, filter);
      const flights = await deps.trips.exceptionRequests({
        status: filter.status,
        priority: filter.priority,
        since: filter.dateRange === 'all' ? null : since(filter.dateRange, filter.timeZone),
      });
      const requests = [...hotels, ...flights].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 500);
      return withRefundParts(deps, requests);
    },
    async cancellationStats() {
      const hotels = await cancellationStats(deps.db);
      const flights = await deps.trips.exceptionStats();
      return {
        pending: hotels.pending + flights.pending,
        approved: hotels.approved + flights.approved,
        rejected: hotels.rejected + flights.rejected,
        total: hotels.total + flights.total,
      };
    },
    /** The booking's audit trail: a flight order's own events, or a hotel request's steps; then its refund's. */
    async history(id: string) {
      if (!UUID.test(id)) throw new ApiError(404, 'Cancellation request not found');
      const [flight] = await deps.trips.exceptionRequests({ status: 'all', priority: 'all', since: null, id });
      const request = flight ?? (await findCancellationRequest(deps.db, id));
      if (!request) throw new ApiError(404, 'Cancellation request not found');
      const events = flight
        ? (await deps.trips.auditTrail(flight.bookingId)).map((e) => ({
            at: e.createdAt,
            event: e.event,
            detail: e.detail,
          }))
        : [
            { at: request.createdAt, event: 'cancellation_requested', detail: request.reason },
            ...(request.processedAt
              ? [{ at: request.processedAt, event: request.status, detail: request.notes ?? '' }]
              : []),
          ];
      // Every attempt of every part of the refund, each named by its refund id.
      const refund = (
        await Promise.all(
          (await deps.refunds.ofCancellation(request.id)).map(async (made) =>
            (await deps.refunds.events(made.id)).map((e) => ({
              at: e.createdAt,
              event: `refund_${e.step}`,
              detail: `${made.id} (${made.gateway}, ${made.amountMinor} ${made.currency})${e.detail ? `: ${e.detail}` : ''}`,
            })),
          ),
        )
      ).flat();
      return [...events, ...refund].sort((a, b) => a.at.localeCompare(b.at));
    },
    decideCancellation: (input: Parameters<typeof decideCancellation>[1]) => decideCancellation(deps, input),
  };
}

export type AdminService = ReturnType<typeof adminService>;
