import { sql } from 'drizzle-orm';
import type { ReadCache } from '../../cache/readCache';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';

export interface RateRow {
  code: string;
  inrPerUnit: number;
  updatedAt: Date;
}

export async function listRates(db: Db): Promise<RateRow[]> {
  const result = (await db.execute(
    sql`SELECT code, inr_per_unit::float8 AS "inrPerUnit", updated_at AS "updatedAt" FROM currency_rates ORDER BY code`,
  )) as unknown as { rows: { code: string; inrPerUnit: number | string; updatedAt: Date | string }[] };
  return result.rows.map((row) => ({
    code: row.code,
    inrPerUnit: Number(row.inrPerUnit),
    updatedAt: new Date(row.updatedAt),
  }));
}

/** Adds the currencies the table does not have yet; rates already stored are left as they are. */
/** Answers how many rates were missing (and are now stored). */
export async function insertMissingRates(db: Db, rates: Record<string, number>): Promise<number> {
  const values = sql.join(
    Object.entries(rates).map(([code, rate]) => sql`(${code}, ${rate})`),
    sql`, `,
  );
  const inserted = await queryRows<{ code: string }>(
    db,
    sql`INSERT INTO currency_rates (code, inr_per_unit) VALUES ${values} ON CONFLICT (code) DO NOTHING RETURNING code`,
  );
  return inserted.length;
}

/** The read cache's namespace of the rates table's answer. */
export const CURRENCY_CACHE = 'currency';

/** The currency module's service, as `app.currency`. */
export function currencyService({ db, cache }: { db: Db; cache: ReadCache }) {
  return {
    /** Rupees per unit of each currency the site offers, with when each was set. */
    rates: () => listRates(db),
    /** Sets today's rates (inserted or replaced), then tells every API process that the table changed. */
    async setRates(rates: Record<string, number>): Promise<void> {
      const values = sql.join(
        Object.entries(rates).map(([code, rate]) => sql`(${code}, ${rate}, now())`),
        sql`, `,
      );
      await db.execute(
        sql`INSERT INTO currency_rates (code, inr_per_unit, updated_at) VALUES ${values}
            ON CONFLICT (code) DO UPDATE SET inr_per_unit = EXCLUDED.inr_per_unit, updated_at = EXCLUDED.updated_at`,
      );
      await cache.invalidate(CURRENCY_CACHE);
    },
  };
}

export type CurrencyService = ReturnType<typeof currencyService>;
