import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database';

/** The rows of a raw `db.execute` result, which PGlite and node-postgres both shape as `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Runs a raw query and returns its rows. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** An ISO-8601 UTC timestamp, the same text from PGlite and PostgreSQL (null stays null). */
export const isoTimestamp = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
