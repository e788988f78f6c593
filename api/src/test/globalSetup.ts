import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/** Jest globalSetup of the PGlite project: one migrated, seeded database that every test file copies. */
export default function globalSetup() {
  const file = path.join(os.tmpdir(), `tp-pglite-snapshot-${process.pid}.tar.gz`);
  const started = Date.now();
  execFileSync(
    path.join(__dirname, '../../../node_modules/.bin/tsx'),
    [path.join(__dirname, 'writePgliteSnapshot.ts'), file],
    { stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  process.env.TP_PGLITE_SNAPSHOT = file;
  if (process.env.CI) console.log(`\nPGlite test snapshot ready in ${Date.now() - started} ms`);
}
