import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type ApiConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import type { MailMessage, Mailer } from '../mail/mailer';
import { seedDatabase } from '../seed';
import { copyOfTemplate } from './postgresTemplate';
import { TEST_ENV } from './testEnv';

/** A mailer that keeps what it sends, for tests that do not need the real SMTP round trip. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { kind: 'smtp', sent, send: async (m) => void sent.push(m), verify: async () => true };
}

/**
 * The API sends mail after the response, from its outbox. So that a test reads a request's mail right after
 * its answer, `app.inject({...})` here also waits for the outbox. (Timing tests use a real connection.)
 */
function awaitMailOnInject(app: FastifyInstance): void {
  const original = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const injectAndWait = async (options: InjectOptions | string) => {
    const response = (await original(options)) as LightMyRequestResponse;
    await app.mailOutbox.drain();
    return response;
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback ? original(options, callback) : injectAndWait(options)) as typeof app.inject;
}

export interface TestApp {
  app: FastifyInstance;
  config: ApiConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  mailer?: Mailer;
  logStream?: NodeJS.WritableStream;
  /** Run the seed step first (site content, rates, hotels; demo bookings and coupons with SEED_DEMO=true). */
  seed?: boolean;
}

/**
 * The real API on a fresh database: in-memory PGlite, or (in the postgres project) a database of its own on
 * DATABASE_URL's server, copied from the run's migrated template and dropped afterwards. Env overrides go through
 * loadConfig. The database is empty unless `seed` asks for the seed step, run before the app starts as `npm start`
 * does.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = path.join(os.tmpdir(), `tp-api-${randomBytes(6).toString('hex')}`);
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env });
  const postgres =
    process.env.TEST_DATABASE === 'postgres' ? await copyOfTemplate({ seeded: overrides.seed }) : undefined;
  const database =
    postgres?.database ??
    (await openDatabase({
      pgliteSnapshot:
        (overrides.seed ? process.env.TP_PGLITE_SEEDED_SNAPSHOT : process.env.TP_PGLITE_SNAPSHOT) || undefined,
    }));
  if (overrides.seed) {
    await migrate(database.db);
    await seedDatabase(database.db, config);
  }
  const app = await buildApp(config, { database, mailer: overrides.mailer, logStream: overrides.logStream });
  await app.ready();
  awaitMailOnInject(app);
  return {
    app,
    config,
    async close() {
      await app.close();
      await (postgres ? postgres.drop() : database.close());
    },
  };
}

/**
 * Serves the test app on a loopback port without fastify's listen(), so start-up jobs that wait for onListen
 * (the flight inventory, seconds of database work) stay off: timing tests measure the request alone.
 */
export async function listenWithoutStartupJobs(t: TestApp): Promise<number> {
  await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
  return (t.app.server.address() as AddressInfo).port;
}

export async function stopListening(t: TestApp): Promise<void> {
  t.app.server.closeAllConnections();
  await new Promise<void>((resolve) => t.app.server.close(() => resolve()));
}
