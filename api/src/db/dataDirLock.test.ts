import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './database';
import { LOCK_FILE_NAME } from './dataDirLock';

const API_ROOT = path.join(__dirname, '..', '..');
/** A migrated database to start from when the test run made one (quicker than a fresh PGlite). */
const pgliteSnapshot = process.env.TP_PGLITE_SNAPSHOT || undefined;

describe('one API process per PGlite DATA_DIR', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-lock-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const lockFile = () => path.join(dataDir, LOCK_FILE_NAME);

  it('refuses a second opening of the folder while the first holds it, and lets it go on close', async () => {
    const first = await openDatabase({ dataDir, pgliteSnapshot });
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));

    await expect(openDatabase({ dataDir, pgliteSnapshot })).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by another API process (pid ${process.pid}).`,
    );
    await first.db.execute(sql`CREATE TABLE kept (note text)`);
    await first.db.execute(sql`INSERT INTO kept VALUES ('written by the first')`);
    await first.close();
    expect(fs.existsSync(lockFile())).toBe(false);

    const again = await openDatabase({ dataDir }); // the data the first one left
    const rows = (await again.db.execute(sql`SELECT note FROM kept`)) as unknown as { rows: { note: string }[] };
    expect(rows.rows).toEqual([{ note: 'written by the first' }]);
    await again.close();
  }, 60_000);

  it('takes over a lock whose process is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    fs.writeFileSync(lockFile(), `${gone}\n`);

    const database = await openDatabase({ dataDir, pgliteSnapshot });
    expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    await database.close();
  }, 60_000);

  it('makes a second API server on the folder exit with a message saying why', async () => {
    const holder = await openDatabase({ dataDir, pgliteSnapshot });
    try {
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_ROOT,
        env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', SEED_DEMO: 'false' },
      });
      let stderr = '';
      server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
      // A server that starts anyway is stopped, so a failing test leaves nothing running.
      const stop = setTimeout(() => server.kill(), 60_000);
      const code = await exited.finally(() => clearTimeout(stop));
      expect(code).toBe(1);
      expect(stderr).toContain(
        `DATA_DIR ${dataDir} is in use by another API process (pid ${process.pid}). ` +
          'The embedded PGlite database serves one process only',
      );
      expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await holder.close();
    }
  }, 90_000);
});
