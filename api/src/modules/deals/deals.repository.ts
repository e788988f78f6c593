import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';

export interface CheapestRouteDay {
  from_code: string;
  to_code: string;
  date: string;
  min_price_paise: number;
}

const list = (codes: readonly string[]) =>
  sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );

/**
 * For each destination, the cheapest day-route from any of `origins` departing `first` .. `last`: one pass
 * over flight_day_prices (the cheapest flight of each route and day, the numbers the search's calendar shows).
 * Ties go to the earlier day, then the origin's code, so the answer is always the same.
 */
export async function cheapestPerDestination(
  db: Db,
  origins: readonly string[],
  destinations: readonly string[],
  first: string,
  last: string,
): Promise<CheapestRouteDay[]> {
  const rows = await queryRows<CheapestRouteDay>(
    db,
    sql`SELECT DISTINCT ON (p.to_code) p.from_code, p.to_code, to_char(p.departure_date, 'YYYY-MM-DD') AS date,
               p.min_price_paise
        FROM flight_day_prices p
        WHERE p.from_code IN (${list(origins)}) AND p.to_code IN (${list(destinations)})
          AND p.departure_date BETWEEN ${first}::date AND ${last}::date
        ORDER BY p.to_code, p.min_price_paise, p.departure_date, p.from_code`,
  );
  return rows.map((row) => ({ ...row, min_price_paise: Number(row.min_price_paise) }));
}
