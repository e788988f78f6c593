import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { FLIGHT_DATE_GRACE_DAYS, addDays, flightDateWindow, isoDate } from '@travel/contracts/rules';

/** Rows written by a statement: node-postgres says rowCount, PGlite affectedRows. */
const affected = (result: unknown) => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

interface Rows<T> {
  rows: T[];
}

export interface InventoryResult {
  /** Flights added for days the window did not cover yet. */
  inserted: number;
  /** Flights of days before yesterday, dropped. */
  deleted: number;
  ms: number;
}

/**
 * Keeps the dated flights covering today .. today + 89 days. A flight's id, times and price are a pure
 * function of its schedule and its date (flight_rand), so generating a day today or a month later
 * gives the same flights: the first start fills the 90 days, later starts (or the first search of a new
 * day) only add the days that came into the window and drop the past ones. ON CONFLICT makes two
 * processes extending at once harmless.
 */
export async function ensureInventory(db: Db, today = isoDate()): Promise<InventoryResult> {
  const started = Date.now();
  // Yesterday stays: a traveller west of the server may still be on it.
  const { first: kept, last } = flightDateWindow(today, FLIGHT_DATE_GRACE_DAYS);
  const deleted = await db.execute(sql`DELETE FROM flights WHERE departure_date < ${kept}::date`);
  await db.execute(sql`DELETE FROM flight_day_prices WHERE departure_date < ${kept}::date`);
  const covered = (await db.execute(
    sql`SELECT to_char(max(departure_date), 'YYYY-MM-DD') AS last FROM flights`,
  )) as unknown as Rows<{ last: string | null }>;
  const coveredUntil = covered.rows[0]?.last;
  const first = coveredUntil && coveredUntil >= today ? addDays(coveredUntil, 1) : today;
  let inserted = 0;
  if (first <= last) {
    const result = await db.execute(sql`
      INSERT INTO flights (id, schedule_id, from_code, to_code, departure_date, dep_minute, duration_min, stops, via,
                           airline_code, flight_number, aircraft, checked_kg, cabin_kg, refundable, co2_kg, low_co2,
                           provider_count, popular, best_penalty, price_minor, seats_left)
      SELECT s.id::bigint * 100000 + d.epoch_day, s.id, s.from_code, s.to_code, d.day, s.dep_minute, s.duration_min,
             s.stops, s.via, s.airline_code, s.flight_number, s.aircraft, s.checked_kg, s.cabin_kg, s.refundable,
             s.co2_kg, s.low_co2, s.provider_count, s.popular,
             -- Best: Rs 8 per minute of travel, Rs 1,200 per stop, Rs 300 per airline rating point below 5,
             -- Rs 600 for leaving between midnight and 6:00.
             s.duration_min * 8 + s.stops * 1200 + (5 - a.rating) * 300 + CASE WHEN s.dep_minute < 360 THEN 600 ELSE 0 END,
             -- Whole rupees ending in 9: route base x schedule factor x weekday x day-to-day demand.
             (round(r.base_price_minor / 100.0 * s.price_factor
                    * (CASE extract(isodow FROM d.day) WHEN 5 THEN 1.12 WHEN 7 THEN 1.15 WHEN 2 THEN 0.93 WHEN 3 THEN 0.93 ELSE 1 END)
                    * (0.85 + flight_rand(s.id, d.epoch_day, 21) * 0.5) / 10) * 10 - 1)::integer * 100,
             1 + (flight_rand(s.id, d.epoch_day, 22) * 40)::integer
      FROM flight_schedules s
      JOIN flight_routes r ON r.id = s.route_id
      JOIN flight_airlines a ON a.code = s.airline_code
      CROSS JOIN LATERAL (
        SELECT day, day - DATE '1970-01-01' AS epoch_day
        FROM (SELECT (${first}::date + g)::date AS day FROM generate_series(0, ${last}::date - ${first}::date) g) days
      ) d
      ORDER BY 1
      ON CONFLICT (id) DO NOTHING`);
    inserted = affected(result);
    await db.execute(sql`
      INSERT INTO flight_day_prices (from_code, to_code, departure_date, min_price_minor)
      SELECT from_code, to_code, departure_date, min(price_minor) FROM flights
      WHERE departure_date BETWEEN ${first}::date AND ${last}::date
      GROUP BY from_code, to_code, departure_date
      ON CONFLICT (from_code, to_code, departure_date) DO UPDATE SET min_price_minor = excluded.min_price_minor`);
    await db.execute(sql`ANALYZE flights`);
    await db.execute(sql`ANALYZE flight_day_prices`);
  }
  return {
    inserted,
    deleted: affected(deleted),
    ms: Date.now() - started,
  };
}

/**
 * Runs ensureInventory at most once per day per process: the first call of a day does the work, every
 * other call of that day waits for it (or returns at once).
 */
export function createInventoryKeeper(db: Db, onExtended: (day: string, result: InventoryResult) => void) {
  let day: string | undefined;
  let pending: Promise<unknown> | undefined;
  return function ensureCurrent(): Promise<unknown> {
    const today = isoDate();
    if (day !== today || !pending) {
      day = today;
      pending = ensureInventory(db, today).then(
        (result) => onExtended(today, result),
        (error) => {
          day = undefined; // try again on the next call
          throw error;
        },
      );
    }
    return pending;
  };
}
