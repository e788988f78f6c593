/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchPublishedPaths, remotesConfigSource } from './remotesConfigSource';
import type { RemoteLocation } from '../src/federation/remotesConfig';

const content: RemoteLocation = { name: 'mf_content', entry: 'http://content.test/remoteEntry.js' };
const admin: RemoteLocation = { name: 'mf_admin', entry: 'http://admin.test/remoteEntry.js' };

describe('remotesConfigSource', () => {
  it('carries the paths each remote published, and asks a remote that was down again', async () => {
    let adminUp = false;
    const reads: string[] = [];
    const source = remotesConfigSource([content, admin], async ({ name }) => {
      reads.push(name);
      if (name === 'mf_content') return ['/about-us'];
      return adminUp ? ['/tripjack'] : undefined;
    });

    expect((await source()).remotes).toEqual([
      { ...content, paths: ['/about-us'] },
      // Not read: marked, so that the shell shows its pages as unavailable rather than not found.
      { ...admin, paths: [], pathsUnknown: true },
    ]);
    adminUp = true;
    expect((await source()).remotes[1]).toEqual({ ...admin, paths: ['/tripjack'] });
    await source();
    // Paths once found are kept: each remote was read only until it answered.
    expect(reads).toEqual(['mf_content', 'mf_admin', 'mf_admin']);
  });
});

describe('fetchPublishedPaths', () => {
  let server: http.Server;
  let base: string;
  let body: unknown;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url !== '/v2/routes.json') return void response.writeHead(404).end();
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads routes.json beside the manifest', async () => {
    body = { name: 'mf_content', paths: ['/about-us', '/blog'] };
    await expect(fetchPublishedPaths({ name: 'mf_content', entry: `${base}/remoteEntry.js` })).resolves.toEqual([
      '/about-us',
      '/blog',
    ]);
  });

  it('refuses paths published under another remote’s name, or not a list of paths', async () => {
    body = { name: 'mf_admin', paths: ['/about-us'] };
    await expect(fetchPublishedPaths({ name: 'mf_content', entry: `${base}/remoteEntry.js` })).resolves.toBe(undefined);
    body = { name: 'mf_content', paths: '/about-us' };
    await expect(fetchPublishedPaths({ name: 'mf_content', entry: `${base}/remoteEntry.js` })).resolves.toBe(undefined);
  });

  it('answers undefined for a remote that is not there', async () => {
    await expect(fetchPublishedPaths({ name: 'mf_content', entry: `${base}/gone/remoteEntry.js` })).resolves.toBe(
      undefined,
    );
  });
});
