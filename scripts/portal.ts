/**
 * Runs the whole portal on one machine as it runs deployed: the API, the shell and five remotes,
 * each on its own port, each serving its own build. `npm start` builds what is missing or stale first.
 *
 *   tsx scripts/portal.ts start   build if needed, then serve (http://localhost:3000)
 *   tsx scripts/portal.ts dev     the same servers on development builds rebuilt on change (portalDev.ts), and the
 *                                 API in watch mode
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FRONTEND_WORKSPACES, REMOTE_PORTS, SHELL } from '../remotes.config';
import { servePortal } from '../shell/server/serve';
import { runDev } from './portalDev';

const ROOT = path.join(__dirname, '..');

/** Runs the API's seed step (`npm run seed -w api`): migrates its database and fills what is empty. */
export function seedApi(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/seed.ts'], {
      cwd: path.join(ROOT, 'api'),
      env,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the API's seed step exited ${code}`))));
  });
}

/**
 * How many API processes `npm start` runs (API_WORKERS, default 1), behind the shell's proxy on consecutive
 * ports from API_PORT. More than one needs PostgreSQL: the embedded PGlite is one process's database.
 */
export function apiWorkers(env: NodeJS.ProcessEnv): number {
  const text = env.API_WORKERS?.trim() || '1';
  const workers = Number(text);
  if (!Number.isInteger(workers) || workers < 1) {
    throw new Error(`API_WORKERS="${text}" must be a whole number of 1 or more`);
  }
  if (workers > 1 && !env.DATABASE_URL) {
    throw new Error(
      `API_WORKERS=${workers} needs PostgreSQL (set DATABASE_URL, and REDIS_URL for shared rate limits): ` +
        'the embedded PGlite database serves one API process',
    );
  }
  return workers;
}

/** Starts the API as its own process, as it is deployed. */
export function startApi(env: NodeJS.ProcessEnv, watch = false): ChildProcess {
  const args = watch ? ['watch', 'src/server.ts'] : ['src/server.ts'];
  return spawn(path.join(ROOT, 'node_modules/.bin/tsx'), args, {
    cwd: path.join(ROOT, 'api'),
    env,
    stdio: 'inherit',
  });
}

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const BUILD_STAMP = 'dist/.built';

/** A workspace needs a build when it has none, or when its sources (or what it shares) changed since. */
export function needsBuild(workspace: string): boolean {
  const manifest = path.join(ROOT, workspace, 'dist/mf-manifest.json');
  if (!fs.existsSync(manifest)) return true;
  // webpack leaves unchanged files untouched, so a successful build is also recorded in a stamp.
  const builtAt = Math.max(fs.statSync(manifest).mtimeMs, newestMtime(path.join(ROOT, workspace, BUILD_STAMP)));
  const inputs = [
    path.join(ROOT, workspace),
    path.join(ROOT, 'contracts/src'),
    path.join(ROOT, 'shared-ui/src'),
    path.join(ROOT, 'frontend-build'),
    path.join(ROOT, 'package.json'),
  ];
  return inputs.some((input) => newestMtime(input) > builtAt);
}

function run(command: string, args: string[], cwd = ROOT): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Builds the stale workspaces, two at a time (webpack is CPU-bound). */
export async function buildStale(): Promise<void> {
  const queue = FRONTEND_WORKSPACES.filter(needsBuild);
  if (queue.length === 0) return;
  console.log(`[portal] building ${queue.join(', ')}`);
  const worker = async () => {
    for (let ws = queue.shift(); ws; ws = queue.shift()) {
      await run('npm', ['run', 'build', '-w', ws]);
      fs.writeFileSync(path.join(ROOT, ws, BUILD_STAMP), new Date().toISOString());
    }
  };
  await Promise.all([worker(), worker()]);
}

async function main(mode: string | undefined) {
  const apiPort = Number(process.env.API_PORT ?? 4000);
  const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
  const children: ChildProcess[] = [];
  const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('SIGINT', () => (stopAll(), process.exit(0)));
  process.on('SIGTERM', () => (stopAll(), process.exit(0)));

  // The embedded database is this machine's own: seed it. PostgreSQL is seeded once per deploy.
  const seedEmbedded = (env: NodeJS.ProcessEnv) => (env.DATABASE_URL ? Promise.resolve() : seedApi(env));

  const shellPort = Number(process.env.PORT ?? SHELL.port);
  const host = process.env.HOST ?? '0.0.0.0';

  if (mode === 'dev') {
    await seedEmbedded(process.env);
    children.push(startApi({ ...process.env, PORT: String(apiPort) }, true));
    const fail = (error: Error) => {
      console.error(`[portal] ${error.message}`);
      stopAll();
      process.exit(1);
    };
    // A build process that stops ends the run, with the API and the other builds (Ctrl+C stops them all anyway).
    await runDev({ shellPort, apiUrl, host, env: process.env, children, onFatal: fail }).catch(fail);
    console.log(
      `[portal] http://localhost:${shellPort} (development builds, served as \`npm start\` serves them; remotes on ` +
        `${Object.values(REMOTE_PORTS).join(', ')}, API on ${apiPort} in watch mode)`,
    );
    return;
  }
  if (mode !== 'start') throw new Error('usage: tsx scripts/portal.ts start|dev');

  const workers = apiWorkers(process.env);
  await buildStale();
  // Without NODE_ENV this is a local run of the production build: the API may use the sandbox gateway and PGlite,
  // which it warns about. With NODE_ENV=production it refuses them unless ALLOW_SANDBOX_IN_PRODUCTION says so.
  const localRun = process.env.NODE_ENV === undefined;
  const apiEnv = {
    ...(localRun ? { ALLOW_SANDBOX_IN_PRODUCTION: 'true' } : {}),
    ...process.env,
    PORT: String(apiPort),
    NODE_ENV: process.env.NODE_ENV ?? 'production',
  };
  await seedEmbedded(apiEnv);
  for (let i = 0; i < workers; i++) children.push(startApi({ ...apiEnv, PORT: String(apiPort + i) }));
  const apiUrls =
    process.env.API_URL ?? Array.from({ length: workers }, (_, i) => `http://127.0.0.1:${apiPort + i}`).join(',');
  await servePortal({
    shellPort,
    remotePorts: REMOTE_PORTS,
    apiUrl: apiUrls,
    env: process.env,
    host,
  });
  console.log(
    `[portal] http://localhost:${shellPort} (remotes on ${Object.values(REMOTE_PORTS).join(', ')}, ` +
      `API on ${workers > 1 ? `${apiPort}-${apiPort + workers - 1} (${workers} processes)` : apiPort})`,
  );
}

if (require.main === module) {
  main(process.argv[2]).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
