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

/** Which row: by its reference, its Idempotency-Key or its id (a uuid), the first of them given. */
export interface RowKey {
  reference?: string;
  idempotencyKey?: string;
  id?: string;
}

/** The row of `table` with the key, locked (FOR UPDATE) in the caller's transaction when `lock`. */
export async function selectByKey<T>(
  db: Db,
  table: string,
  columns: SQL,
  key: RowKey,
  lock: boolean,
): Promise<T | undefined> {
  const condition =
    key.reference !== undefined
      ? sql`reference = ${key.reference}`
      : key.idempotencyKey !== undefined
        ? sql`idempotency_key = ${key.idempotencyKey}`
        : sql`id = ${key.id}::uuid`;
  const rows = await queryRows<T>(
    db,
    sql`SELECT ${columns} FROM ${sql.identifier(table)} WHERE ${condition} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0];
}
