/**
 * Writes a migrated, seeded in-memory PGlite database to the file named on the command line, so that each
 * API test file starts from a copy instead of paying for initdb, migrations and seeding again.
 * Run by globalSetup.ts in its own process (plain tsx, outside Jest's module sandbox).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { TEST_ENV } from './testEnv';

async function main(outFile: string) {
  const database = await openDatabase({});
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: path.join(os.tmpdir(), 'tp-api-snapshot') });
  const app = await buildApp(config, { database });
  await app.ready();
  await app.close();
  const dump = await database.dump!();
  fs.writeFileSync(outFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

main(process.argv[2]).catch((error) => {
  console.error(error);
  process.exit(1);
});
