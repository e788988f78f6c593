/**
 * Writes an in-memory PGlite database as the API leaves it at start-up (migrated) to the first file named on
 * the command line, and the same after the seed step (without demo data) to the second, so that each API test
 * file starts from a copy instead of paying for initdb, migrations and seeding again.
 * Run by globalSetup.ts in its own process (plain tsx, outside Jest's module sandbox).
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { seedDatabase } from '../seed';
import { TEST_ENV } from './testEnv';

async function write(database: Database, file: string) {
  const dump = await database.dump!();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

async function main(migratedFile: string, seededFile: string) {
  const database = await openDatabase({});
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: path.join(os.tmpdir(), 'tp-api-snapshot') });
  const app = await buildApp(config, { database });
  await app.ready();
  await app.close();
  // The jobs its start-up queued (a recurring check's period under way) belong to this hour, not to the tests
  // that copy the snapshot later: a test app queues its own.
  await database.db.execute(sql`DELETE FROM jobs`);
  await write(database, migratedFile);
  await seedDatabase(database.db, config);
  await write(database, seededFile);
  await database.close();
}

main(process.argv[2], process.argv[3]).catch((error) => {
  console.error(error);
  process.exit(1);
});
