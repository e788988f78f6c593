import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { announceTestServices } from './services';

/**
 * Jest globalSetup of the PGlite project: a migrated database, and a seeded one, that test files copy; and which of
 * PostgreSQL and Redis the tests that need them may use (services.ts).
 */
export default async function globalSetup() {
  const file = path.join(os.tmpdir(), `tp-pglite-snapshot-${process.pid}.tar.gz`);
  const seededFile = path.join(os.tmpdir(), `tp-pglite-seeded-snapshot-${process.pid}.tar.gz`);
  const started = Date.now();
  execFileSync(
    path.join(__dirname, '../../../node_modules/.bin/tsx'),
    [path.join(__dirname, 'writePgliteSnapshot.ts'), file, seededFile],
    { stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  process.env.TP_PGLITE_SNAPSHOT = file;
  process.env.TP_PGLITE_SEEDED_SNAPSHOT = seededFile;
  if (process.env.CI) console.log(`\nPGlite test snapshot ready in ${Date.now() - started} ms`);
  await announceTestServices();
}
