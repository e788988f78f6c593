import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './database';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Applies, in file-name order, every .sql file of src/db/migrations not applied yet.
 * One file per change, numbered by domain (0100 accounts, 0200 content, 0300 flights, 0400 hotels and
 * bookings, 0500 admin and refunds, 0600 translation); never edit an applied file, add a new one.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const result = (await db.execute(sql`SELECT name FROM schema_migrations`)) as unknown as { rows: { name: string }[] };
  const done = new Set(result.rows.map((row) => row.name));
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    await runScript(db, text, file);
    applied.push(file);
  }
  return applied;
}

interface PgliteClient {
  transaction<T>(fn: (tx: { exec(text: string): Promise<unknown> }) => Promise<T>): Promise<T>;
  exec(text: string): Promise<unknown>;
}

/**
 * Runs one migration file and records it, in one transaction. A file holds several statements:
 * PGlite's query() uses the extended protocol (one statement only), so PGlite runs it with exec();
 * node-postgres sends a parameterless query with the simple protocol, which accepts several.
 */
async function runScript(db: Db, text: string, file: string): Promise<void> {
  const client = (db as unknown as { $client?: Partial<PgliteClient> }).$client;
  if (client && typeof client.exec === 'function' && typeof client.transaction === 'function') {
    const name = file.replace(/'/g, "''");
    await (client as PgliteClient).transaction(async (tx) => {
      await tx.exec(text);
      await tx.exec(`INSERT INTO schema_migrations (name) VALUES ('${name}')`);
    });
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(text));
    await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
  });
}
