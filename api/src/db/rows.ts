import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database';

/** The rows of a raw `db.execute` result, which PGlite and node-postgres both shape as `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Runs a raw query and returns its rows. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** A statement a hot read runs again and again, its values written $1, $2... */
export interface HotStatement {
  /** An SQL identifier, unique in the process: the database keeps the statement prepared under it. */
  name: string;
  text: string;
}

type Driver = {
  /** PGlite's: statements on the simple protocol. */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
  /** node-postgres' pool: a named statement is prepared once on each connection, its values bound. */
  query(config: { name: string; text: string; values: string[] }): Promise<{ rows: unknown[] }>;
};

const sqlState = (error: unknown) => (error as { code?: string }).code;

/** A value as an SQL string literal: quotes doubled, the one escape a literal has (standard_conforming_strings). */
export const sqlLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Runs a hot read as a prepared statement straight on the driver, without drizzle's work per query. node-postgres
 * prepares it on each pooled connection and binds the values. PGlite's parameterised query plans it on every call;
 * there it is prepared once (PREPARE, one session) and each call is an EXECUTE with the values as literals, a fifth
 * of the cost (docs/performance.md, "Search performance"). Not inside a transaction: it goes to the database (or the
 * pool) itself.
 */
export async function hotQueryRows<T>(db: Db, statement: HotStatement, values: string[]): Promise<T[]> {
  const client = (db as unknown as { $client: Driver }).$client;
  if (!client.exec) return (await client.query({ ...statement, values })).rows as T[];
  const execute = `EXECUTE ${statement.name}${values.length ? `(${values.map(sqlLiteral).join(', ')})` : ''}`;
  const rows = async () => ((await client.exec!(execute)).at(-1)?.rows ?? []) as T[];
  try {
    return await rows();
  } catch (error) {
    if (sqlState(error) !== '26000') throw error; // invalid_sql_statement_name: not prepared yet
    await client.exec(`PREPARE ${statement.name} AS ${statement.text}`).catch((prepare: unknown) => {
      if (sqlState(prepare) !== '42P05') throw prepare; // duplicate_prepared_statement: a concurrent call did it
    });
    return rows();
  }
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

/**
 * Moves an order's row (by its uuid) from one status to another, with `set` (more `column = value`, comma-led)
 * and the payment when given; false when it was not in `from` any more (another request moved it first).
 */
export async function transitionStatus(
  db: Db,
  table: string,
  id: string,
  move: { from: string; to: string; paymentId?: string; set: SQL },
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE ${sql.identifier(table)} SET status = ${move.to}, updated_at = now()${move.set},
          payment_id = coalesce(${move.paymentId ?? null}, payment_id)
        WHERE id = ${id}::uuid AND status = ${move.from}
        RETURNING id`,
  );
  return rows.length === 1;
}

/** Keeps the payment an order's row waits for (the expiry job asks the gateway about it). */
export async function recordPaymentOf(db: Db, table: string, id: string, paymentId: string): Promise<void> {
  await db.execute(
    sql`UPDATE ${sql.identifier(table)} SET payment_id = ${paymentId}, updated_at = now() WHERE id = ${id}::uuid`,
  );
}

/** How many requests wait for an admin, were approved or rejected, and in all. */
export type DecisionCounts = Record<'pending' | 'approved' | 'rejected' | 'total', number>;

/** The decision counts of the rows `from` names (a FROM clause of the caller's, with its own WHERE). */
export async function decisionCounts(db: Db, from: SQL): Promise<DecisionCounts> {
  const [row] = await queryRows<Record<keyof DecisionCounts, number | string>>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'pending') AS pending,
               count(*) FILTER (WHERE status = 'approved') AS approved,
               count(*) FILTER (WHERE status = 'rejected') AS rejected,
               count(*) AS total
        FROM ${from}`,
  );
  return {
    pending: Number(row.pending),
    approved: Number(row.approved),
    rejected: Number(row.rejected),
    total: Number(row.total),
  };
}
