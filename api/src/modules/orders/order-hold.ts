import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows } from '../../db/rows';
import type { Jobs } from '../../jobs/jobs';
import type { RefundRow } from '../refunds/refunds.service';
import type { RefundsService } from '../refunds/refunds.service';
import type { Payment } from '../payments/payments.service';
import type { BrowserPayment } from '../payments/payments.service';
import type { PaymentsService, StartPaymentInput } from '../payments/payments.service';

/**
 * What the modules that hold inventory until a payment comes (flight orders, hotel orders, date changes) do
 * alike: expire a hold left unpaid, and give back whole a payment captured after its hold ended. Each module
 * passes what differs: how its row is read and locked, how its seats or rooms go back, the event it records.
 */

/** The refund of a payment captured after its hold ended is filed under this key, followed by our payment id. */
export const PAID_AFTER_HOLD = 'paid-after-hold:';

/** Our id of the payment a paid-after-hold refund gives back; undefined for any other refund. */
export const paidAfterHoldPaymentId = (refund: Pick<RefundRow, 'idempotencyKey'>): string | undefined =>
  refund.idempotencyKey?.startsWith(PAID_AFTER_HOLD) ? refund.idempotencyKey.slice(PAID_AFTER_HOLD.length) : undefined;

/** The columns every held row has. */
export interface HoldRow {
  status: string;
  paymentId: string | null;
  holdExpiresAt: string;
}

export interface UnpaidHold<Row extends HoldRow> {
  /** The status of a hold still waiting for its payment. */
  waiting: Row['status'];
  /** The row, read again; locked (FOR UPDATE) in the given transaction when `lock`. */
  find(db: Db, lock: boolean): Promise<Row | undefined>;
  /** In the transaction, the row locked and its hold over: mark it expired, put its inventory back, record it. */
  release(tx: Db, row: Row): Promise<void>;
}

/**
 * Files the whole payment's refund in the settling transaction, once per payment: a repeated signal about the
 * same capture finds the refund already filed, and then `record` is not run again. Answers the refund when it
 * was filed now.
 */
export type RefundPaidAfterHold = (
  payment: Payment,
  record: (refund: RefundRow) => Promise<void>,
) => Promise<RefundRow | undefined>;

export interface OrderHoldDeps {
  db: Db;
  payments: Pick<PaymentsService, 'reconcile' | 'start'>;
  refunds: Pick<RefundsService, 'reserve' | 'submit'>;
  jobs: Pick<Jobs, 'enqueue'>;
  log: FastifyBaseLogger;
}

/** How a module records that a row's payment started: the same two writes for every held order or change. */
export interface PaymentStartRecord {
  /** The repository's writer of the payment id on the row (an order, a date change). */
  recordPaymentId(db: Db, rowId: string, paymentId: string): Promise<void>;
  /** The repository's writer of the order's audit trail. */
  trail(db: Db, orderId: string, event: string, detail: string): Promise<void>;
  /** The order whose trail tells of the payment, when the row is not that order (a date change's order). */
  orderId?: string;
  event: string;
  detail(payment: BrowserPayment): string;
}

/** The tables of orders that hold seats or rooms until they are paid. */
export type HeldOrdersTable = 'flight_orders' | 'hotel_orders';

export function orderHold(deps: OrderHoldDeps) {
  const { db, log } = deps;

  return {
    /**
     * Expires a hold whose time has run out, unless its payment went through after all. Answers whether it
     * expired it (the caller then tells its caches).
     */
    async expireUnpaid<Row extends HoldRow>(hold: UnpaidHold<Row>): Promise<boolean> {
      const row = await hold.find(db, false);
      if (!row || row.status !== hold.waiting) return false;
      if (row.paymentId) {
        // A webhook may have been lost: ask the gateway first. A capture settles the hold through the module's
        // payment listener; an answer that is not clear changes nothing, and the hold expires (a capture coming
        // later is then paid after the hold).
        const payment = await deps.payments.reconcile(row.paymentId);
        if (payment.status === 'captured') return false;
      }
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        // The payment listener locks the same row: whichever comes second sees what the first one did.
        const locked = await hold.find(txDb, true);
        if (!locked || locked.status !== hold.waiting || Date.parse(locked.holdExpiresAt) > Date.now()) return false;
        await hold.release(txDb, locked);
        return true;
      });
    },

    /**
     * Its payment has started: a held order's hold runs `minutes` from its creation (never shorter than it was),
     * so a payment under way keeps the inventory longer than a checkout left unpaid does; its expiry job (on
     * `expiryQueue`, whose payload is `{ orderId }`) runs again when the longer hold ends. False, changing
     * nothing, when the order is no longer held (its expiry came first): its payment must not start.
     */
    async holdWhilePaying(order: {
      table: HeldOrdersTable;
      id: string;
      minutes: number;
      expiryQueue: string;
    }): Promise<boolean> {
      const [held] = await queryRows<{ holdExpiresAt: string }>(
        db,
        sql`UPDATE ${sql.raw(order.table)}
            SET hold_expires_at = greatest(hold_expires_at, created_at + make_interval(mins => ${order.minutes}))
            WHERE id = ${order.id}::uuid AND status = 'held'
            RETURNING ${isoTimestamp(sql`hold_expires_at`)} AS "holdExpiresAt"`,
      );
      if (!held) return false;
      await deps.jobs.enqueue(
        order.expiryQueue,
        { orderId: order.id },
        { runAt: new Date(held.holdExpiresAt), singletonKey: `expire:${order.id}:paying` },
      );
      return true;
    },

    /**
     * Starts (or resumes: the same idempotency key answers the same payment) the payment a row waits for, and
     * the first time records it: its payment id on the row, then `record.event` on the order's trail.
     */
    async startPayment(
      input: StartPaymentInput,
      row: { id: string; paymentId: string | null },
      record: PaymentStartRecord,
    ): Promise<BrowserPayment> {
      const payment = await deps.payments.start(input);
      if (row.paymentId !== payment.paymentId) {
        await record.recordPaymentId(db, row.id, payment.paymentId);
        await record.trail(db, record.orderId ?? row.id, record.event, record.detail(payment));
      }
      return payment;
    },

    /**
     * Runs a payment listener's work in one transaction, in which a payment captured after its hold ended (its
     * seats or rooms gone) is given back with `refundPaidAfterHold`; what it filed is sent to the gateway once
     * the transaction has committed.
     */
    async settle<T>(work: (tx: Db, refundPaidAfterHold: RefundPaidAfterHold) => Promise<T>): Promise<T> {
      const filed: RefundRow[] = [];
      const result = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        return work(txDb, async (payment, record) => {
          const { refund, created } = await deps.refunds.reserve(txDb, {
            paymentId: payment.gatewayPaymentId ?? payment.id,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            reason: 'other',
            cancellationId: null,
            gateway: payment.gateway,
            idempotencyKey: `${PAID_AFTER_HOLD}${payment.id}`,
            initiatedBy: null,
          });
          if (!created) return undefined;
          await record(refund);
          log.warn(
            { paymentId: payment.id, purpose: payment.purpose, orderId: payment.orderId, refundId: refund.id },
            'paid after the hold ended: refunded',
          );
          filed.push(refund);
          return refund;
        });
      });
      // One the gateway did not answer is settled by the refunds' reconcile job.
      for (const refund of filed) {
        await deps.refunds
          .submit(refund)
          .catch((error: unknown) =>
            log.error({ err: error, refundId: refund.id }, 'a late payment refund was not sent'),
          );
      }
      return result;
    },
  };
}
