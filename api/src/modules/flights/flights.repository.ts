import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { DepartureBand } from '@travel/contracts/rules';
import { rowsOf } from '../../db/rows';

/** One leg of a search: a route on a day. */
export interface LegQuery {
  from: string;
  to: string;
  date: string;
}

export interface CheapestRouteDay {
  from_code: string;
  to_code: string;
  date: string;
  min_price_minor: number;
}

const list = (codes: readonly string[]) =>
  sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );

/** What one leg of a search reads: airports each side and the days. */
export interface FlightWindow {
  origins: string[];
  destinations: string[];
  first: string;
  last: string;
}

/** What narrows the list; prices are economy paise per adult (the service converts from the cabin's price). */
export interface FlightFilters {
  stops?: number[];
  airlines?: string[];
  departure?: DepartureBand;
  maxEconomyPriceMinor?: number;
  minEconomyPriceMinor?: number;
  lowerCo2?: boolean;
}

export interface FlightRow {
  id: string;
  schedule_id: number;
  from_code: string;
  to_code: string;
  date: string;
  dep_minute: number;
  duration_min: number;
  stops: number;
  via: string | null;
  airline_code: string;
  flight_number: string;
  aircraft: string;
  checked_kg: number;
  cabin_kg: number;
  refundable: boolean;
  co2_kg: number;
  low_co2: boolean;
  provider_count: number;
  popular: boolean;
  best_penalty: number;
  price_minor: number;
  seats_left: number;
}

export interface RouteRow {
  from_code: string;
  to_code: string;
  distance_km: number;
  duration_min: number;
}

const sameLeg = (leg: LegQuery) =>
  sql`f.from_code = ${leg.from} AND f.to_code = ${leg.to} AND f.departure_date = ${leg.date}::date`;

const OFFER_COLUMNS = sql`f.id::text AS id, f.schedule_id, f.from_code, f.to_code,
  to_char(f.departure_date, 'YYYY-MM-DD') AS date, f.dep_minute, f.duration_min, f.stops, f.via, f.airline_code,
  f.flight_number, f.aircraft, f.checked_kg, f.cabin_kg, f.refundable, f.co2_kg, f.low_co2, f.provider_count,
  f.popular, f.best_penalty, f.price_minor, f.seats_left`;

/**
 * Takes `taken` seats (held or sold) off the flight's seats left (never below 0; a negative number puts them
 * back), in the caller's transaction; answers the flight's route-day, whose memoized search rows are then stale.
 */
export async function changeSeatsLeft(db: Db, flightId: string, taken: number): Promise<LegQuery | undefined> {
  return rowsOf<LegQuery>(
    await db.execute(sql`
      UPDATE flights SET seats_left = greatest(0, seats_left - ${taken})
      WHERE id = ${flightId}::bigint
      RETURNING from_code AS "from", to_code AS "to", to_char(departure_date, 'YYYY-MM-DD') AS date`),
  )[0];
}

/**
 * Every flight from any of `origins` to any of `destinations` departing `first` .. `last` (one day, or a
 * flexible search's week; a city alone, or with its nearby airports): one range scan of
 * flights_route_day_price_idx per route. The rows come back as one JSON text value: PGlite decodes a value
 * at a time in JavaScript, so 44 rows of 23 columns cost more than the query itself; one text value and
 * JSON.parse cost a fraction of that.
 */
export async function windowFlights(db: Db, window: FlightWindow): Promise<FlightRow[]> {
  const list = (codes: string[]) =>
    sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    );
  const result = rowsOf<{ flights: string }>(
    await db.execute(sql`
      SELECT coalesce(json_agg(w), '[]')::text AS flights FROM (
        SELECT ${OFFER_COLUMNS} FROM flights f
        WHERE f.from_code IN (${list(window.origins)}) AND f.to_code IN (${list(window.destinations)})
          AND f.departure_date BETWEEN ${window.first}::date AND ${window.last}::date
      ) w`),
  );
  return JSON.parse(result[0].flights) as FlightRow[];
}

/**
 * What changes of a route's flights, per flight, every day of its inventory (some 30 flights a day): its fare
 * and seats left (its schedule's columns never change: the service keeps them by schedule). One range scan
 * of flights_route_day_price_idx, one text value back (`id:price:seats,...`).
 */
export async function routeFares(
  db: Db,
  from: string,
  to: string,
): Promise<{ id: string; price_minor: number; seats_left: number }[]> {
  const [row] = rowsOf<{ fares: string | null }>(
    await db.execute(sql`
      SELECT string_agg(f.id || ':' || f.price_minor || ':' || f.seats_left, ',') AS fares FROM flights f
      WHERE f.from_code = ${from} AND f.to_code = ${to}`),
  );
  if (!row?.fares) return [];
  return row.fares.split(',').map((text) => {
    const [id, price, seats] = text.split(':');
    return { id, price_minor: Number(price), seats_left: Number(seats) };
  });
}

/** The cheapest flight of every day of the inventory on a route (the calendar's numbers), by date. */
export async function routeDayPrices(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const [row] = rowsOf<{ days: string | null }>(
    await db.execute(sql`
      SELECT string_agg(to_char(p.departure_date, 'YYYY-MM-DD') || ':' || p.min_price_minor, ',') AS days
      FROM flight_day_prices p WHERE p.from_code = ${from} AND p.to_code = ${to}`),
  );
  return new Map(
    (row?.days ? row.days.split(',') : []).map((text) => {
      const [date, price] = text.split(':');
      return [date, Number(price)];
    }),
  );
}

/**
 * routeDayPrices of every route at once (146 routes, one text value back), by `FROM-TO`: the service reads
 * them once instead of once per route.
 */
export async function allRouteDayPrices(db: Db): Promise<Map<string, Map<string, number>>> {
  const [row] = rowsOf<{ days: string | null }>(
    await db.execute(sql`
      SELECT string_agg(p.from_code || '-' || p.to_code || ':' || to_char(p.departure_date, 'YYYY-MM-DD') || ':'
                        || p.min_price_minor, ',') AS days
      FROM flight_day_prices p`),
  );
  const routes = new Map<string, Map<string, number>>();
  for (const text of row?.days ? row.days.split(',') : []) {
    const [route, date, price] = text.split(':');
    let days = routes.get(route);
    if (!days) routes.set(route, (days = new Map()));
    days.set(date, Number(price));
  }
  return routes;
}

/** The cheapest economy fare per adult of a route on a day, in paise (one range scan of the route-day index). */
export async function cheapestEconomyMinor(db: Db, leg: LegQuery): Promise<number | null> {
  const [row] = rowsOf<{ min: number | null }>(
    await db.execute(sql`SELECT min(price_minor) AS min FROM flights
      WHERE from_code = ${leg.from} AND to_code = ${leg.to} AND departure_date = ${leg.date}::date`),
  );
  return row?.min ?? null;
}

/**
 * For each destination, the cheapest day-route from any of `origins` departing `first` .. `last`: one pass
 * over flight_day_prices (the cheapest flight of each route and day, the numbers the search's calendar
 * shows). Ties go to the earlier day, then the origin's code, so the answer is always the same.
 */
export async function cheapestPerDestination(
  db: Db,
  origins: readonly string[],
  destinations: readonly string[],
  first: string,
  last: string,
) {
  const rows = rowsOf<CheapestRouteDay>(
    await db.execute(sql`
      SELECT DISTINCT ON (p.to_code) p.from_code, p.to_code, to_char(p.departure_date, 'YYYY-MM-DD') AS date,
             p.min_price_minor
      FROM flight_day_prices p
      WHERE p.from_code IN (${list(origins)}) AND p.to_code IN (${list(destinations)})
        AND p.departure_date BETWEEN ${first}::date AND ${last}::date
      ORDER BY p.to_code, p.min_price_minor, p.departure_date, p.from_code`),
  );
  return rows.map((row) => ({ ...row, min_price_minor: Number(row.min_price_minor) }));
}

/** Every route (146 rows, fixed): the service keeps them in memory. */
export async function routes(db: Db) {
  return rowsOf<RouteRow>(
    await db.execute(sql`SELECT from_code, to_code, distance_km, duration_min FROM flight_routes`),
  );
}

export async function findById(db: Db, id: string) {
  return rowsOf<FlightRow>(
    await db.execute(sql`
      SELECT ${OFFER_COLUMNS}
      FROM flights f
      WHERE f.id = ${id}::bigint`),
  )[0];
}

/** Other flights of the same route and day with seats for the party, closest in price first. */
export async function similar(db: Db, flight: FlightRow, limit: number, party = 1) {
  return rowsOf<FlightRow>(
    await db.execute(sql`
      SELECT ${OFFER_COLUMNS}
      FROM flights f
      WHERE ${sameLeg({ from: flight.from_code, to: flight.to_code, date: flight.date })}
        AND f.id <> ${flight.id}::bigint AND f.seats_left >= ${party}
      ORDER BY abs(f.price_minor - ${flight.price_minor}), f.id
      LIMIT ${limit}`),
  );
}

export async function count(db: Db) {
  return Number(rowsOf<{ n: string | number }>(await db.execute(sql`SELECT count(*) AS n FROM flights`))[0].n);
}
