/**
 * The postgres project's databases: migrated once per run into a template database, and seeded into a second, then
 * copied for each test app (`CREATE DATABASE … TEMPLATE`, a file copy on the server). Migrating a fresh schema took
 * about 20 s of each suite's start on CI's machine, and seeding as long again; a copy takes a fraction of a second
 * and holds the same rows. (The PGlite project does the same with snapshots: writePgliteSnapshot.ts.)
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../seed';
import { announceTestServices, testPostgresUrl } from './services';
import { TEST_ENV } from './testEnv';

/** The env variables that hand the templates' names from the globalSetup to the test files. */
const TEMPLATE_ENV = 'TP_POSTGRES_TEMPLATE';
const SEEDED_TEMPLATE_ENV = 'TP_POSTGRES_SEEDED_TEMPLATE';

/** DATABASE_URL with another database name (its settings kept). */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** One statement on DATABASE_URL's own database, outside any transaction (CREATE/DROP DATABASE need that). */
async function onServer(statement: string): Promise<void> {
  const url = testPostgresUrl();
  if (!url) throw new Error('DATABASE_URL is not set: the postgres project needs a PostgreSQL server');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The postgres project's globalSetup: the migrated and seeded templates, and which service-bound tests run. */
export default async function createTemplates(): Promise<void> {
  await announceTestServices();
  const url = testPostgresUrl();
  if (!url) throw new Error('DATABASE_URL is not set: the postgres project needs a PostgreSQL server');
  const started = Date.now();
  const name = `tp_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(`CREATE DATABASE "${name}"`);
  const template = await openDatabase({ databaseUrl: withDatabase(url, name) });
  try {
    await migrate(template.db);
  } finally {
    // A template is copied only while nobody is connected to it.
    await template.close();
  }
  process.env[TEMPLATE_ENV] = name;

  const seededName = `${name}_seeded`;
  await onServer(`CREATE DATABASE "${seededName}" TEMPLATE "${name}"`);
  const seeded = await openDatabase({ databaseUrl: withDatabase(url, seededName) });
  try {
    // The seed step without demo data, as the PGlite project's seeded snapshot has it.
    await seedDatabase(seeded.db, loadConfig({ ...TEST_ENV, DATA_DIR: path.join(os.tmpdir(), 'tp-api-template') }));
  } finally {
    await seeded.close();
  }
  process.env[SEEDED_TEMPLATE_ENV] = seededName;
  if (process.env.CI) console.log(`\nPostgreSQL test templates ready in ${Date.now() - started} ms`);
}

/** The postgres project's globalTeardown. */
export async function dropTemplates(): Promise<void> {
  for (const name of [process.env[SEEDED_TEMPLATE_ENV], process.env[TEMPLATE_ENV]]) {
    if (name) await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/**
 * A database of the test's own, copied from the run's migrated template (or, `seeded`, from the seeded one);
 * `drop` removes it.
 */
export async function copyOfTemplate({ seeded = false } = {}): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  const template = process.env[seeded ? SEEDED_TEMPLATE_ENV : TEMPLATE_ENV];
  const url = testPostgresUrl();
  if (!template || !url) {
    throw new Error(`${TEMPLATE_ENV} is not set: run API tests on PostgreSQL through the "api (postgres)" project`);
  }
  const name = `tp_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
  return {
    database,
    drop: async () => {
      await database.close();
      await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
