import type { CompletedDateChange } from '@travel/contracts/rules';
import type { DateChangeStatus } from '@travel/contracts/trips';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { GatewayName } from '../refunds/refunds.service';
import { decisionCounts, isoTimestamp, queryRows } from '../../db/rows';

/** A flight order's cancellation, with the refund preview as the traveller saw it. */
export interface FlightCancellationRow {
  id: string;
  orderId: string;
  kind: 'automatic' | 'exception';
  reason: string;
  details: string | null;
  status: 'pending' | 'approved' | 'rejected';
  refundMinor: number;
  paidMinor: number;
  currency: string;
  /** JSON of the preview's lines. */
  lines: string;
  refundId: string | null;
  decidedAt: string | null;
  adminNotes: string | null;
  createdAt: string;
}

const CANCELLATION_COLUMNS = sql`
  id::text AS id, order_id::text AS "orderId", kind, reason, details, status, refund_minor AS "refundMinor",
  paid_minor AS "paidMinor", trim(currency) AS currency, lines, refund_id AS "refundId",
  ${isoTimestamp(sql`decided_at`)} AS "decidedAt", admin_notes AS "adminNotes",
  ${isoTimestamp(sql`created_at`)} AS "createdAt"`;

export type NewFlightCancellation = Pick<
  FlightCancellationRow,
  'orderId' | 'kind' | 'reason' | 'details' | 'status' | 'refundMinor' | 'paidMinor' | 'currency' | 'lines'
> & { decidedBy: string | null };

/** Inserts it; undefined when the order already has a live (pending or approved) cancellation. */
export async function insertCancellation(
  db: Db,
  row: NewFlightCancellation,
): Promise<FlightCancellationRow | undefined> {
  const rows = await queryRows<FlightCancellationRow>(
    db,
    sql`INSERT INTO flight_cancellations (order_id, kind, reason, details, status, refund_minor, paid_minor, currency,
                                          lines, decided_by, decided_at)
        VALUES (${row.orderId}::uuid, ${row.kind}, ${row.reason}, ${row.details}, ${row.status}, ${row.refundMinor},
                ${row.paidMinor}, ${row.currency}, ${row.lines}, ${row.decidedBy}::uuid,
                ${row.status === 'pending' ? null : sql`now()`})
        ON CONFLICT DO NOTHING
        RETURNING ${CANCELLATION_COLUMNS}`,
  );
  return rows[0];
}

export async function cancellationsOfOrder(db: Db, orderId: string): Promise<FlightCancellationRow[]> {
  return queryRows<FlightCancellationRow>(
    db,
    sql`SELECT ${CANCELLATION_COLUMNS} FROM flight_cancellations WHERE order_id = ${orderId}::uuid
        ORDER BY created_at DESC`,
  );
}

export async function findCancellation(db: Db, id: string, lock = false) {
  const rows = await queryRows<FlightCancellationRow>(
    db,
    sql`SELECT ${CANCELLATION_COLUMNS} FROM flight_cancellations WHERE id::text = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0];
}

export async function findCancellationByRefund(db: Db, refundId: string) {
  const rows = await queryRows<FlightCancellationRow>(
    db,
    // Every refund of a cancellation names it (a refund split across payments, a retry), not only the one it keeps.
    sql`SELECT ${CANCELLATION_COLUMNS} FROM flight_cancellations
        WHERE id::text = (SELECT cancellation_id FROM refunds WHERE id = ${refundId})`,
  );
  return rows[0];
}

/** The flight order a date change belongs to. */
export async function orderOfDateChange(db: Db, changeId: string): Promise<string | undefined> {
  const rows = await queryRows<{ orderId: string }>(
    db,
    sql`SELECT order_id::text AS "orderId" FROM flight_date_changes WHERE id::text = ${changeId}`,
  );
  return rows[0]?.orderId;
}

/** A flight order's completed date changes, oldest first, for "What you paid". */
export async function completedDateChanges(db: Db, orderId: string) {
  return queryRows<Omit<CompletedDateChange, 'detail'> & { flights: string }>(
    db,
    sql`SELECT fee_minor AS "feeMinor", difference_minor AS "differenceMinor", total_minor AS "totalMinor",
               new_base_fare_minor AS "newBaseFareMinor", new_taxes_and_fees_minor AS "newTaxesAndFeesMinor",
               from_base_fare_minor AS "fromBaseFareMinor", from_taxes_and_fees_minor AS "fromTaxesAndFeesMinor",
               flights
        FROM flight_date_changes WHERE order_id = ${orderId}::uuid AND status = 'completed'
        ORDER BY completed_at, created_at`,
  );
}

/** A flight order's date changes with their payment and refund, oldest first, for the trip's payments. */
export async function dateChangesOfOrder(db: Db, orderId: string) {
  return queryRows<{
    status: DateChangeStatus;
    flights: string;
    paymentId: string | null;
    refundId: string | null;
  }>(
    db,
    sql`SELECT status, flights, payment_id AS "paymentId", refund_id AS "refundId"
        FROM flight_date_changes WHERE order_id = ${orderId}::uuid
        ORDER BY created_at, id`,
  );
}

/** A flight order's captured payments: its own and those of its completed date changes, as refunds name them. */
export async function capturedPaymentsOfOrder(db: Db, orderId: string) {
  return queryRows<{ paymentId: string; gateway: GatewayName; amountMinor: number; paidAt: string }>(
    db,
    sql`SELECT coalesce(p.gateway_payment_id, p.id) AS "paymentId", p.gateway, p.amount_minor::integer AS "amountMinor",
               ${isoTimestamp(sql`p.updated_at`)} AS "paidAt"
        FROM payments p
        WHERE p.status = 'captured'
          AND (p.id = (SELECT payment_id FROM flight_orders WHERE id = ${orderId}::uuid)
               OR (p.purpose = 'flight_date_change' AND p.order_id IN
                   (SELECT id::text FROM flight_date_changes WHERE order_id = ${orderId}::uuid AND status = 'completed')))
        ORDER BY p.created_at, p.id`,
  );
}

export async function setRefund(db: Db, cancellationId: string, refundId: string): Promise<void> {
  await db.execute(sql`UPDATE flight_cancellations SET refund_id = ${refundId} WHERE id = ${cancellationId}::uuid`);
}

/** The back office's decision on a pending exception; false when it was decided already. */
export async function decide(
  db: Db,
  id: string,
  status: 'approved' | 'rejected',
  adminId: string | null,
  notes: string | null,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE flight_cancellations SET status = ${status}, decided_by = ${adminId}::uuid, decided_at = now(),
                                        admin_notes = ${notes}
        WHERE id = ${id}::uuid AND status = 'pending' RETURNING id`,
  );
  return rows.length === 1;
}

export interface LookupCodeRow {
  id: string;
  codeHash: string;
  salt: string;
  attempts: number;
}

export async function insertLookupCode(
  db: Db,
  row: { kind: string; reference: string; email: string; codeHash: string; salt: string; ttlSeconds: number },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO trip_lookup_codes (kind, reference, email, code_hash, salt, expires_at)
        VALUES (${row.kind}, ${row.reference}, ${row.email}, ${row.codeHash}, ${row.salt},
                now() + make_interval(secs => ${row.ttlSeconds}))`,
  );
}

/** How many codes were asked for this reference in the last hour (a limit on mail sent to one booking). */
export async function recentCodeCount(db: Db, reference: string): Promise<number> {
  const rows = await queryRows<{ count: number | string }>(
    db,
    sql`SELECT count(*) AS count FROM trip_lookup_codes
        WHERE reference = ${reference} AND created_at > now() - interval '1 hour'`,
  );
  return Number(rows[0].count);
}

/** The newest live code for the reference and email, its row locked: the attempt is counted before the check. */
export async function liveCode(db: Db, reference: string, email: string): Promise<LookupCodeRow | undefined> {
  const rows = await queryRows<LookupCodeRow>(
    db,
    sql`SELECT id::text AS id, code_hash AS "codeHash", salt, attempts FROM trip_lookup_codes
        WHERE reference = ${reference} AND email = ${email} AND used_at IS NULL AND expires_at > now()
        ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
  );
  return rows[0];
}

export async function countAttempt(db: Db, id: string): Promise<void> {
  await db.execute(sql`UPDATE trip_lookup_codes SET attempts = attempts + 1 WHERE id = ${id}::uuid`);
}

export async function useCode(db: Db, id: string, tokenHash: string, tokenTtlSeconds: number): Promise<void> {
  await db.execute(
    sql`UPDATE trip_lookup_codes SET used_at = now(), token_hash = ${tokenHash},
                                     token_expires_at = now() + make_interval(secs => ${tokenTtlSeconds})
        WHERE id = ${id}::uuid`,
  );
}

/** Whether a guest's token (hashed) opens this booking now. */
export async function tokenOpens(db: Db, tokenHash: string, kind: string, reference: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM trip_lookup_codes WHERE token_hash = ${tokenHash} AND kind = ${kind}
          AND reference = ${reference} AND token_expires_at > now()`,
  );
  return rows.length > 0;
}

/** A flight exception as the approval center lists it (its departure is the flight's, added by the service). */
export interface ExceptionRequestRow {
  id: string;
  orderId: string;
  bookingId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  amountMinor: number;
  netRefundMinor: number;
  currency: string;
  reason: string;
  additionalNotes: string | null;
  createdAt: string;
  status: 'pending' | 'approved' | 'rejected';
  processedBy: string | null;
  processedAt: string | null;
  notes: string | null;
  refundId: string | null;
  refundStatus: string | null;
}

/** Flight exceptions for the approval center: by status and since when (null: all), newest first. */
export async function exceptionRequests(
  db: Db,
  filter: { status: string; since: SQL | null; id?: string },
): Promise<ExceptionRequestRow[]> {
  const conditions: SQL[] = [sql`c.kind = 'exception'`];
  if (filter.status !== 'all') conditions.push(sql`c.status = ${filter.status}`);
  if (filter.since) conditions.push(sql`c.created_at >= ${filter.since}`);
  if (filter.id) conditions.push(sql`c.id::text = ${filter.id}`);
  return queryRows<ExceptionRequestRow>(
    db,
    sql`SELECT c.id::text AS id, c.order_id::text AS "orderId", o.reference AS "bookingId",
               (SELECT p.first_name || ' ' || p.last_name FROM flight_order_passengers p
                WHERE p.order_id = o.id ORDER BY p.position LIMIT 1) AS "customerName",
               o.contact_email AS "customerEmail", o.contact_mobile AS "customerPhone",
               c.paid_minor AS "amountMinor", c.refund_minor AS "netRefundMinor", trim(c.currency) AS currency,
               c.reason, c.details AS "additionalNotes", ${isoTimestamp(sql`c.created_at`)} AS "createdAt",
               c.status, c.decided_by::text AS "processedBy", ${isoTimestamp(sql`c.decided_at`)} AS "processedAt",
               c.admin_notes AS notes, c.refund_id AS "refundId", r.status AS "refundStatus"
        FROM flight_cancellations c JOIN flight_orders o ON o.id = c.order_id
        LEFT JOIN refunds r ON r.id = c.refund_id
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY c.created_at DESC LIMIT 500`,
  );
}

export const exceptionStats = (db: Db) => decisionCounts(db, sql`flight_cancellations WHERE kind = 'exception'`);

/** A hotel booking's cancellation request (filed from the wizard or My Trips), in the timeline's terms. */
export interface HotelCancellationRow {
  id: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  refundMinor: number;
  currency: string;
  /** Where the traveller asked the refund to go: 'original' (the payment) or 'credit' (travel credit). */
  refundPreference: 'original' | 'credit';
  decidedAt: string | null;
  adminNotes: string | null;
  createdAt: string;
}

/** The booking's cancellation requests, newest first. */
export async function hotelCancellationsOfBooking(db: Db, bookingId: string): Promise<HotelCancellationRow[]> {
  return queryRows<HotelCancellationRow>(
    db,
    sql`SELECT c.id::text AS id, c.reason, c.status, c.net_refund_minor AS "refundMinor", b.currency,
               c.refund_preference AS "refundPreference", ${isoTimestamp(sql`c.processed_at`)} AS "decidedAt", c.admin_notes AS "adminNotes",
               ${isoTimestamp(sql`c.created_at`)} AS "createdAt"
        FROM cancellation_requests c JOIN bookings b ON b.id = c.booking_id
        WHERE c.booking_id = ${bookingId}
        ORDER BY c.created_at DESC`,
  );
}
