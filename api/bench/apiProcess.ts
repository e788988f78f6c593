/** Starting the API as its own process (the way it runs in production) for the benches. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { BENCH_PRODUCTION_ENV } from './productionEnv';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/**
 * `tsx src/server.ts` on `port` with `env` on top of this process's; resolves once it answers /api/health
 * (it listens only after its start-up work), within `timeoutMs`.
 */
export async function startApiProcess(
  port: number,
  env: Record<string, string>,
  options: { stdout?: 'inherit' | 'pipe' | 'ignore'; timeoutMs?: number } = {},
): Promise<ApiProcess> {
  const child = spawn(path.join(__dirname, '../../node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, ...BENCH_PRODUCTION_ENV, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the API did not start in time');
    }
    const ready = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
