import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows } from '../../db/rows';
import { ApiError } from '../../plugins/errors';

/**
 * The travel credit ledger (issue #16; migration 1320, its order lines 1350): every read and write of
 * travel_credit_entries is here. Checkout spends credit and gives it back; My Trips credits a hotel refund taken as
 * credit and reads an account's lines (trips.travel-credit.ts). Here, not in the trips module, because the checkouts
 * spend it and trips reaches the checkouts, not the other way round. Writes run in the caller's transaction.
 */

export const CREDIT_ONLY_SIGNED_IN = 'Travel credit can only be used when you are signed in.';
export const CREDIT_ABOVE_TOTAL = 'The travel credit applied is more than the booking’s total.';
export const CREDIT_ABOVE_BALANCE = 'You do not have that much travel credit.';
export const CREDIT_NOT_AT_HOTEL = 'Travel credit cannot be used on a pay-at-the-hotel rate: nothing is charged now.';

/** The account's balance in a currency (entries are kept by lower-case email). */
export async function creditBalance(db: Db, email: string, currency: string): Promise<number> {
  const [row] = await queryRows<{ balance: string | number }>(
    db,
    sql`SELECT coalesce(sum(amount_minor), 0) AS balance FROM travel_credit_entries
        WHERE email = ${email.toLowerCase()} AND currency = ${currency}`,
  );
  return Number(row.balance);
}

/**
 * A cancellation's refund of an order paid partly with credit goes back the way it was paid: the credit's share
 * (refund × credit ÷ paid, rounded to the paisa, never more than the credit) as credit, the rest to the card.
 * The one computation behind the refund made, its preview and what My Trips shows (docs/decisions.md).
 */
export function creditShareOf(refundMinor: number, creditMinor: number, paidMinor: number) {
  const toCreditMinor =
    creditMinor > 0 && paidMinor > 0 ? Math.min(creditMinor, Math.round((refundMinor * creditMinor) / paidMinor)) : 0;
  return { toCreditMinor, toOriginalMinor: refundMinor - toCreditMinor };
}

/** The credit an order got back (its 'returned' line), if any. */
export async function creditReturnedTo(
  db: Db,
  orderId: string,
): Promise<{ amountMinor: number; createdAt: string } | undefined> {
  const [row] = await queryRows<{ amount: string | number; createdAt: string | Date }>(
    db,
    sql`SELECT amount_minor AS amount, created_at AS "createdAt" FROM travel_credit_entries
        WHERE order_id = ${orderId}::uuid AND kind = 'returned'`,
  );
  return row && { amountMinor: Number(row.amount), createdAt: new Date(row.createdAt).toISOString() };
}

/**
 * Spends `amountMinor` of the account's credit on an order, in the order's transaction. Two checkouts of the same
 * account at once take turns on a lock of the account's ledger (released when the transaction ends), so the
 * second sees the first one's spending and the balance never goes below 0. 400 when the balance is short.
 */
export async function spendCredit(
  tx: Db,
  spend: { email: string; orderId: string; reference: string; amountMinor: number; currency: string; reason: string },
): Promise<void> {
  const email = spend.email.toLowerCase();
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`travel-credit:${email}`}))`);
  if ((await creditBalance(tx, email, spend.currency)) < spend.amountMinor) {
    throw new ApiError(400, CREDIT_ABOVE_BALANCE);
  }
  await tx.execute(
    sql`INSERT INTO travel_credit_entries (email, amount_minor, currency, reason, kind, order_id, booking_id)
        VALUES (${email}, ${-spend.amountMinor}, ${spend.currency}, ${spend.reason}, 'spent', ${spend.orderId}::uuid,
                ${spend.reference})`,
  );
}

/**
 * Gives back, as credit, up to what the order spent (all of it by default), once per order: answers the amount
 * given back now (0 when the order spent none or it was given back already).
 */
export async function returnCredit(
  tx: Db,
  give: { orderId: string; reason: string; amountMinor?: number },
): Promise<number> {
  const rows = await queryRows<{ amount: string | number }>(
    tx,
    sql`INSERT INTO travel_credit_entries (email, amount_minor, currency, reason, kind, order_id, booking_id)
        SELECT email, least(-amount_minor, ${give.amountMinor ?? null}::bigint), currency, ${give.reason}, 'returned',
               order_id, booking_id
        FROM travel_credit_entries
        WHERE order_id = ${give.orderId}::uuid AND kind = 'spent' AND least(-amount_minor, ${give.amountMinor ?? null}::bigint) > 0
        ON CONFLICT (order_id, kind) WHERE order_id IS NOT NULL DO NOTHING
        RETURNING amount_minor AS amount`,
  );
  return rows[0] ? Number(rows[0].amount) : 0;
}

/** A line of an account's travel credit: a refund taken as credit (above 0). */
export interface TravelCreditRow {
  id: string;
  amountMinor: number;
  currency: string;
  reason: string;
  bookingId: string | null;
  cancellationRequestId: string | null;
  createdAt: string;
}

const CREDIT_COLUMNS = sql`
  id::text AS id, amount_minor AS "amountMinor", trim(currency) AS currency, reason, booking_id AS "bookingId",
  cancellation_request_id::text AS "cancellationRequestId", ${isoTimestamp(sql`created_at`)} AS "createdAt"`;

const toCredit = (row: TravelCreditRow): TravelCreditRow => ({ ...row, amountMinor: Number(row.amountMinor) });

/** Credits a hotel cancellation request's refund, once: a second call for the same request returns undefined. */
export async function insertTravelCredit(
  db: Db,
  row: Omit<TravelCreditRow, 'id' | 'createdAt'> & { email: string },
): Promise<TravelCreditRow | undefined> {
  const rows = await queryRows<TravelCreditRow>(
    db,
    sql`INSERT INTO travel_credit_entries (email, amount_minor, currency, reason, booking_id, cancellation_request_id)
        VALUES (${row.email.toLowerCase()}, ${row.amountMinor}, ${row.currency}, ${row.reason}, ${row.bookingId},
                ${row.cancellationRequestId}::uuid)
        ON CONFLICT (cancellation_request_id) DO NOTHING
        RETURNING ${CREDIT_COLUMNS}`,
  );
  return rows[0] && toCredit(rows[0]);
}

/** An account's travel credit lines, newest first. */
export async function travelCreditOf(db: Db, email: string): Promise<TravelCreditRow[]> {
  const rows = await queryRows<TravelCreditRow>(
    db,
    sql`SELECT ${CREDIT_COLUMNS} FROM travel_credit_entries WHERE email = ${email.toLowerCase()}
        ORDER BY created_at DESC, id`,
  );
  return rows.map(toCredit);
}

/** The credit a cancellation request's refund became, if it was taken as travel credit. */
export async function creditOfCancellation(db: Db, cancellationRequestId: string) {
  const rows = await queryRows<TravelCreditRow>(
    db,
    sql`SELECT ${CREDIT_COLUMNS} FROM travel_credit_entries
        WHERE cancellation_request_id::text = ${cancellationRequestId}`,
  );
  return rows[0] && toCredit(rows[0]);
}
