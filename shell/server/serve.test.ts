import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serveRemote } from './serve';

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
