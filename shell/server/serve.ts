/**
 * The portal's web servers as deployed: the shell's (its build, the page assembled for each path, the deploy-time
 * /remotes.json and the API proxied same-origin under /api) and each remote's static server. `npm start`
 * (scripts/portal.ts) runs them on one machine on the production builds, `npm run dev` (scripts/portalDev.ts) on the
 * development builds it keeps rebuilding; the e2e suite starts them too.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { REMOTE_NAMES, SHELL, workspaceOf, type RemoteName } from '../../remotes.config';
import type { RemoteLocation } from '../src/federation/remotesConfig';
import { remoteLocationsFromEnv } from './remoteLocations';
import { fetchPublishedPaths, remotesConfigSource, type PublishedPathsReader } from './remotesConfigSource';
import { fetchPageAssets, pageAssetsSource, readPageAssets, type PageAssetsReader } from './pageAssets';
import { assemblePage, isHashed, readFirstVisitAssets, readStaticPages, stylesheetSource } from './pageAssembly';
import { apiProxy } from './apiProxy';
import {
  addHstsOverHttps,
  paymentOrigins,
  remoteHelmetOptions,
  scriptsWithoutDocumentHeaders,
  shellHelmetOptions,
  shellHtml,
  styleNonceOf,
} from './portalSecurity';

const ROOT = path.join(__dirname, '../..');

/** TLS key and certificate when the server itself answers https (HSTS is only sent then). */
export type TlsOptions = { key: string | Buffer; cert: string | Buffer };

/**
 * Build files that stay on the build machine, answered 404: source maps (error tracking may upload them) and
 * federation's build stats (a production build no longer writes them: webpack.base.ts). `npm run dev` serves the
 * source maps of its development builds (`sourceMaps`), for the browser's developer tools.
 */
const NOT_PUBLIC = /(\.map|(^|\/)mf-stats\.json)$/i;
const NOT_PUBLIC_WITH_SOURCE_MAPS = /(^|\/)mf-stats\.json$/i;

async function staticServer(
  root: string,
  options: {
    cors: boolean;
    helmet: FastifyHelmetOptions;
    https?: TlsOptions;
    servedPath?: (pathName: string) => boolean;
    sourceMaps?: boolean;
  },
) {
  const notPublic = options.sourceMaps ? NOT_PUBLIC_WITH_SOURCE_MAPS : NOT_PUBLIC;
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
    allowedPath: (pathName) => !notPublic.test(pathName) && (options.servedPath?.(pathName) ?? true),
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
  sourceMaps = false,
): Promise<FastifyInstance> {
  const app = await staticServer(dist, { cors: true, helmet: remoteHelmetOptions, https, sourceMaps });
  await app.listen({ port, host });
  return app;
}

type ShellOptions = {
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
  /** Serve the build's source maps (a development build's, `npm run dev`); a production server answers them 404. */
  sourceMaps?: boolean;
};

/**
 * The shell: its build, the deploy-time /remotes.json (where each remote lives and the paths it draws, read from
 * the remotes as the server starts), and the API proxied same-origin under /api.
 */
export async function serveShell(options: ShellOptions): Promise<FastifyInstance> {
  return (await startShell(options)).app;
}

/**
 * The shell's server, and how to have it read the builds again as it does when it starts (the shell's first-visit
 * files and first paint, each remote's paths and page files): `npm run dev` does after each rebuild.
 */
async function startShell(options: ShellOptions): Promise<{ app: FastifyInstance; reload: () => Promise<void> }> {
  const indexHtml = path.join(options.dist, 'index.html');
  const app = await staticServer(options.dist, {
    cors: false,
    helmet: shellHelmetOptions(options.remoteLocations, options.gatewayOrigins),
    https: options.https,
    // The page itself is answered below, with this response's CSP nonce in it.
    servedPath: (pathName) => pathName !== '/index.html',
    sourceMaps: options.sourceMaps,
  });
  const readBuilds = async () => {
    const remotesConfig = remotesConfigSource(options.remoteLocations, options.readPaths);
    await remotesConfig();
    const pageAssets = pageAssetsSource(options.remoteLocations, options.readAssets);
    await pageAssets.load();
    const firstVisitAssets = await readFirstVisitAssets(options.dist);
    const staticPages = await readStaticPages(options.dist);
    return { remotesConfig, pageAssets, firstVisitAssets, staticPages };
  };
  let builds = await readBuilds();
  const stylesheets = stylesheetSource(options.dist);
  const sendPage = async (url: string, reply: FastifyReply) => {
    const queryAt = url.indexOf('?');
    const pathName = queryAt < 0 ? url : url.slice(0, queryAt);
    const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
    const { remotesConfig, pageAssets, firstVisitAssets, staticPages } = builds;
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
    reply.header('Cache-Control', 'no-cache').send(await builds.remotesConfig());
  });
  await app.register(apiProxy, { apiUrl: options.apiUrl });
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return {
    app,
    reload: async () => {
      builds = await readBuilds();
    },
  };
}

/** Where a workspace's build is: its dist folder (`npm start`, the e2e suite). */
const productionDist = (workspace: string) => path.join(ROOT, workspace, 'dist');

/** What a remote's local build published (routes.json), for a remote that is not answering (yet). */
function builtRoutes(dist: string): unknown {
  const file = path.join(dist, 'routes.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

export interface RunningPortal {
  shell: FastifyInstance;
  remotes: Map<RemoteName, FastifyInstance>;
  /** Has the shell's server read the builds again (its own and the remotes'), as after a rebuild. */
  reload(): Promise<void>;
  close(): Promise<void>;
}

/** Serves the built shell and remotes. Remote URLs come from REMOTE_*_URL where set, else these ports. */
export async function servePortal(options: {
  shellPort: number;
  remotePorts: Record<RemoteName, number>;
  apiUrl: string;
  env?: Record<string, string | undefined>;
  host?: string;
  /** Where each workspace's build is served from: its dist folder unless given (`npm run dev`'s builds). */
  distOf?: (workspace: string) => string;
  /** Serve the builds' source maps: `npm run dev` does, for development builds (see NOT_PUBLIC). */
  sourceMaps?: boolean;
}): Promise<RunningPortal> {
  const distOf = options.distOf ?? productionDist;
  const remoteDist = (name: RemoteName) => distOf(workspaceOf(name));
  const env = { ...options.env };
  for (const name of REMOTE_NAMES) {
    env[`REMOTE_${name.toUpperCase()}_URL`] ??= `http://localhost:${options.remotePorts[name]}`;
  }
  const remotes = new Map<RemoteName, FastifyInstance>();
  for (const name of REMOTE_NAMES) {
    remotes.set(
      name,
      await serveRemote(remoteDist(name), options.remotePorts[name], options.host, undefined, options.sourceMaps),
    );
  }
  const shell = await startShell({
    dist: distOf(SHELL.workspace),
    port: options.shellPort,
    apiUrl: options.apiUrl,
    remoteLocations: remoteLocationsFromEnv(env),
    // A remote that is not answering (yet): the paths and page files its local build published.
    readPaths: async (location) =>
      (await fetchPublishedPaths(location)) ??
      (builtRoutes(remoteDist(location.name)) as { paths: string[] } | undefined)?.paths,
    readAssets: async (location) =>
      (await fetchPageAssets(location)) ?? readPageAssets(location.name, builtRoutes(remoteDist(location.name))),
    host: options.host,
    gatewayOrigins: paymentOrigins(env),
    sourceMaps: options.sourceMaps,
  });
  return {
    shell: shell.app,
    remotes,
    reload: shell.reload,
    async close() {
      await Promise.all([shell.app.close(), ...[...remotes.values()].map((r) => r.close())]);
    },
  };
}
