/**
 * The postgres project's databases: migrated once per run into a template database, then copied for each test app
 * (`CREATE DATABASE … TEMPLATE`, a file copy on the server). Migrating a fresh schema took about 20 s of each
 * suite's start on CI's machine; a copy takes a fraction of a second and holds the same tables.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { announceTestServices, testPostgresUrl } from './services';

/** The env variable that hands the template's name from the globalSetup to the test files. */
const TEMPLATE_ENV = 'TP_POSTGRES_TEMPLATE';

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

/** The postgres project's globalSetup: the migrated template, and which service-bound tests run. */
export default async function createTemplate(): Promise<void> {
  await announceTestServices();
  const url = testPostgresUrl();
  if (!url) throw new Error('DATABASE_URL is not set: the postgres project needs a PostgreSQL server');
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
}

/** The postgres project's globalTeardown. */
export async function dropTemplate(): Promise<void> {
  const name = process.env[TEMPLATE_ENV];
  if (name) await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** A migrated database of the test's own, copied from the run's template; `drop` removes it. */
export async function copyOfTemplate(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = process.env[TEMPLATE_ENV];
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
