import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { RefundRow } from '../refunds/refunds.repository';
import type { RefundsService } from '../refunds/refunds.service';
import type { Payment } from './payments.repository';
import type { PaymentsService } from './payments.service';

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
  payments: Pick<PaymentsService, 'reconcile'>;
  refunds: Pick<RefundsService, 'reserve' | 'submit'>;
  log: FastifyBaseLogger;
}

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
