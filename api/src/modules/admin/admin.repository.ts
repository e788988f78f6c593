import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { CancellationListQuery, CancellationRequest, CancellationStats, DateRange } from '@travel/contracts/admin';
import type { GatewayName } from '@travel/contracts/refunds';
import { decisionCounts, isoTimestamp, queryRows } from '../../db/rows';

/** A cancellation request as stored, with the admin's decision and its (first) refund's status. */
export type CancellationRequestRow = Omit<CancellationRequest, 'refunds'>;

const COLUMNS = sql`
  c.id::text AS id, c.booking_id AS "bookingId", c.customer_name AS "customerName",
  c.customer_email AS "customerEmail", c.customer_phone AS "customerPhone", c.amount_minor AS "amountMinor",
  ${isoTimestamp(sql`c.departure_date`)} AS "departureDate", c.reason, c.additional_notes AS "additionalNotes",
  c.priority, c.status, c.refundable_amount_minor AS "refundableAmountMinor", c.deductions_minor AS "deductionsMinor",
  c.net_refund_minor AS "netRefundMinor", b.currency,
  ${isoTimestamp(sql`c.created_at`)} AS "createdAt", c.processed_by::text AS "processedBy",
  ${isoTimestamp(sql`c.processed_at`)} AS "processedAt", c.admin_notes AS notes, c.refund_id AS "refundId",
  r.status AS "refundStatus", c.refund_preference AS "refundPreference"`;

const FROM = sql`FROM cancellation_requests c JOIN bookings b ON b.id = c.booking_id
  LEFT JOIN refunds r ON r.id = c.refund_id`;

/** Where each date range starts; "today" is the admin's calendar day, in their time zone. */
export const since = (range: Exclude<DateRange, 'all'>, timeZone: string): SQL =>
  ({
    today: sql`date_trunc('day', now(), ${timeZone})`,
    week: sql`now() - interval '7 days'`,
    month: sql`now() - interval '30 days'`,
  })[range];

export async function listCancellationRequests(
  db: Db,
  filter: Required<CancellationListQuery>,
): Promise<CancellationRequestRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (filter.status !== 'all') conditions.push(sql`c.status = ${filter.status}`);
  if (filter.priority !== 'all') conditions.push(sql`c.priority = ${filter.priority}`);
  if (filter.dateRange !== 'all') conditions.push(sql`c.created_at >= ${since(filter.dateRange, filter.timeZone)}`);
  return queryRows<CancellationRequestRow>(
    db,
    sql`SELECT ${COLUMNS} ${FROM} WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY c.created_at DESC, c.id LIMIT 500`,
  );
}

export async function findCancellationRequest(db: Db, id: string): Promise<CancellationRequestRow | undefined> {
  const rows = await queryRows<CancellationRequestRow>(db, sql`SELECT ${COLUMNS} ${FROM} WHERE c.id = ${id}::uuid`);
  return rows[0];
}

/**
 * The refunds of the given cancellations (hotel requests and flight cancellations alike), the latest attempt
 * per payment: a refund split across a booking's payments has one part per payment.
 */
export async function refundPartsOf(db: Db, cancellationIds: string[]) {
  if (cancellationIds.length === 0) return [];
  return queryRows<{
    cancellationId: string;
    refundId: string;
    paymentId: string;
    gateway: GatewayName;
    amountMinor: number;
    currency: string;
    status: 'pending' | 'processed' | 'failed' | 'requires_action';
    gatewayRefundId: string | null;
  }>(
    db,
    sql`SELECT "cancellationId", "refundId", "paymentId", gateway, "amountMinor", currency, status, "gatewayRefundId"
        FROM (SELECT DISTINCT ON (cancellation_id, payment_id) cancellation_id AS "cancellationId", id AS "refundId",
                     payment_id AS "paymentId", gateway, amount_minor AS "amountMinor", currency, status,
                     gateway_refund_id AS "gatewayRefundId", created_at
              FROM refunds
              WHERE cancellation_id IN (${sql.join(
                cancellationIds.map((id) => sql`${id}`),
                sql`, `,
              )})
              ORDER BY cancellation_id, payment_id, created_at DESC, id DESC) latest
        ORDER BY created_at, "refundId"`,
  );
}

export const cancellationStats = (db: Db): Promise<CancellationStats> => decisionCounts(db, sql`cancellation_requests`);

/** A request just decided: what its refund needs. */
export interface DecidedRequest {
  id: string;
  bookingId: string;
  netRefundMinor: number;
  /** The traveller's choice in the wizard: back to the payment ('original') or as travel credit ('credit'). */
  refundPreference: 'original' | 'credit';
}

/**
 * Records the decision only if the request is still pending. The row lock taken by this UPDATE makes a
 * second, concurrent decision wait and then match nothing, so only one admin ever decides a request.
 */
export async function decidePending(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; adminId: string | null; notes: string },
): Promise<DecidedRequest | undefined> {
  const rows = await queryRows<DecidedRequest>(
    db,
    sql`UPDATE cancellation_requests
        SET status = ${decision.status}, processed_by = ${decision.adminId}::uuid, processed_at = now(),
            admin_notes = ${decision.notes || null}
        WHERE id = ${id}::uuid AND status = 'pending'
        RETURNING id::text AS id, booking_id AS "bookingId", net_refund_minor AS "netRefundMinor",
                  refund_preference AS "refundPreference"`,
  );
  return rows[0];
}

export async function cancelBooking(db: Db, bookingId: string) {
  const rows = await queryRows<{
    paymentReference: string | null;
    gateway: GatewayName;
    currency: string;
    email: string;
  }>(
    db,
    sql`UPDATE bookings SET status = 'cancelled' WHERE id = ${bookingId}
        RETURNING payment_reference AS "paymentReference", gateway, currency, email`,
  );
  return rows[0];
}

export async function linkRefund(db: Db, requestId: string, refundId: string) {
  await db.execute(sql`UPDATE cancellation_requests SET refund_id = ${refundId} WHERE id = ${requestId}::uuid`);
}
