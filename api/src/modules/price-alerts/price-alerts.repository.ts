import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';

export interface PriceAlertRow {
  id: string;
  email: string;
  from_code: string;
  to_code: string;
  date: string;
  price_at_creation_minor: number;
  notified_at: string | null;
  created_at: string;
}

const ALERT_COLUMNS = sql`a.id, a.email, a.from_code, a.to_code, to_char(a.departure_date, 'YYYY-MM-DD') AS date,
  a.price_at_creation_minor, a.notified_at, a.created_at`;

/**
 * Stores an alert, active at once when `confirmed` (an account's own address), else waiting for the link in
 * its first email; undefined when this address already watches this route and day.
 */
export async function insert(
  db: Db,
  alert: {
    email: string;
    from: string;
    to: string;
    date: string;
    priceMinor: number;
    confirmed: boolean;
  },
) {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO price_alerts
        (email, from_code, to_code, departure_date, price_at_creation_minor, confirmed_at)
      VALUES (${alert.email}, ${alert.from}, ${alert.to}, ${alert.date}::date, ${alert.priceMinor},
        ${alert.confirmed ? sql`now()` : sql`NULL`})
      ON CONFLICT DO NOTHING RETURNING id`),
  );
  return row;
}

/** The alert this address already has for a route and day (any letter case), and whether it is confirmed. */
export async function findByRoute(db: Db, alert: { email: string; from: string; to: string; date: string }) {
  const [row] = rowsOf<{ id: string; confirmed: boolean }>(
    await db.execute(sql`SELECT id, (confirmed_at IS NOT NULL) AS confirmed FROM price_alerts
      WHERE lower(email) = lower(${alert.email}) AND from_code = ${alert.from} AND to_code = ${alert.to}
        AND departure_date = ${alert.date}::date`),
  );
  return row;
}

/**
 * Confirms an alert (again is harmless) and returns it with whether this call was the one that confirmed
 * it; undefined when it no longer exists.
 */
export async function confirm(db: Db, id: string): Promise<(PriceAlertRow & { newlyConfirmed: boolean }) | undefined> {
  const updated = rowsOf<{ id: string }>(
    await db.execute(sql`UPDATE price_alerts SET confirmed_at = now()
      WHERE id = ${id}::uuid AND confirmed_at IS NULL RETURNING id`),
  );
  const [row] = rowsOf<PriceAlertRow>(
    await db.execute(sql`SELECT ${ALERT_COLUMNS} FROM price_alerts a WHERE a.id = ${id}::uuid`),
  );
  return row && { ...row, newlyConfirmed: updated.length === 1 };
}

/**
 * Counts a confirmation email to an address against `maxPerDay` (rolling 24 hours): true when it may be
 * sent. Recorded first and counted after, so concurrent requests cannot both slip under the limit.
 */
export async function reserveConfirmationMail(db: Db, email: string, maxPerDay: number): Promise<boolean> {
  const [mine] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO price_alert_confirmation_mails (email_key) VALUES (lower(${email})) RETURNING id`),
  );
  const [{ count }] = rowsOf<{ count: number }>(
    await db.execute(sql`SELECT count(*)::int AS count FROM price_alert_confirmation_mails
      WHERE email_key = lower(${email}) AND sent_at > now() - interval '1 day'`),
  );
  if (count <= maxPerDay) return true;
  await db.execute(sql`DELETE FROM price_alert_confirmation_mails WHERE id = ${mine.id}::uuid`);
  return false;
}

/** Forgets alerts nobody confirmed within `days`, and confirmation emails counted more than a day ago. */
export async function deleteUnconfirmedOlderThan(db: Db, days: number): Promise<void> {
  await db.execute(sql`DELETE FROM price_alerts
    WHERE confirmed_at IS NULL AND created_at < now() - make_interval(days => ${days})`);
  await db.execute(sql`DELETE FROM price_alert_confirmation_mails WHERE sent_at <= now() - interval '1 day'`);
}

/** An address's confirmed alerts (any letter case), soonest trip first. */
export async function listFor(db: Db, email: string): Promise<PriceAlertRow[]> {
  return rowsOf<PriceAlertRow>(
    await db.execute(sql`SELECT ${ALERT_COLUMNS} FROM price_alerts a
      WHERE lower(a.email) = lower(${email}) AND a.confirmed_at IS NOT NULL ORDER BY a.departure_date, a.created_at`),
  );
}

/** Removes a confirmed alert of this address; false when it has no such alert. */
export async function deleteOwn(db: Db, id: string, email: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`DELETE FROM price_alerts WHERE id = ${id}::uuid AND lower(email) = lower(${email})
      AND confirmed_at IS NOT NULL RETURNING id`),
  );
  return rows.length > 0;
}

export async function deleteById(db: Db, id: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`DELETE FROM price_alerts WHERE id = ${id}::uuid RETURNING id`),
  );
  return rows.length > 0;
}

/** Forgets alerts for trips before `firstDay`: there is nothing left to watch. */
export async function deleteBefore(db: Db, firstDay: string): Promise<number> {
  return rowsOf<{ id: string }>(
    await db.execute(sql`DELETE FROM price_alerts WHERE departure_date < ${firstDay}::date RETURNING id`),
  ).length;
}

/** Confirmed alerts not yet notified, for trips from `firstDay` on, oldest first. */
export async function waiting(db: Db, firstDay: string): Promise<PriceAlertRow[]> {
  return rowsOf<PriceAlertRow>(
    await db.execute(sql`SELECT ${ALERT_COLUMNS} FROM price_alerts a
      WHERE a.notified_at IS NULL AND a.confirmed_at IS NOT NULL AND a.departure_date >= ${firstDay}::date
      ORDER BY a.created_at`),
  );
}

/** Marks an alert notified; false when another run got there first (so each drop is mailed once). */
export async function claimNotification(db: Db, id: string, priceMinor: number): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`UPDATE price_alerts SET notified_at = now(), notified_price_minor = ${priceMinor}
      WHERE id = ${id}::uuid AND notified_at IS NULL RETURNING id`),
  );
  return rows.length > 0;
}

/** Gives a claim back when its email could not be sent, so the next run tries again. */
export async function releaseNotification(db: Db, id: string): Promise<void> {
  await db.execute(sql`UPDATE price_alerts SET notified_at = NULL, notified_price_minor = NULL WHERE id = ${id}::uuid`);
}
