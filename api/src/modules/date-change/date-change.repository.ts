import { sql } from 'drizzle-orm';
import type { CompletedDateChange } from '@travel/contracts/rules';
import type { DateChangeStatus } from '@travel/contracts/trips';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows, selectByKey, type RowKey } from '../../db/rows';

/**
 * A date change. Its fee, difference and fares are the fields "What you paid" reads (the fare moved away from is
 * null for changes made before it was recorded, migration 1290).
 */
export interface DateChangeRow extends Omit<CompletedDateChange, 'detail'> {
  id: string;
  orderId: string;
  status: DateChangeStatus;
  fromFlightId: string;
  toFlightId: string;
  currency: string;
  /** JSON of the price lines. */
  lines: string;
  /** JSON of { from, to } flights. */
  flights: string;
  idempotencyKey: string;
  requestDigest: string;
  holdExpiresAt: string;
  paymentId: string | null;
  refundId: string | null;
  createdAt: string;
  completedAt: string | null;
}

const COLUMNS = sql`
  id::text AS id, order_id::text AS "orderId", status, from_flight_id::text AS "fromFlightId",
  to_flight_id::text AS "toFlightId", fee_minor AS "feeMinor", difference_minor AS "differenceMinor",
  total_minor AS "totalMinor", new_base_fare_minor AS "newBaseFareMinor",
  new_taxes_and_fees_minor AS "newTaxesAndFeesMinor", from_base_fare_minor AS "fromBaseFareMinor",
  from_taxes_and_fees_minor AS "fromTaxesAndFeesMinor", trim(currency) AS currency, lines, flights,
  idempotency_key AS "idempotencyKey", request_digest AS "requestDigest",
  ${isoTimestamp(sql`hold_expires_at`)} AS "holdExpiresAt", payment_id AS "paymentId", refund_id AS "refundId",
  ${isoTimestamp(sql`created_at`)} AS "createdAt", ${isoTimestamp(sql`completed_at`)} AS "completedAt"`;

export type NewDateChange = Omit<
  DateChangeRow,
  'id' | 'status' | 'holdExpiresAt' | 'paymentId' | 'refundId' | 'createdAt' | 'completedAt'
> & { holdMinutes: number };

/** Inserts it waiting for payment; undefined when the Idempotency-Key was taken meanwhile. */
export async function insertChange(db: Db, row: NewDateChange): Promise<DateChangeRow | undefined> {
  const rows = await queryRows<DateChangeRow>(
    db,
    sql`INSERT INTO flight_date_changes (order_id, status, from_flight_id, to_flight_id, fee_minor, difference_minor,
          total_minor, new_base_fare_minor, new_taxes_and_fees_minor, from_base_fare_minor,
          from_taxes_and_fees_minor, currency, lines, flights, idempotency_key, request_digest, hold_expires_at)
        VALUES (${row.orderId}::uuid, 'awaiting_payment', ${row.fromFlightId}::bigint, ${row.toFlightId}::bigint,
          ${row.feeMinor}, ${row.differenceMinor}, ${row.totalMinor}, ${row.newBaseFareMinor},
          ${row.newTaxesAndFeesMinor}, ${row.fromBaseFareMinor}, ${row.fromTaxesAndFeesMinor}, ${row.currency}, ${row.lines}, ${row.flights}, ${row.idempotencyKey},
          ${row.requestDigest}, now() + ${`${row.holdMinutes} minutes`}::interval)
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING ${COLUMNS}`,
  );
  return rows[0];
}

export const findChange = (db: Db, key: Pick<RowKey, 'id' | 'idempotencyKey'>, lock = false) =>
  selectByKey<DateChangeRow>(db, 'flight_date_changes', COLUMNS, key, lock);

/** The order's change waiting for its payment, locked. */
export async function waitingChange(db: Db, orderId: string): Promise<DateChangeRow | undefined> {
  const rows = await queryRows<DateChangeRow>(
    db,
    sql`SELECT ${COLUMNS} FROM flight_date_changes WHERE order_id = ${orderId}::uuid AND status = 'awaiting_payment'
        FOR UPDATE`,
  );
  return rows[0];
}

export async function setStatus(db: Db, id: string, status: DateChangeStatus): Promise<void> {
  await db.execute(
    sql`UPDATE flight_date_changes SET status = ${status},
          completed_at = ${status === 'completed' ? sql`now()` : sql`completed_at`}
        WHERE id = ${id}::uuid`,
  );
}

export async function setPayment(db: Db, id: string, paymentId: string): Promise<void> {
  await db.execute(sql`UPDATE flight_date_changes SET payment_id = ${paymentId} WHERE id = ${id}::uuid`);
}

export async function setRefund(db: Db, id: string, refundId: string): Promise<void> {
  await db.execute(sql`UPDATE flight_date_changes SET refund_id = ${refundId} WHERE id = ${id}::uuid`);
}
