/**
 * Runs the whole portal on one machine as it runs deployed: the API, the shell and five remotes,
 * each on its own port, each serving its own build. `npm start` builds what is missing or stale first.
 *
 *   tsx portal.ts start   build if needed, then serve (http://localhost:3000)
 *   tsx portal.ts dev     webpack dev servers with rebuild on save, and the API in watch mode
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import { FRONTEND_WORKSPACES, REMOTE_NAMES, REMOTE_PORTS, SHELL, workspaceOf, type RemoteName } from './remotes.config';
import { remoteLocationsFromEnv, type RemoteLocation } from './shell/src/federation/remotesConfigFromEnv';
import {
  fetchPublishedPaths,
  remotesConfigSource,
  type PublishedPathsReader,
} from './shell/src/federation/remotesConfigSource';
import {
  fetchPageAssets,
  pageAssetsSource,
  readPageAssets,
  type PageAssetsReader,
} from './shell/src/federation/pageAssets';
import { assemblePage, isHashed, readFirstVisitAssets, readStaticPages, stylesheetSource } from './pageAssembly';
import {
  addHstsOverHttps,
  paymentOrigins,
  remoteHelmetOptions,
  scriptsWithoutDocumentHeaders,
  shellHelmetOptions,
  shellHtml,
  styleNonceOf,
} from './portalSecurity';

const ROOT = __dirname;

/** The largest request body the shell forwards to the API: the API's own limit (Fastify's default, 1 MiB). */
export const API_BODY_LIMIT = 1024 * 1024;

/** TLS key and certificate when the server itself answers https (HSTS is only sent then). */
export type TlsOptions = { key: string | Buffer; cert: string | Buffer };

/**
 * Build files that stay on the build machine, answered 404: source maps (error tracking may upload them) and
 * federation's build stats (a production build no longer writes them: webpack.base.ts).
 */
const NOT_PUBLIC = /(\.map|(^|\/)mf-stats\.json)$/i;

async function staticServer(
  root: string,
  options: {
    cors: boolean;
    helmet: FastifyHelmetOptions;
    https?: TlsOptions;
    servedPath?: (pathName: string) => boolean;
  },
) {
  // Closing drops browsers' idle keep-alive connections instead of waiting for them (tests stop remotes).
  const settings = { logger: false, forceCloseConnections: true } as const;
  // Over https the routes and hooks are the same; Fastify's types differ only in the raw server.
  const app = options.https
    ? (Fastify({ ...settings, https: options.https }) as unknown as FastifyInstance)
    : Fastify(settings);
  await app.register(fastifyHelmet, options.helmet);
  addHstsOverHttps(app);
  scriptsWithoutDocumentHeaders(app);
  await app.register(fastifyCompress, { global: true });
  await app.register(fastifyStatic, {
    root,
    allowedPath: (pathName) => !NOT_PUBLIC.test(pathName) && (options.servedPath?.(pathName) ?? true),
    // Scripts and stylesheets are sent as the build compressed them (.br, .gz beside each: webpack.base.ts).
    preCompressed: true,
    // Content-hashed files never change; everything else (index.html, main.js, manifests) is revalidated.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const file = filePath.replace(/\.(br|gz)$/, '');
      reply.header('Cache-Control', isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (options.cors) reply.header('Access-Control-Allow-Origin', '*');
    },
  });
  return app;
}

/** A remote as a CDN would serve it: its dist folder, readable from any origin. */
export async function serveRemote(
  dist: string,
  port: number,
  host = '127.0.0.1',
  https?: TlsOptions,
): Promise<FastifyInstance> {
  const app = await staticServer(dist, { cors: true, helmet: remoteHelmetOptions, https });
  await app.listen({ port, host });
  return app;
}

const errorReply = (message: string) => ({ success: false as const, message });

/**
 * /api/* forwarded to the API. The API limits requests per client address and trusts X-Forwarded-For from
 * this proxy only, so the header is the peer's address, never what the client sent. Bodies are read here
 * first (at most API_BODY_LIMIT), so a too-large one is a 413 and an upstream that is down a 502.
 * `apiUrl` may list several API processes, comma-separated: requests take turns, and one that did not answer
 * is left out for a few seconds.
 */
async function apiProxy(app: FastifyInstance, options: { apiUrl: string }) {
  const upstreams = options.apiUrl.split(',').map((url) => url.trim());
  const downUntil = new Map<string, number>();
  const chosen = new WeakMap<object, string>();
  let turn = 0;
  const nextUpstream = () => {
    for (let tried = 0; tried < upstreams.length; tried++) {
      const candidate = upstreams[turn++ % upstreams.length];
      if ((downUntil.get(candidate) ?? 0) <= Date.now()) return candidate;
    }
    return upstreams[turn++ % upstreams.length];
  };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send(errorReply(`The request body is larger than ${API_BODY_LIMIT / 1024 / 1024} MB.`));
    }
    return reply.code(status).send(errorReply(status < 500 ? error.message : 'Something went wrong on our side.'));
  });
  await app.register(fastifyHttpProxy, {
    upstream: upstreams[0],
    prefix: '/api',
    rewritePrefix: '/api',
    proxyPayloads: false,
    // The body read above is sent as it came, with its length (reply-from would re-encode a JSON Buffer).
    handler: (request, reply, dest, options) =>
      reply.from(
        dest,
        Buffer.isBuffer(request.body)
          ? {
              ...options,
              body: request.body,
              contentType: request.headers['content-type'] ?? 'application/octet-stream',
            }
          : options,
      ),
    replyOptions: {
      getUpstream:
        upstreams.length > 1
          ? (request) => {
              const upstream = nextUpstream();
              chosen.set(request, upstream);
              return upstream;
            }
          : undefined,
      rewriteRequestHeaders: (request, headers) => {
        // The body was read here, and Node answered any `Expect: 100-continue` (undici refuses to send one).
        const { expect: _expect, forwarded: _forwarded, ...forwarded } = headers;
        return {
          ...forwarded,
          // Keep the visitor's own Host/Origin so the API's same-origin checks see the site's origin.
          host: request.headers.host,
          'x-forwarded-for': request.socket.remoteAddress,
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.headers.host,
        };
      },
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'the API did not answer');
        const code = (error as { code?: string }).code ?? '';
        if (upstreams.length > 1 && /ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET/.test(code)) {
          const failed = chosen.get(reply.request);
          if (failed) downUntil.set(failed, Date.now() + 3000);
        }
        const status = (error as FastifyError).statusCode === 504 ? 504 : 502;
        reply.code(status).send(errorReply('The service is unavailable right now. Please try again in a moment.'));
      },
    },
  });
}

/**
 * The shell: its build, the deploy-time /remotes.json (where each remote lives and the paths it draws, read from
 * the remotes as the server starts), and the API proxied same-origin under /api.
 */
export async function serveShell(options: {
  dist: string;
  port: number;
  apiUrl: string;
  remoteLocations: RemoteLocation[];
  readPaths?: PublishedPathsReader;
  /** Where each remote's page files are read from (its routes.json), for the page's preload hints. */
  readAssets?: PageAssetsReader;
  host?: string;
  https?: TlsOptions;
  /** The payment gateways' browser origins (paymentOrigins), allowed by the page's CSP. */
  gatewayOrigins?: string[];
}): Promise<FastifyInstance> {
  const indexHtml = path.join(options.dist, 'index.html');
  const app = await staticServer(options.dist, {
    cors: false,
    helmet: shellHelmetOptions(options.remoteLocations, options.gatewayOrigins),
    https: options.https,
    // The page itself is answered below, with this response's CSP nonce in it.
    servedPath: (pathName) => pathName !== '/index.html',
  });
  const remotesConfig = remotesConfigSource(options.remoteLocations, options.readPaths);
  await remotesConfig();
  const pageAssets = pageAssetsSource(options.remoteLocations, options.readAssets);
  await pageAssets.load();
  const firstVisitAssets = await readFirstVisitAssets(options.dist);
  const staticPages = await readStaticPages(options.dist);
  const stylesheets = stylesheetSource(options.dist);
  const sendPage = async (url: string, reply: FastifyReply) => {
    const queryAt = url.indexOf('?');
    const pathName = queryAt < 0 ? url : url.slice(0, queryAt);
    const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
    const html = await assemblePage({
      indexHtml: await fs.promises.readFile(indexHtml, 'utf8'),
      pathName,
      query: new URLSearchParams(query),
      config: await remotesConfig(),
      assets: pageAssets.get,
      firstVisit: firstVisitAssets,
      staticPages,
      stylesheets,
      nonce: styleNonceOf(reply.raw),
    });
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shellHtml(html, reply.raw));
  };
  app.get('/', (request, reply) => sendPage(request.url, reply));
  app.setNotFoundHandler((request, reply) => {
    const pathName = request.url.split('?')[0];
    if (request.method === 'GET' && (!path.extname(pathName) || pathName === '/index.html'))
      return sendPage(request.url, reply);
    return reply.code(404).send('Not found');
  });
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').send(await remotesConfig());
  });
  await app.register(apiProxy, { apiUrl: options.apiUrl });
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}

/** What a remote's local build published (routes.json), for a remote that is not answering (yet). */
function builtRoutes(name: RemoteName): unknown {
  const file = path.join(ROOT, workspaceOf(name), 'dist/routes.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/** The paths a remote's local build published, for a remote that is not answering (yet). */
function builtPaths(name: RemoteName): string[] | undefined {
  return (builtRoutes(name) as { paths: string[] } | undefined)?.paths;
}

export interface RunningPortal {
  shell: FastifyInstance;
  remotes: Map<RemoteName, FastifyInstance>;
  close(): Promise<void>;
}

/** Serves the built shell and remotes. Remote URLs come from REMOTE_*_URL where set, else these ports. */
export async function servePortal(options: {
  shellPort: number;
  remotePorts: Record<RemoteName, number>;
  apiUrl: string;
  env?: Record<string, string | undefined>;
  host?: string;
}): Promise<RunningPortal> {
  const env = { ...options.env };
  for (const name of REMOTE_NAMES) {
    env[`REMOTE_${name.toUpperCase()}_URL`] ??= `http://localhost:${options.remotePorts[name]}`;
  }
  const remotes = new Map<RemoteName, FastifyInstance>();
  for (const name of REMOTE_NAMES) {
    remotes.set(
      name,
      await serveRemote(path.join(ROOT, workspaceOf(name), 'dist'), options.remotePorts[name], options.host),
    );
  }
  const shell = await serveShell({
    dist: path.join(ROOT, 'shell/dist'),
    port: options.shellPort,
    apiUrl: options.apiUrl,
    remoteLocations: remoteLocationsFromEnv(env),
    readPaths: async (location) => (await fetchPublishedPaths(location)) ?? builtPaths(location.name),
    readAssets: async (location) =>
      (await fetchPageAssets(location)) ?? readPageAssets(location.name, builtRoutes(location.name)),
    host: options.host,
    gatewayOrigins: paymentOrigins(env),
  });
  return {
    shell,
    remotes,
    async close() {
      await Promise.all([shell.close(), ...[...remotes.values()].map((r) => r.close())]);
    },
  };
}

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

  if (mode === 'dev') {
    await seedEmbedded(process.env);
    children.push(startApi({ ...process.env, PORT: String(apiPort) }, true));
    for (const ws of FRONTEND_WORKSPACES) {
      children.push(
        spawn('npm', ['run', 'dev', '-w', ws], {
          cwd: ROOT,
          stdio: 'inherit',
          env: { ...process.env, API_URL: apiUrl },
        }),
      );
    }
    return;
  }
  if (mode !== 'start') throw new Error('usage: tsx portal.ts start|dev');

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
  const shellPort = Number(process.env.PORT ?? SHELL.port);
  await servePortal({
    shellPort,
    remotePorts: REMOTE_PORTS,
    apiUrl: apiUrls,
    env: process.env,
    host: process.env.HOST ?? '0.0.0.0',
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
