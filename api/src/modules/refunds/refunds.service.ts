import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Refund } from '@travel/contracts/refunds';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import { GatewayError } from '../../gateways/http';
import { gatewayLabel, type GatewayName, type RefundReason } from '../../gateways/refunds';
import type { Gateways } from './refunds.gateways';
import {
  findCancellationBooking,
  findLiveRefundForCancellation,
  findRefundById,
  findRefundByIdempotencyKey,
  insertRefund,
  listRefunds,
  pageRefunds,
  type RefundListRow,
  type RefundListWhere,
  lockPayment,
  markFailed,
  markUnconfirmed,
  pendingSandboxRefunds,
  recordGatewayRefund,
  unconfirmedRefunds,
  refundedSoFar,
  updateStatusByGatewayRefundId,
  refundEvents,
  refundsOfCancellation,
  paymentOfBooking,
  paidApartFromOrder,
  takeUnnotifiedEvents,
  type PaidApart,
  type RefundEvent,
  type RefundRow,
} from './refunds.repository';

/** A stored refund as the API answers it. */
export const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  amountMinor: row.amountMinor,
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

// What other modules use of this module's parts, through its public face.
export type { RefundRow } from './refunds.repository';
export type { GatewayName } from '../../gateways/refunds';

export interface RefundRequest {
  paymentId: string;
  amountMinor: number;
  /** The payment's currency; a refund in any other is refused. */
  currency: string;
  reason: RefundReason;
  cancellationId: string | null;
  gateway: GatewayName;
  /** The client's Idempotency-Key header, if any. */
  idempotencyKey?: string;
  /** The admin asking, or the traveller cancelling (null: a guest). */
  initiatedBy: string | null;
}

export interface Reservation {
  refund: RefundRow;
  /** false when an earlier identical request already made this refund. */
  created: boolean;
}

const money = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amountMinor / 100);

/**
 * What makes two requests the same refund. The keys are those stored with refunds made before amounts were
 * called amountMinor, so replaying one of them still matches; the currency is the payment's, so not part of it.
 */
function fingerprintOf(request: RefundRequest): string {
  const { paymentId, amountMinor, reason, cancellationId, gateway } = request;
  return JSON.stringify({ paymentId, amountPaise: amountMinor, reason, cancellationId, gateway });
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
  if (payment.currency !== request.currency) {
    throw new ApiError(
      400,
      `Payment ${request.paymentId} was made in ${payment.currency}; refund it in ${payment.currency}.`,
    );
  }
  let cancellationStatus: string | undefined;
  if (request.cancellationId) {
    const cancellation = await findCancellationBooking(tx, request.cancellationId);
    if (!cancellation) throw new ApiError(404, `No cancellation request found with ID ${request.cancellationId}`);
    if (cancellation.bookingId !== payment.bookingId) {
      throw new ApiError(
        400,
        `Cancellation ${request.cancellationId} is for booking ${cancellation.bookingId}, not for payment ${request.paymentId}.`,
      );
    }
    cancellationStatus = cancellation.status;
  }
  const cancelled = cancellationStatus === 'approved' || payment.bookingStatus === 'cancelled';
  if (request.reason === 'order_cancelled' && !cancelled) {
    throw new ApiError(409, notCancelledMessage(request.cancellationId, cancellationStatus));
  }
  const remaining = payment.amountPaidMinor - (await refundedSoFar(tx, request.paymentId));
  if (request.amountMinor > remaining) {
    throw new ApiError(
      400,
      remaining > 0
        ? `The amount is more than what remains refundable for this payment (${money(remaining, payment.currency)}).`
        : 'This payment has already been refunded in full.',
    );
  }
  const refund = await insertRefund(tx, {
    id: `rf_${randomBytes(9).toString('hex')}`,
    gateway: request.gateway,
    mode: gateways[request.gateway].mode,
    paymentId: request.paymentId,
    bookingId: payment.flightOrderId || payment.unbooked ? null : payment.bookingId,
    flightOrderId: payment.flightOrderId,
    cancellationId: request.cancellationId,
    amountMinor: request.amountMinor,
    currency: payment.currency,
    reason: request.reason,
    idempotencyKey: request.idempotencyKey ?? null,
    requestFingerprint: fingerprint,
    initiatedBy: request.initiatedBy,
    manual: request.reason !== 'order_cancelled',
  });
  if (refund) return { refund, created: true };
  // A concurrent identical request inserted first; answer with its refund.
  const winner = await findEarlier(tx, request, fingerprint);
  if (!winner) throw new ApiError(409, 'This refund is already being processed. Please refresh the list.');
  return { refund: winner, created: false };
}

/** Why order_cancelled does not apply: the cancellation was not approved and the booking is not cancelled. */
function notCancelledMessage(cancellationId: string | null, status: string | undefined): string {
  const instead = 'choose the reason for a manual refund instead of order_cancelled.';
  if (!cancellationId) return `The booking is not cancelled; ${instead}`;
  if (status === 'rejected') return `Cancellation ${cancellationId} was rejected; ${instead}`;
  return `Cancellation ${cancellationId} has not been approved; approve it first, or ${instead}`;
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
    const byCancellation = await findLiveRefundForCancellation(db, request.cancellationId, request.paymentId);
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
  /**
   * Reserves, then submits to the gateway. A definite refusal leaves the refund failed and throws 502; an
   * unclear answer leaves it pending and unconfirmed (see reconcile). A replayed request reconciles its refund.
   */
  initiate(request: RefundRequest): Promise<Reservation>;
  /**
   * Records a refund inside the caller's transaction (a cancellation approved by an admin), without calling the
   * gateway: submit it once that transaction has committed.
   */
  reserve(tx: Db, request: RefundRequest): Promise<Reservation>;
  /** Sends a reserved refund to its gateway (idempotent: the refund id is the gateway's idempotency key). */
  submit(refund: RefundRow): Promise<RefundRow>;
  /**
   * Settles what the gateway did with a refund: an unconfirmed or unsent one is looked up at the gateway by our
   * reference and, if the gateway has none, sent again with the same id and idempotency key; a submitted one has
   * its status read again. Throws GatewayError when the gateway cannot be asked.
   */
  reconcile(refund: RefundRow): Promise<RefundRow>;
  /** Reconciles every unconfirmed refund (and unsent ones older than the given age); answers how many it tried. */
  reconcileUnconfirmed(olderThanSeconds?: number): Promise<number>;
  /** The latest refunds, after settling sandbox refunds and (for up to a moment) reconciling unconfirmed ones. */
  history(limit: number): Promise<RefundRow[]>;
  /** One page of the refunds matching the filters, brought up to date as history() does. */
  list(where: RefundListWhere, page: number, pageSize: number): Promise<{ rows: RefundListRow[]; total: number }>;
  /** A refund reconciled with its gateway. */
  refresh(id: string): Promise<RefundRow>;
  /** Resolves when no background reconciliation runs. */
  idle(): Promise<void>;
  gateways: Gateways;
  /**
   * Called after a refund's stored status or gateway id changed (submitted, reconciled, a webhook), once the
   * change is committed; a listener that throws is logged. Answers a function that unsubscribes.
   */
  onChange(listener: RefundChangeListener): () => void;
  /** Tells the listeners that this refund changed (the webhooks call it after their transaction). */
  changed(refundId: string): Promise<void>;
  find(refundId: string): Promise<RefundRow | undefined>;
  /** Every refund of a cancellation, oldest first. */
  ofCancellation(cancellationId: string): Promise<RefundRow[]>;
  /** A booking's payment and what remains refundable of it, by the booking's reference (404 when none). */
  bookingPayment(reference: string): Promise<NonNullable<Awaited<ReturnType<typeof paymentOfBooking>>>>;
  /** Minor units of a payment (our id or the gateway's, as refunds name it) refunded or on their way back. */
  refundedSoFar(paymentId: string, tx?: Db): Promise<number>;
  /** The refund's timeline at its gateway (sent, processed, failed). */
  events(refundId: string): Promise<RefundEvent[]>;
  /**
   * What a flight order's traveller paid apart from the order's own payment (each date change's payment,
   * captured), oldest first: a refund of everything paid refunds these too.
   */
  paidApartFromOrder(flightOrderId: string): Promise<PaidApart[]>;
  /** The timeline's steps not yet told to the traveller, marked told (each answered once). */
  takeUnnotifiedEvents(refundId: string): Promise<RefundEvent[]>;
}

export type RefundChangeListener = (refund: RefundRow) => void | Promise<void>;

/** How long a history read waits for the reconciliation it started before answering with what is stored. */
const HISTORY_RECONCILE_WAIT_MS = 1500;

export function createRefundsService({
  db,
  gateways,
  log,
}: {
  db: Db;
  gateways: Gateways;
  log: FastifyBaseLogger;
}): RefundsService {
  const listeners = new Set<RefundChangeListener>();
  async function changed(refundId: string) {
    const refund = await findRefundById(db, refundId);
    if (!refund) return;
    for (const listener of listeners) {
      try {
        await listener(refund);
      } catch (error) {
        log.error({ err: error, refundId }, 'a refund listener failed');
      }
    }
  }

  async function submit(refund: RefundRow): Promise<RefundRow> {
    if (refund.gatewayRefundId || refund.status !== 'pending') return refund;
    const gateway = gateways[refund.gateway];
    try {
      const made = await gateway.createRefund({
        paymentId: refund.paymentId,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        reason: refund.reason as RefundReason,
        idempotencyKey: refund.id,
        reference: refund.id,
        cancellationId: refund.cancellationId ?? undefined,
      });
      await recordGatewayRefund(db, refund.gateway, refund.id, made.id, made.status);
    } catch (error) {
      const message = error instanceof GatewayError ? error.message : `${gatewayLabel(refund.gateway)} failed`;
      if (error instanceof GatewayError && error.refused) {
        log.warn({ err: error, refundId: refund.id }, 'refund refused by the gateway');
        await markFailed(db, refund.id, message);
      } else {
        // It may have been made: keep it pending and counted until the gateway says.
        log.warn({ err: error, refundId: refund.id }, 'no clear answer from the gateway; refund kept unconfirmed');
        await markUnconfirmed(db, refund.id, message);
      }
    }
    await changed(refund.id);
    return (await findRefundById(db, refund.id))!;
  }

  async function reconcile(refund: RefundRow): Promise<RefundRow> {
    if (refund.status !== 'pending' && refund.status !== 'requires_action') return refund;
    const gateway = gateways[refund.gateway];
    if (refund.gatewayRefundId) {
      const now = await gateway.getRefund(refund.gatewayRefundId, refund.paymentId);
      if (await updateStatusByGatewayRefundId(db, refund.gateway, refund.gatewayRefundId, now.status)) {
        await changed(refund.id);
      }
      return (await findRefundById(db, refund.id))!;
    }
    const found = await gateway.findRefundByReference(refund.id, refund.paymentId);
    if (!found) return submit(refund);
    if (await recordGatewayRefund(db, refund.gateway, refund.id, found.id, found.status)) await changed(refund.id);
    return (await findRefundById(db, refund.id))!;
  }

  let running: Promise<number> | undefined;
  /** One pass at a time: a pass started while another runs joins it. */
  function reconcileUnconfirmed(olderThanSeconds = 30): Promise<number> {
    running ??= (async () => {
      const unconfirmed = await unconfirmedRefunds(db, olderThanSeconds);
      for (const refund of unconfirmed) {
        await reconcile(refund).catch((error) =>
          log.warn({ err: error, refundId: refund.id }, 'could not reconcile the refund with its gateway'),
        );
      }
      return unconfirmed.length;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** The sandbox settles refunds by time; bring stored statuses up to date before showing them. */
  async function settleSandboxRefunds() {
    for (const refund of await pendingSandboxRefunds(db)) {
      const now = await gateways[refund.gateway].getRefund(refund.gatewayRefundId!, refund.paymentId);
      if (now.status !== refund.status) {
        await updateStatusByGatewayRefundId(db, refund.gateway, refund.gatewayRefundId!, now.status);
        await changed(refund.id);
      }
    }
  }

  /** Statuses as fresh as a moment allows: sandbox refunds settled, unconfirmed ones asked again (not waited out). */
  async function settleBeforeReading() {
    await settleSandboxRefunds();
    const pass = reconcileUnconfirmed().catch((error) => {
      log.error({ err: error }, 'could not reconcile unconfirmed refunds');
      return 0;
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([pass, new Promise((resolve) => (timer = setTimeout(resolve, HISTORY_RECONCILE_WAIT_MS)))]);
    clearTimeout(timer);
  }

  return {
    gateways,
    changed,
    find: (refundId) => findRefundById(db, refundId),
    ofCancellation: (cancellationId) => refundsOfCancellation(db, cancellationId),
    async bookingPayment(reference) {
      const found = await paymentOfBooking(db, reference);
      if (!found) throw new ApiError(404, `No paid booking found with reference ${reference}`);
      return found;
    },
    events: (refundId) => refundEvents(db, refundId),
    refundedSoFar: (paymentId, tx) => refundedSoFar(tx ?? db, paymentId),
    paidApartFromOrder: (flightOrderId) => paidApartFromOrder(db, flightOrderId),
    takeUnnotifiedEvents: (refundId) => takeUnnotifiedEvents(db, refundId),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reserve: (tx, request) => reserveRefund(tx, gateways, request),
    submit,
    reconcile,
    reconcileUnconfirmed,
    async initiate(request) {
      const { refund: reserved, created } = await db.transaction((tx) =>
        reserveRefund(tx as unknown as Db, gateways, request),
      );
      // A replay finds the first attempt's refund, which may have died unsent or got no clear answer: settle it
      // with the gateway (same id, same idempotency key), never make a second one.
      const refund = created ? await submit(reserved) : await reconcile(reserved).catch(() => reserved);
      if (refund.status === 'failed') throw new ApiError(502, refund.failureReason ?? 'Failed to process refund');
      return { refund, created };
    },
    async history(limit) {
      await settleBeforeReading();
      return listRefunds(db, limit);
    },
    async list(where, page, pageSize) {
      await settleBeforeReading();
      return pageRefunds(db, where, { offset: (page - 1) * pageSize, limit: pageSize });
    },
    async refresh(id) {
      const refund = await findRefundById(db, id);
      if (!refund) throw new ApiError(404, `No refund found with ID ${id}`);
      try {
        return await reconcile(refund);
      } catch (error) {
        throw new ApiError(502, error instanceof GatewayError ? error.message : 'The gateway could not be reached');
      }
    },
    async idle() {
      await running?.catch(() => undefined);
    },
  };
}
