import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An ISO-8601 UTC timestamp, the same text from PGlite and PostgreSQL (null stays null). */
export const isoTimestamp = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
