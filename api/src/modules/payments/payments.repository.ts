import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows } from '../../db/rows';
import type { PaymentGatewayName, PaymentStatus, PaymentView } from '@travel/contracts/payments';

export const PAYMENT_PURPOSES = ['flight_order', 'hotel_order', 'flight_date_change', 'hotel_guarantee'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * A card guarantee (a pay-at-the-hotel rate): the gateway checks and keeps the card, nothing is charged. Its amount
 * is 0; 'captured' means the gateway accepted the card (Stripe's SetupIntent succeeded, Razorpay's authorisation
 * transaction was authorised), never that money moved.
 */
export const GUARANTEE_PURPOSES: readonly PaymentPurpose[] = ['hotel_guarantee'];
export const isGuarantee = (payment: Pick<Payment, 'purpose'>) => GUARANTEE_PURPOSES.includes(payment.purpose);

/**
 * created: written, the gateway order not made yet (or its answer unclear); pending: the customer can pay;
 * requires_action: the bank wants the customer to authenticate (3-D Secure); captured: paid (final);
 * failed: declined or refused (the customer may try again on the same payment).
 */

export type PaymentEventSource = 'start' | 'browser' | 'webhook' | 'reconcile';

/** A payment as stored; amount in minor units of its currency. */
export interface Payment {
  id: string;
  purpose: PaymentPurpose;
  orderId: string;
  gateway: PaymentGatewayName;
  gatewayOrderId: string | null;
  gatewayPaymentId: string | null;
  amountMinor: number;
  currency: string;
  status: PaymentStatus;
  failureReason: string | null;
  description: string;
  customerEmail: string;
  returnUrl: string;
  idempotencyKey: string;
  gatewayAttempts: number;
  createdAt: string;
  updatedAt: string;
}

/** What the browser may know of a payment. */
export const toPaymentView = (payment: Payment): PaymentView => ({
  id: payment.id,
  status: payment.status,
  gateway: payment.gateway,
  amountMinor: payment.amountMinor,
  currency: payment.currency,
  failureReason: payment.failureReason,
  updatedAt: payment.updatedAt,
});

export interface PaymentEvent {
  status: PaymentStatus;
  applied: boolean;
  source: PaymentEventSource;
  gatewayEventId: string | null;
  summary: string;
  createdAt: string;
}

const COLUMNS = sql`
  id, purpose, order_id AS "orderId", gateway, gateway_order_id AS "gatewayOrderId",
  gateway_payment_id AS "gatewayPaymentId", amount_minor AS "amountMinor", currency, status,
  failure_reason AS "failureReason", description, customer_email AS "customerEmail", return_url AS "returnUrl",
  idempotency_key AS "idempotencyKey", gateway_attempts AS "gatewayAttempts",
  ${isoTimestamp(sql`created_at`)} AS "createdAt", ${isoTimestamp(sql`updated_at`)} AS "updatedAt"`;

// bigint arrives as a string from node-postgres.
const toPayment = (row: Payment): Payment => ({ ...row, amountMinor: Number(row.amountMinor) });

async function onePayment(db: Db, where: SQL, lock = false): Promise<Payment | undefined> {
  const rows = await queryRows<Payment>(
    db,
    sql`SELECT ${COLUMNS} FROM payments WHERE ${where} LIMIT 1 ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0] && toPayment(rows[0]);
}

export const findPayment = (db: Db, id: string) => onePayment(db, sql`id = ${id}`);
export const findPaymentByGatewayOrder = (db: Db, gateway: PaymentGatewayName, gatewayOrderId: string) =>
  onePayment(db, sql`gateway = ${gateway} AND gateway_order_id = ${gatewayOrderId}`);
/** The payment, its row locked until the transaction ends: signals about one payment are applied one by one. */
export const lockPayment = (db: Db, id: string) => onePayment(db, sql`id = ${id}`, true);

export interface NewPayment {
  id: string;
  purpose: PaymentPurpose;
  orderId: string;
  gateway: PaymentGatewayName;
  amountMinor: number;
  currency: string;
  description: string;
  customerEmail: string;
  returnUrl: string;
  idempotencyKey: string;
}

/** Writes the payment, or finds the one already written under its idempotency key. */
export async function insertOrFindPayment(db: Db, payment: NewPayment): Promise<Payment> {
  const [inserted] = await queryRows<Payment>(
    db,
    sql`INSERT INTO payments (id, purpose, order_id, gateway, amount_minor, currency, description, customer_email,
                              return_url, idempotency_key)
        VALUES (${payment.id}, ${payment.purpose}, ${payment.orderId}, ${payment.gateway}, ${payment.amountMinor},
                ${payment.currency}, ${payment.description}, ${payment.customerEmail}, ${payment.returnUrl},
                ${payment.idempotencyKey})
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING ${COLUMNS}`,
  );
  const found = inserted ? toPayment(inserted) : await onePayment(db, sql`idempotency_key = ${payment.idempotencyKey}`);
  if (!found) throw new Error('payment vanished after insert');
  return found;
}

/**
 * Takes the right to create the gateway order: only when none is recorded and no other call holds a lease
 * younger than `leaseMs`. Answers the payment with its attempt counted, or nothing.
 */
export async function claimGatewayCall(db: Db, id: string, leaseMs: number): Promise<Payment | undefined> {
  const rows = await queryRows<Payment>(
    db,
    sql`UPDATE payments SET gateway_call_at = now(), gateway_attempts = gateway_attempts + 1, updated_at = now()
        WHERE id = ${id} AND status = 'created' AND gateway_order_id IS NULL
          AND (gateway_call_at IS NULL OR gateway_call_at < now() - make_interval(secs => ${leaseMs / 1000}))
        RETURNING ${COLUMNS}`,
  );
  return rows[0] && toPayment(rows[0]);
}

export async function releaseGatewayCall(db: Db, id: string): Promise<void> {
  await queryRows(db, sql`UPDATE payments SET gateway_call_at = NULL WHERE id = ${id}`);
}

/** created → pending with the gateway's order id; false when it was already recorded. */
export async function recordGatewayOrder(db: Db, id: string, gatewayOrderId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE payments SET gateway_order_id = ${gatewayOrderId}, status = 'pending', gateway_call_at = NULL,
               updated_at = now()
        WHERE id = ${id} AND status = 'created' AND gateway_order_id IS NULL
        RETURNING id`,
  );
  return rows.length > 0;
}

/** Moves the payment to `to` only from one of `from`; answers whether it moved. */
export async function transitionPayment(
  db: Db,
  id: string,
  to: PaymentStatus,
  from: readonly PaymentStatus[],
  details: { gatewayPaymentId?: string; failureReason?: string },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE payments
        SET status = ${to}, updated_at = now(),
            gateway_payment_id = coalesce(${details.gatewayPaymentId ?? null}, gateway_payment_id),
            failure_reason = ${to === 'failed' ? (details.failureReason ?? 'The payment was declined') : null}
        WHERE id = ${id} AND status IN (${sql.join(
          from.map((status) => sql`${status}`),
          sql`, `,
        )})
        RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * Appends a signal to the payment's audit trail. A webhook's event id is recorded once: answers false when it
 * was recorded before (a redelivery).
 */
export async function recordPaymentEvent(
  db: Db,
  event: { paymentId: string; status: PaymentStatus; applied: boolean; source: PaymentEventSource; summary: string },
  gatewayEventId?: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO payment_events (payment_id, status, applied, source, gateway_event_id, summary)
        VALUES (${event.paymentId}, ${event.status}, ${event.applied}, ${event.source}, ${gatewayEventId ?? null},
                ${event.summary.slice(0, 500)})
        ON CONFLICT (gateway_event_id) DO NOTHING
        RETURNING id::text AS id`,
  );
  return rows.length > 0;
}

/** Records that the listeners took this status (unless the payment has moved on meanwhile). */
export async function markNotified(db: Db, id: string, status: PaymentStatus): Promise<void> {
  await queryRows(db, sql`UPDATE payments SET notified_status = ${status} WHERE id = ${id} AND status = ${status}`);
}

/** Payments settled (captured, failed, requires_action) whose listeners have not taken that status yet. */
export async function unnotifiedPayments(db: Db): Promise<{ id: string; previousStatus: PaymentStatus }[]> {
  // The status before: the one applied before the latest applied signal (the latest is the status itself).
  return queryRows(
    db,
    sql`SELECT p.id,
               coalesce((SELECT e.status FROM payment_events e WHERE e.payment_id = p.id AND e.applied
                         ORDER BY e.id DESC OFFSET 1 LIMIT 1), 'created') AS "previousStatus"
        FROM payments p
        WHERE p.status IN ('captured', 'failed', 'requires_action') AND p.notified_status IS DISTINCT FROM p.status
        ORDER BY p.updated_at LIMIT 500`,
  );
}

/** Payments still waiting for the gateway's word (pending, requires_action) last changed before `olderThanMs`. */
export async function awaitedPayments(db: Db, olderThanMs: number): Promise<{ id: string }[]> {
  return queryRows(
    db,
    sql`SELECT id FROM payments
        WHERE status IN ('pending', 'requires_action') AND gateway <> 'sandbox'
          AND updated_at < now() - make_interval(secs => ${olderThanMs / 1000})
        ORDER BY updated_at LIMIT 500`,
  );
}

export async function paymentEvents(db: Db, paymentId: string): Promise<PaymentEvent[]> {
  return queryRows<PaymentEvent>(
    db,
    sql`SELECT status, applied, source, gateway_event_id AS "gatewayEventId", summary,
               ${isoTimestamp(sql`created_at`)} AS "createdAt"
        FROM payment_events WHERE payment_id = ${paymentId} ORDER BY id`,
  );
}
