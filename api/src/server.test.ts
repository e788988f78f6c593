import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './db/database';
import { LOCK_FILE_NAME } from './db/dataDirLock';

const API_ROOT = path.join(__dirname, '..');
/** The run's migrated database (globalSetup.ts): a folder that holds it spares each server an initdb and migrations. */
const pgliteSnapshot = process.env.TP_PGLITE_SNAPSHOT || undefined;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The API as `npm start -w api` runs it, on a PGlite folder of its own, once it answers. */
async function startServer(dataDir: string, port: number): Promise<{ server: ChildProcess; output: () => string }> {
  if (pgliteSnapshot) await (await openDatabase({ dataDir, pgliteSnapshot })).close();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API exited with code ${server.exitCode}:\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { server, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGKILL');
  throw new Error(`the API did not answer within 60 s:\n${output}`);
}

/** Sends SIGTERM and answers the exit code and how long the process took to exit. */
async function stop(server: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  server.kill('SIGTERM');
  // A process that outlives the test is killed, so a failing test leaves nothing running.
  const guard = setTimeout(() => server.kill('SIGKILL'), 30_000);
  const code = await exited.finally(() => clearTimeout(guard));
  return { code, ms: Date.now() - started };
}

describe('stopping the API process', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-stop-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('SIGTERM closes the database and exits 0 at once, without waiting for connections that sent no whole request', async () => {
    const port = await freePort();
    const { server } = await startServer(dataDir, port);
    // Opened and left quiet, as a client's spare pooled connection is, and one that sent half its headers.
    const quiet = net.connect(port, '127.0.0.1');
    const halfSent = net.connect(port, '127.0.0.1');
    await Promise.all([quiet, halfSent].map((socket) => new Promise((resolve) => socket.once('connect', resolve))));
    halfSent.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // The stop may end them with a reset (ECONNRESET) rather than a FIN: either way they close.
    for (const socket of [quiet, halfSent]) socket.on('error', () => undefined);
    const closed = [quiet, halfSent].map((socket) => new Promise((resolve) => socket.once('close', resolve)));

    const { code, ms } = await stop(server);

    expect(code).toBe(0);
    expect(ms).toBeLessThan(5000);
    await Promise.all(closed);
    // The database was closed, not abandoned: the folder's lock is let go.
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 90_000);

  it('a request that never ends does not keep a stopping process alive past its deadline', async () => {
    const port = await freePort();
    const { server, output } = await startServer(dataDir, port);
    // A client that sent its headers and part of its body, then went quiet: its connection is not idle, so a
    // close waits for it.
    const client = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
    client.write(
      'POST /api/v1/customer/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"email":',
    );
    client.on('error', () => undefined);
    // A request sent after it, answered: the server's loop has read the half-sent one too, so the stop below
    // finds it under way (stopped before, the process had nothing to wait for and exited 0).
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);

    const { code, ms } = await stop(server);
    client.destroy();

    expect(code).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(9_000);
    expect(ms).toBeLessThan(15_000);
    expect(output()).toContain('killed by timeout (10000ms)');
  }, 90_000);
});
