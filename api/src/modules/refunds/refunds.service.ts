import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import { GatewayError, gatewayLabel, type GatewayName, type RefundReason } from './gateways/gateway';
import type { Gateways } from './gateways';
import {
  findCancellationBooking,
  findLiveRefundForCancellation,
  findRefundById,
  findRefundByIdempotencyKey,
  insertRefund,
  listRefunds,
  lockPayment,
  markFailed,
  markSubmitted,
  pendingSandboxRefunds,
  unsentRefunds,
  refundedSoFar,
  updateStatusByGatewayRefundId,
  type RefundRow,
} from './refunds.repository';

export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  reason: RefundReason;
  cancellationId: string | null;
  gateway: GatewayName;
  /** The client's Idempotency-Key header, if any. */
  idempotencyKey?: string;
  /** The admin asking. */
  initiatedBy: string;
}

export interface Reservation {
  refund: RefundRow;
  /** false when an earlier identical request already made this refund. */
  created: boolean;
}

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

function fingerprintOf(request: RefundRequest): string {
  const { paymentId, amountPaise, reason, cancellationId, gateway } = request;
  return JSON.stringify({ paymentId, amountPaise, reason, cancellationId, gateway });
}

/**
 * Writes the refund down (status pending) before any gateway is called, after checking what remains
 * refundable of the payment. Run it inside a transaction: the payment's booking row stays locked until
 * commit, so two refunds of one payment cannot both pass the check. An identical earlier request
 * (same Idempotency-Key, or same cancellation and payment) answers with the refund it made.
 */
export async function reserveRefund(tx: Db, gateways: Gateways, request: RefundRequest): Promise<Reservation> {
  const fingerprint = fingerprintOf(request);
  const earlier = await findEarlier(tx, request, fingerprint);
  if (earlier) return { refund: earlier, created: false };

  const payment = await lockPayment(tx, request.paymentId);
  if (!payment) throw new ApiError(404, `No payment found with ID ${request.paymentId}`);
  if (payment.gateway !== request.gateway) {
    const label = gatewayLabel(payment.gateway);
    throw new ApiError(400, `Payment ${request.paymentId} was made through ${label}; switch to ${label} to refund it.`);
  }
  if (request.cancellationId) {
    const cancellation = await findCancellationBooking(tx, request.cancellationId);
    if (!cancellation) throw new ApiError(404, `No cancellation request found with ID ${request.cancellationId}`);
    if (cancellation.bookingId !== payment.bookingId) {
      throw new ApiError(
        400,
        `Cancellation ${request.cancellationId} is for booking ${cancellation.bookingId}, not for payment ${request.paymentId}.`,
      );
    }
  }
  const remaining = payment.amountPaid - (await refundedSoFar(tx, request.paymentId));
  if (request.amountPaise > remaining) {
    throw new ApiError(
      400,
      remaining > 0
        ? `The amount is more than what remains refundable for this payment (${rupees(remaining)}).`
        : 'This payment has already been refunded in full.',
    );
  }
  const refund = await insertRefund(tx, {
    id: `rf_${randomBytes(9).toString('hex')}`,
    gateway: request.gateway,
    mode: gateways[request.gateway].mode,
    paymentId: request.paymentId,
    bookingId: payment.bookingId,
    cancellationId: request.cancellationId,
    amount: request.amountPaise,
    currency: payment.currency,
    reason: request.reason,
    idempotencyKey: request.idempotencyKey ?? null,
    requestFingerprint: fingerprint,
    initiatedBy: request.initiatedBy,
  });
  if (refund) return { refund, created: true };
  // A concurrent identical request inserted first; answer with its refund.
  const winner = await findEarlier(tx, request, fingerprint);
  if (!winner) throw new ApiError(409, 'This refund is already being processed. Please refresh the list.');
  return { refund: winner, created: false };
}

async function findEarlier(db: Db, request: RefundRequest, fingerprint: string): Promise<RefundRow | undefined> {
  if (request.idempotencyKey) {
    const byKey = await findRefundByIdempotencyKey(db, request.idempotencyKey);
    if (byKey) {
      if (byKey.requestFingerprint !== fingerprint) {
        throw new ApiError(422, 'This Idempotency-Key was already used for a different refund.');
      }
      return byKey;
    }
  }
  if (request.cancellationId) {
    const byCancellation = await findLiveRefundForCancellation(db, request.cancellationId);
    if (byCancellation) {
      if (byCancellation.requestFingerprint !== fingerprint) {
        throw new ApiError(409, `Cancellation ${request.cancellationId} already has refund ${byCancellation.id}.`);
      }
      return byCancellation;
    }
  }
  return undefined;
}

export interface RefundsService {
  /** Reserves, then submits to the gateway. A gateway refusal leaves the refund failed and throws 502. */
  initiate(request: RefundRequest): Promise<Reservation>;
  /** Sends a reserved refund to its gateway (idempotent: the refund id is the gateway's idempotency key). */
  submit(refund: RefundRow): Promise<RefundRow>;
  history(limit: number): Promise<RefundRow[]>;
  /** A refund with its status read again from the gateway. */
  refresh(id: string): Promise<RefundRow>;
  /** Sends refunds that were recorded but never reached their gateway; answers how many were sent. */
  resubmitUnsent(olderThanSeconds?: number): Promise<number>;
  gateways: Gateways;
}

export function createRefundsService(db: Db, gateways: Gateways, log: FastifyBaseLogger): RefundsService {
  async function submit(refund: RefundRow): Promise<RefundRow> {
    if (refund.gatewayRefundId || refund.status !== 'pending') return refund;
    const gateway = gateways[refund.gateway];
    try {
      const made = await gateway.createRefund({
        paymentId: refund.paymentId,
        amountPaise: refund.amount,
        currency: refund.currency,
        reason: refund.reason as RefundReason,
        idempotencyKey: refund.id,
        reference: refund.id,
        cancellationId: refund.cancellationId ?? undefined,
      });
      await markSubmitted(db, refund.id, made.id, made.status);
      return { ...refund, gatewayRefundId: made.id, status: made.status };
    } catch (error) {
      const message = error instanceof GatewayError ? error.message : `${gatewayLabel(refund.gateway)} failed`;
      log.warn({ err: error, refundId: refund.id }, 'refund refused by the gateway');
      await markFailed(db, refund.id, message);
      return { ...refund, status: 'failed', failureReason: message };
    }
  }

  /** The sandbox settles refunds by time; bring stored statuses up to date before showing them. */
  async function settleSandboxRefunds() {
    for (const refund of await pendingSandboxRefunds(db)) {
      const now = await gateways[refund.gateway].getRefund(refund.gatewayRefundId!, refund.paymentId);
      if (now.status !== refund.status) {
        await updateStatusByGatewayRefundId(db, refund.gateway, refund.gatewayRefundId!, now.status);
      }
    }
  }

  return {
    gateways,
    submit,
    async initiate(request) {
      const reservation = await db.transaction((tx) => reserveRefund(tx as unknown as Db, gateways, request));
      // A replay of a refund that never reached its gateway (the first attempt died) sends it now; the
      // gateway dedupes on the refund id, so two submissions of one refund still refund once.
      const refund = await submit(reservation.refund);
      if (refund.status === 'failed') throw new ApiError(502, refund.failureReason ?? 'Failed to process refund');
      return { refund, created: reservation.created };
    },
    async history(limit) {
      await settleSandboxRefunds();
      return listRefunds(db, limit);
    },
    async resubmitUnsent(olderThanSeconds = 30) {
      const unsent = await unsentRefunds(db, olderThanSeconds);
      for (const refund of unsent) await submit(refund);
      return unsent.length;
    },
    async refresh(id) {
      const refund = await findRefundById(db, id);
      if (!refund) throw new ApiError(404, `No refund found with ID ${id}`);
      if (!refund.gatewayRefundId) return refund;
      try {
        const now = await gateways[refund.gateway].getRefund(refund.gatewayRefundId, refund.paymentId);
        await updateStatusByGatewayRefundId(db, refund.gateway, refund.gatewayRefundId, now.status);
      } catch (error) {
        throw new ApiError(502, error instanceof GatewayError ? error.message : 'The gateway could not be reached');
      }
      return (await findRefundById(db, id))!;
    },
  };
}
