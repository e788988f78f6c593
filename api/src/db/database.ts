import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './dataDirLock';

/** The query interface every repository uses; the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A cheap round trip, for the health check. */
  ping(): Promise<boolean>;
  /** PGlite only: the whole database as a gzipped tarball (tests start from a migrated, seeded copy). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; omit for an in-memory database (tests). */
  dataDir?: string;
  /** PGlite: start from this dump (a file written from `dump()`) instead of an empty database. */
  pgliteSnapshot?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
    });
    // An idle connection the server ended (a restart, a failover, pg_terminate_backend) is dropped from the
    // pool and replaced on the next query; unhandled, its 'error' event would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    return {
      db: drizzlePostgres(pool) as unknown as Db,
      kind: 'postgres',
      ping: async () => (await pool.query('select 1 as ok')).rowCount === 1,
      close: () => pool.end(),
    };
  }

  let dataDir: string | undefined;
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    // PGlite is one process's database: a second process on the same folder would lose writes.
    lock = lockDataDir(options.dataDir);
    dataDir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      loadDataDir: options.pgliteSnapshot ? new Blob([fs.readFileSync(options.pgliteSnapshot)]) : undefined,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
    dump: () => client.dumpDataDir('gzip'),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
