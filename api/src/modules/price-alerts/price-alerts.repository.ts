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
  /** The route-day's cheapest economy fare per adult now, in paise; null when no flight is left that day. */
  current_paise: number | null;
}

const ALERT_COLUMNS = sql`a.id, a.email, a.from_code, a.to_code, to_char(a.departure_date, 'YYYY-MM-DD') AS date,
  a.price_at_creation_minor, a.notified_at, a.created_at,
  (SELECT min(f.price_paise) FROM flights f
   WHERE f.from_code = a.from_code AND f.to_code = a.to_code AND f.departure_date = a.departure_date) AS current_paise`;

export function priceAlertsRepository(db: Db) {
  return {
    /** The cheapest economy fare per adult of a route on a day, in paise (one range scan of the route-day index). */
    async cheapestPaise(from: string, to: string, date: string): Promise<number | null> {
      const [row] = rowsOf<{ min: number | null }>(
        await db.execute(sql`SELECT min(price_paise) AS min FROM flights
          WHERE from_code = ${from} AND to_code = ${to} AND departure_date = ${date}::date`),
      );
      return row?.min ?? null;
    },

    /** Stores an alert; undefined when this address already watches this route and day. */
    async insert(alert: { email: string; from: string; to: string; date: string; priceMinor: number }) {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`INSERT INTO price_alerts (email, from_code, to_code, departure_date, price_at_creation_minor)
          VALUES (${alert.email}, ${alert.from}, ${alert.to}, ${alert.date}::date, ${alert.priceMinor})
          ON CONFLICT DO NOTHING RETURNING id`),
      );
      return row;
    },

    /** An address's alerts (any letter case), soonest trip first. */
    async listFor(email: string): Promise<PriceAlertRow[]> {
      return rowsOf<PriceAlertRow>(
        await db.execute(sql`SELECT ${ALERT_COLUMNS} FROM price_alerts a
          WHERE lower(a.email) = lower(${email}) ORDER BY a.departure_date, a.created_at`),
      );
    },

    /** Removes an alert of this address; false when it has no such alert. */
    async deleteOwn(id: string, email: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`DELETE FROM price_alerts WHERE id = ${id}::uuid AND lower(email) = lower(${email})
          RETURNING id`),
      );
      return rows.length > 0;
    },

    async deleteById(id: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`DELETE FROM price_alerts WHERE id = ${id}::uuid RETURNING id`),
      );
      return rows.length > 0;
    },

    /** Forgets alerts for trips before `firstDay`: there is nothing left to watch. */
    async deleteBefore(firstDay: string): Promise<number> {
      return rowsOf<{ id: string }>(
        await db.execute(sql`DELETE FROM price_alerts WHERE departure_date < ${firstDay}::date RETURNING id`),
      ).length;
    },

    /** Alerts not yet notified, for trips from `firstDay` on, with the route-day's fare now. */
    async waiting(firstDay: string): Promise<PriceAlertRow[]> {
      return rowsOf<PriceAlertRow>(
        await db.execute(sql`SELECT * FROM (SELECT ${ALERT_COLUMNS} FROM price_alerts a
            WHERE a.notified_at IS NULL AND a.departure_date >= ${firstDay}::date) waiting
          WHERE current_paise IS NOT NULL ORDER BY created_at`),
      );
    },

    /** Marks an alert notified; false when another run got there first (so each drop is mailed once). */
    async claimNotification(id: string, priceMinor: number): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`UPDATE price_alerts SET notified_at = now(), notified_price_minor = ${priceMinor}
          WHERE id = ${id}::uuid AND notified_at IS NULL RETURNING id`),
      );
      return rows.length > 0;
    },

    /** Gives a claim back when its email could not be sent, so the next run tries again. */
    async releaseNotification(id: string): Promise<void> {
      await db.execute(
        sql`UPDATE price_alerts SET notified_at = NULL, notified_price_minor = NULL WHERE id = ${id}::uuid`,
      );
    },
  };
}

export type PriceAlertsRepository = ReturnType<typeof priceAlertsRepository>;
