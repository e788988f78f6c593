import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { GatewayName, RefundStatus } from '../../gateways/refunds';
import { isoTimestamp, queryRows } from '../../db/rows';

/** A refund as stored; money in minor units of its currency. */
export interface RefundRow {
  id: string;
  gateway: GatewayName;
  mode: 'live' | 'sandbox';
  gatewayRefundId: string | null;
  paymentId: string;
  bookingId: string | null;
  cancellationId: string | null;
  amountMinor: number;
  currency: string;
  reason: string;
  status: RefundStatus;
  failureReason: string | null;
  idempotencyKey: string | null;
  requestFingerprint: string;
  /** Set while the gateway has not clearly said whether it made the refund (it counts as made meanwhile). */
  unconfirmedSince: string | null;
  /** The unclear answer last seen from the gateway. */
  gatewayError: string | null;
  /** Not backed by an approved cancellation or a cancelled booking: staff gave the reason. */
  manual: boolean;
  createdAt: string;
}

const REFUND_COLUMNS = sql`
  id, gateway, mode, gateway_refund_id AS "gatewayRefundId", payment_id AS "paymentId", booking_id AS "bookingId",
  cancellation_id AS "cancellationId", amount_minor AS "amountMinor", currency, reason, status, failure_reason AS "failureReason",
  idempotency_key AS "idempotencyKey", request_fingerprint AS "requestFingerprint",
  ${isoTimestamp(sql`unconfirmed_since`)} AS "unconfirmedSince", gateway_error AS "gatewayError", manual,
  ${isoTimestamp(sql`created_at`)} AS "createdAt"`;

async function oneRefund(db: Db, where: SQL): Promise<RefundRow | undefined> {
  const rows = await queryRows<RefundRow>(db, sql`SELECT ${REFUND_COLUMNS} FROM refunds WHERE ${where} LIMIT 1`);
  return rows[0];
}

export const findRefundById = (db: Db, id: string) => oneRefund(db, sql`id = ${id}`);
export const findRefundByGatewayId = (db: Db, gateway: GatewayName, gatewayRefundId: string) =>
  oneRefund(db, sql`gateway = ${gateway} AND gateway_refund_id = ${gatewayRefundId}`);
export const findRefundByIdempotencyKey = (db: Db, key: string) => oneRefund(db, sql`idempotency_key = ${key}`);
/** The cancellation's live refund from one payment (a flight's refund may be paid back from several). */
export const findLiveRefundForCancellation = (db: Db, cancellationId: string, paymentId: string) =>
  oneRefund(db, sql`cancellation_id = ${cancellationId} AND payment_id = ${paymentId} AND status <> 'failed'`);

/**
 * The payment behind a hotel booking or a flight order (by our payment id or the gateway's), its booking's row
 * locked until the transaction ends so refunds of it queue up.
 */
export async function lockPayment(db: Db, paymentId: string): Promise<PaidBooking | undefined> {
  const hotel = await queryRows<PaidBooking>(
    db,
    sql`SELECT id AS "bookingId", NULL AS "flightOrderId", status AS "bookingStatus",
               amount_paid_minor AS "amountPaidMinor", gateway, currency
        FROM bookings WHERE payment_reference = ${paymentId} FOR UPDATE`,
  );
  if (hotel[0]) return hotel[0];
  const flight = await queryRows<PaidBooking>(
    db,
    sql`SELECT o.reference AS "bookingId", o.id::text AS "flightOrderId", o.status AS "bookingStatus",
               p.amount_minor::integer AS "amountPaidMinor", p.gateway, trim(p.currency) AS currency
        FROM flight_orders o JOIN payments p ON p.id = o.payment_id
        WHERE p.status = 'captured' AND (p.id = ${paymentId} OR p.gateway_payment_id = ${paymentId})
        FOR UPDATE OF o`,
  );
  if (flight[0]) return flight[0];
  // The fare difference of a flight's date change, paid apart from the order's own payment.
  const dateChange = await queryRows<PaidBooking>(
    db,
    sql`SELECT o.reference AS "bookingId", o.id::text AS "flightOrderId", o.status AS "bookingStatus",
               p.amount_minor::integer AS "amountPaidMinor", p.gateway, trim(p.currency) AS currency
        FROM payments p JOIN flight_date_changes d ON d.id::text = p.order_id JOIN flight_orders o ON o.id = d.order_id
        WHERE p.purpose = 'flight_date_change' AND p.status = 'captured'
          AND (p.id = ${paymentId} OR p.gateway_payment_id = ${paymentId})
        FOR UPDATE OF o`,
  );
  if (dateChange[0]) return dateChange[0];
  // A hotel order paid after its hold ended: never booked, so refunded on the order alone.
  const hotelOrder = await queryRows<PaidBooking>(
    db,
    sql`SELECT o.reference AS "bookingId", NULL AS "flightOrderId", o.status AS "bookingStatus",
               p.amount_minor::integer AS "amountPaidMinor", p.gateway, trim(p.currency) AS currency,
               true AS "unbooked"
        FROM hotel_orders o JOIN payments p ON p.id = o.payment_id
        WHERE p.status = 'captured' AND o.status IN ('expired', 'cancelled')
          AND (p.id = ${paymentId} OR p.gateway_payment_id = ${paymentId})
        FOR UPDATE OF o`,
  );
  return hotelOrder[0];
}

export interface PaidBooking {
  /** The hotel booking's id, or the flight order's reference. */
  bookingId: string;
  /** Set for a flight order. */
  flightOrderId: string | null;
  /** confirmed, cancelled, completed … */
  bookingStatus: string;
  amountPaidMinor: number;
  gateway: GatewayName;
  currency: string;
  /** A hotel order paid after its hold ended: no booking row to refer to. */
  unbooked?: boolean;
}

/** A cancellation's booking (a hotel booking's id or a flight order's reference) and decision. */
export async function findCancellationBooking(db: Db, cancellationId: string) {
  const rows = await queryRows<{ bookingId: string; status: string }>(
    db,
    sql`SELECT booking_id AS "bookingId", status FROM cancellation_requests WHERE id::text = ${cancellationId}
        UNION ALL
        SELECT o.reference AS "bookingId", c.status FROM flight_cancellations c JOIN flight_orders o ON o.id = c.order_id
        WHERE c.id::text = ${cancellationId}`,
  );
  return rows[0];
}

/** Minor units already refunded or on their way back for a payment (failed refunds do not count). */
export async function refundedSoFar(db: Db, paymentId: string): Promise<number> {
  const rows = await queryRows<{ total: number | string | null }>(
    db,
    sql`SELECT coalesce(sum(amount_minor), 0) AS total FROM refunds WHERE payment_id = ${paymentId} AND status <> 'failed'`,
  );
  return Number(rows[0].total ?? 0);
}

export interface NewRefund {
  id: string;
  gateway: GatewayName;
  mode: 'live' | 'sandbox';
  paymentId: string;
  bookingId: string | null;
  flightOrderId: string | null;
  cancellationId: string | null;
  amountMinor: number;
  currency: string;
  reason: string;
  idempotencyKey: string | null;
  requestFingerprint: string;
  initiatedBy: string | null;
  manual: boolean;
}

/** Inserts the refund; undefined when the same Idempotency-Key or cancellation got there first. */
export async function insertRefund(db: Db, refund: NewRefund): Promise<RefundRow | undefined> {
  const rows = await queryRows<RefundRow>(
    db,
    sql`INSERT INTO refunds (id, gateway, mode, payment_id, booking_id, flight_order_id, cancellation_id, amount_minor,
                             currency, reason, idempotency_key, request_fingerprint, initiated_by, manual)
        VALUES (${refund.id}, ${refund.gateway}, ${refund.mode}, ${refund.paymentId}, ${refund.bookingId},
                ${refund.flightOrderId}::uuid, ${refund.cancellationId}, ${refund.amountMinor}, ${refund.currency}, ${refund.reason},
                ${refund.idempotencyKey}, ${refund.requestFingerprint}, ${refund.initiatedBy}, ${refund.manual})
        ON CONFLICT DO NOTHING
        RETURNING ${REFUND_COLUMNS}`,
  );
  return rows[0];
}

/** The gateway definitely refused the refund: it no longer counts toward what was refunded. */
export async function markFailed(db: Db, id: string, failureReason: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE refunds SET status = 'failed', failure_reason = ${failureReason}, unconfirmed_since = NULL,
                           updated_at = now()
        WHERE id = ${id} AND status = 'pending' AND gateway_refund_id IS NULL
        RETURNING id`,
  );
  if (rows[0]) await recordRefundEvent(db, id, 'failed', failureReason);
}

/** A step of the refund's timeline (sent, processed, failed), read by My Trips. */
export async function recordRefundEvent(db: Db, refundId: string, step: string, detail = ''): Promise<void> {
  await db.execute(sql`INSERT INTO refund_events (refund_id, step, detail) VALUES (${refundId}, ${step}, ${detail})`);
}

/** The gateway gave no clear answer: the refund stays pending (and counted) until it is asked again. */
export async function markUnconfirmed(db: Db, id: string, gatewayError: string) {
  await db.execute(
    sql`UPDATE refunds SET unconfirmed_since = coalesce(unconfirmed_since, now()), gateway_error = ${gatewayError},
                           updated_at = now()
        WHERE id = ${id} AND status = 'pending' AND gateway_refund_id IS NULL`,
  );
}

/**
 * A status the gateway reported. A refund already processed or failed keeps its final status, so a late
 * or out-of-order event cannot move it back. Answers whether a refund changed.
 */
export async function updateStatusByGatewayRefundId(
  db: Db,
  gateway: GatewayName,
  gatewayRefundId: string,
  status: RefundStatus,
): Promise<boolean> {
  // One statement: a process killed in between cannot leave the status changed and its step missing.
  const rows = await queryRows<{ id: string }>(
    db,
    sql`WITH changed AS (
          UPDATE refunds SET status = ${status}, updated_at = now()
          WHERE gateway = ${gateway} AND gateway_refund_id = ${gatewayRefundId}
            AND status IN ('pending', 'requires_action') AND status <> ${status}
          RETURNING id),
        steps AS (
          INSERT INTO refund_events (refund_id, step)
          SELECT id, ${status} FROM changed WHERE ${status} IN ('processed', 'failed'))
        SELECT id FROM changed`,
  );
  return rows.length > 0;
}

/**
 * The gateway made the refund: record its id and status (it is no longer unconfirmed). Only for a refund not
 * yet recorded as accepted; answers whether one changed.
 */
export async function recordGatewayRefund(
  db: Db,
  gateway: GatewayName,
  refundId: string,
  gatewayRefundId: string,
  status: RefundStatus,
): Promise<boolean> {
  // One statement: a process killed in between cannot leave the refund sent with no 'sent' on its timeline
  // (the reconciliation looks only at refunds without a gateway id, so nothing would ever write it).
  const rows = await queryRows<{ id: string }>(
    db,
    sql`WITH changed AS (
          UPDATE refunds SET gateway_refund_id = ${gatewayRefundId}, status = ${status}, unconfirmed_since = NULL,
                             gateway_error = NULL, updated_at = now()
          WHERE id = ${refundId} AND gateway = ${gateway} AND status = 'pending' AND gateway_refund_id IS NULL
          RETURNING id),
        steps AS (
          INSERT INTO refund_events (refund_id, step, detail)
          SELECT id, step, detail FROM changed
          CROSS JOIN (VALUES (1, 'sent', ${gatewayRefundId}), (2, ${status}, '')) AS s (n, step, detail)
          WHERE s.n = 1 OR ${status} IN ('processed', 'failed')
          ORDER BY s.n)
        SELECT id FROM changed`,
  );
  return rows.length > 0;
}

export async function listRefunds(db: Db, limit: number): Promise<RefundRow[]> {
  return queryRows<RefundRow>(
    db,
    sql`SELECT ${REFUND_COLUMNS} FROM refunds ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
}

/** A refund in staff's list: the product and the booking's email beside it. */
export interface RefundListRow extends RefundRow {
  product: 'flight' | 'hotel' | null;
  /** The booking's reference: a flight order's (its refunds have no booking_id) or a hotel booking's id. */
  reference: string | null;
  customerEmail: string | null;
}

export interface RefundListWhere {
  status?: RefundStatus;
  product?: 'flight' | 'hotel';
  gateway?: GatewayName;
  /** Days (YYYY-MM-DD), both included, in timeZone. */
  from?: string;
  to?: string;
  timeZone: string;
  /** Part of a booking reference or an email, any letter case. */
  q?: string;
}

// A flight refund names its order (booking_id stays empty); a hotel booking's refund names the booking.
const REFUND_LIST_FROM = sql`
  refunds r
  LEFT JOIN flight_orders o ON o.id = r.flight_order_id
  LEFT JOIN bookings b ON r.flight_order_id IS NULL AND b.id = r.booking_id`;
const REFUND_PRODUCT = sql`CASE WHEN o.id IS NOT NULL THEN 'flight' WHEN b.id IS NOT NULL THEN 'hotel' END`;

function refundListConditions(where: RefundListWhere): SQL {
  const conditions: SQL[] = [sql`TRUE`];
  if (where.status) conditions.push(sql`r.status = ${where.status}`);
  if (where.gateway) conditions.push(sql`r.gateway = ${where.gateway}`);
  if (where.product) conditions.push(sql`${REFUND_PRODUCT} = ${where.product}`);
  if (where.from) conditions.push(sql`r.created_at >= (${where.from}::date)::timestamp AT TIME ZONE ${where.timeZone}`);
  if (where.to) {
    conditions.push(sql`r.created_at < (${where.to}::date + 1)::timestamp AT TIME ZONE ${where.timeZone}`);
  }
  if (where.q) {
    const pattern = `%${where.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(coalesce(o.reference, r.booking_id) ILIKE ${pattern} OR o.contact_email ILIKE ${pattern} OR b.email ILIKE ${pattern})`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

/** One page of the refunds that match, newest first, and how many match on all pages. */
export async function pageRefunds(
  db: Db,
  where: RefundListWhere,
  page: { offset: number; limit: number },
): Promise<{ rows: RefundListRow[]; total: number }> {
  const conditions = refundListConditions(where);
  const rows = await queryRows<RefundListRow>(
    db,
    sql`SELECT ${REFUND_COLUMNS}, listed.product, listed.reference, listed.customer_email AS "customerEmail"
        FROM refunds
        JOIN (SELECT r.id, ${REFUND_PRODUCT} AS product, coalesce(o.reference, r.booking_id) AS reference,
                     coalesce(o.contact_email, b.email) AS customer_email
              FROM ${REFUND_LIST_FROM} WHERE ${conditions}
              ORDER BY r.created_at DESC, r.id DESC LIMIT ${page.limit} OFFSET ${page.offset}) AS listed USING (id)
        ORDER BY refunds.created_at DESC, refunds.id DESC`,
  );
  const counted = await queryRows<{ total: number | string }>(
    db,
    sql`SELECT count(*) AS total FROM ${REFUND_LIST_FROM} WHERE ${conditions}`,
  );
  return { rows, total: Number(counted[0].total) };
}

export async function pendingSandboxRefunds(db: Db): Promise<RefundRow[]> {
  return queryRows<RefundRow>(
    db,
    sql`SELECT ${REFUND_COLUMNS} FROM refunds
        WHERE mode = 'sandbox' AND status = 'pending' AND gateway_refund_id IS NOT NULL`,
  );
}

/**
 * Refunds their gateway has not confirmed: its answer was unclear, or they were written down and never sent
 * (the process stopped in between; a younger one may still be on its way, hence the age).
 */
export async function unconfirmedRefunds(db: Db, olderThanSeconds: number): Promise<RefundRow[]> {
  return queryRows<RefundRow>(
    db,
    sql`SELECT ${REFUND_COLUMNS} FROM refunds
        WHERE status = 'pending' AND gateway_refund_id IS NULL
          AND (unconfirmed_since IS NOT NULL OR created_at < now() - make_interval(secs => ${olderThanSeconds}))
        ORDER BY created_at LIMIT 100`,
  );
}

/** Records a webhook event; false when it was seen before. */
export async function recordWebhookEvent(db: Db, gateway: GatewayName, eventId: string): Promise<boolean> {
  const rows = await queryRows<{ eventId: string }>(
    db,
    sql`INSERT INTO refund_webhook_events (gateway, event_id) VALUES (${gateway}, ${eventId})
        ON CONFLICT DO NOTHING RETURNING event_id AS "eventId"`,
  );
  return rows.length > 0;
}

export interface RefundEvent {
  step: string;
  detail: string;
  createdAt: string;
}

/** The refund's steps at its gateway, oldest first. */
export async function refundEvents(db: Db, refundId: string): Promise<RefundEvent[]> {
  return queryRows<RefundEvent>(
    db,
    sql`SELECT step, detail, ${isoTimestamp(sql`created_at`)} AS "createdAt" FROM refund_events
        WHERE refund_id = ${refundId} ORDER BY id`,
  );
}

/** The steps nobody was told of yet, marked told: each is answered once, whoever asks. */
export async function takeUnnotifiedEvents(db: Db, refundId: string): Promise<RefundEvent[]> {
  return queryRows<RefundEvent>(
    db,
    sql`UPDATE refund_events SET notified_at = now() WHERE refund_id = ${refundId} AND notified_at IS NULL
        RETURNING step, detail, ${isoTimestamp(sql`created_at`)} AS "createdAt"`,
  );
}

/** A booking's payment by the booking's reference (a hotel booking's id or a flight order's), for the form. */
export async function paymentOfBooking(db: Db, reference: string) {
  const rows = await queryRows<{
    reference: string;
    paymentId: string;
    gateway: GatewayName;
    currency: string;
    paidMinor: number;
    cancellationId: string | null;
  }>(
    db,
    sql`SELECT b.id AS reference, b.payment_reference AS "paymentId", b.gateway, b.currency, b.amount_paid_minor AS "paidMinor",
               (SELECT c.id::text FROM cancellation_requests c WHERE c.booking_id = b.id AND c.status = 'approved'
                ORDER BY c.created_at DESC LIMIT 1) AS "cancellationId"
        FROM bookings b WHERE b.id = ${reference.toUpperCase()} AND b.payment_reference IS NOT NULL
        UNION ALL
        SELECT o.reference, coalesce(p.gateway_payment_id, p.id), p.gateway, trim(p.currency), p.amount_minor::integer,
               (SELECT c.id::text FROM flight_cancellations c WHERE c.order_id = o.id AND c.status = 'approved'
                ORDER BY c.created_at DESC LIMIT 1)
        FROM flight_orders o JOIN payments p ON p.id = o.payment_id
        WHERE o.reference = ${reference.toUpperCase()} AND p.status = 'captured'`,
  );
  const row = rows[0];
  return row && { ...row, refundableMinor: row.paidMinor - (await refundedSoFar(db, row.paymentId)) };
}

/** Every refund made for a cancellation, oldest first (a failed one and its retry). */
export async function refundsOfCancellation(db: Db, cancellationId: string): Promise<RefundRow[]> {
  return queryRows<RefundRow>(
    db,
    sql`SELECT ${REFUND_COLUMNS} FROM refunds WHERE cancellation_id = ${cancellationId} ORDER BY created_at, id`,
  );
}

/** A payment made for a flight order apart from its own: a date change's (fee and fare difference). */
export interface PaidApart {
  /** The date change it paid for. */
  changeId: string;
  /** As refunds name a payment: the gateway's id, else ours. */
  paymentId: string;
  amountMinor: number;
  currency: string;
  gateway: GatewayName;
}

/** The captured payments of a flight order's date changes, oldest first. */
export async function paidApartFromOrder(db: Db, flightOrderId: string): Promise<PaidApart[]> {
  return queryRows<PaidApart>(
    db,
    sql`SELECT d.id::text AS "changeId", coalesce(p.gateway_payment_id, p.id) AS "paymentId",
               p.amount_minor::integer AS "amountMinor", trim(p.currency) AS currency, p.gateway
        FROM flight_date_changes d JOIN payments p ON p.id = d.payment_id
        WHERE d.order_id = ${flightOrderId}::uuid AND p.purpose = 'flight_date_change' AND p.status = 'captured'
        ORDER BY d.created_at, d.id`,
  );
}
