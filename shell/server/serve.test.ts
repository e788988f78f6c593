import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FRONTEND_WORKSPACES, REMOTE_NAMES, type RemoteName } from '../../remotes.config';
import type { RemotesConfig } from '../src/federation/remotesConfig';
import { remoteUrlVariable } from './remoteLocations';
import { servePortal, serveRemote, type RunningPortal } from './serve';

describe("a remote's static server", () => {
  let dist: string;
  let remote: FastifyInstance;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-remote-dist-'));
    const files = ['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js.map'];
    for (const file of files) fs.writeFileSync(path.join(dist, file), file.endsWith('.js') ? 'void 0;' : '{}');
    remote = await serveRemote(dist, 0);
  });
  afterAll(async () => {
    await remote.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers 404 for federation's build stats, as for source maps, and serves the entry and manifest", async () => {
    const statusOf = async (url: string) => [url, (await remote.inject({ method: 'GET', url })).statusCode];
    expect(await statusOf('/mf-stats.json')).toEqual(['/mf-stats.json', 404]);
    expect(await statusOf('/remoteEntry.js.map')).toEqual(['/remoteEntry.js.map', 404]);
    expect(await statusOf('/remoteEntry.js')).toEqual(['/remoteEntry.js', 200]);
    expect(await statusOf('/mf-manifest.json')).toEqual(['/mf-manifest.json', 200]);
  });
});

describe("a development build's servers (npm run dev)", () => {
  let dist: string;
  let remote: FastifyInstance;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-remote-dev-'));
    for (const file of ['remoteEntry.js', 'remoteEntry.js.map', 'mf-stats.json'])
      fs.writeFileSync(path.join(dist, file), '{}');
    remote = await serveRemote(dist, 0, '127.0.0.1', undefined, true);
  });
  afterAll(async () => {
    await remote.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serve the source maps, and still not the build stats', async () => {
    expect((await remote.inject({ method: 'GET', url: '/remoteEntry.js.map' })).statusCode).toBe(200);
    expect((await remote.inject({ method: 'GET', url: '/mf-stats.json' })).statusCode).toBe(404);
  });
});

describe('the portal served from other build folders (distOf)', () => {
  let builds: string;
  let portal: RunningPortal;

  beforeAll(async () => {
    builds = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-dev-builds-'));
    for (const workspace of FRONTEND_WORKSPACES) fs.mkdirSync(path.join(builds, workspace));
    fs.writeFileSync(
      path.join(builds, 'shell/index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    const remotePorts = Object.fromEntries(REMOTE_NAMES.map((name) => [name, 0])) as Record<RemoteName, number>;
    portal = await servePortal({
      shellPort: 0,
      remotePorts,
      apiUrl: 'http://127.0.0.1:9',
      // No remote answers on port 0: each one's paths are read from its build folder.
      env: Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlVariable(name), 'http://127.0.0.1:9'])),
      distOf: (workspace) => path.join(builds, workspace),
    });
  });
  afterAll(async () => {
    await portal.close();
    fs.rmSync(builds, { recursive: true, force: true });
  });

  it("assembles the page from the shell's folder, with the CSP and its nonce", async () => {
    const page = await portal.shell.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(page.body)?.[1];
    expect(nonce).toBeDefined();
    expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('reads the builds again on reload: the first paint and the paths a rebuild wrote', async () => {
    expect((await portal.shell.inject({ method: 'GET', url: '/' })).body).toContain('<div id="root"></div>');
    fs.writeFileSync(
      path.join(builds, 'shell/static-pages.json'),
      JSON.stringify({ home: '<p>drawn home</p>', remotePage: '<main id="main"></main>' }),
    );
    fs.writeFileSync(
      path.join(builds, 'mf-content/routes.json'),
      JSON.stringify({ name: 'mf_content', paths: ['/whats-new'] }),
    );
    await portal.reload();
    expect((await portal.shell.inject({ method: 'GET', url: '/' })).body).toContain(
      '<div id="root"><p>drawn home</p></div>',
    );
    const config = (await portal.shell.inject({ method: 'GET', url: '/remotes.json' })).json() as RemotesConfig;
    expect(config.remotes.find((remote) => remote.name === 'mf_content')?.paths).toEqual(['/whats-new']);
  });
});
