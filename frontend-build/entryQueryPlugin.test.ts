/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack from 'webpack';
import { EntryQueryPlugin } from './entryQueryPlugin';

/** Builds an entry that loads one chunk, as a remote's entry loads its page chunks. */
async function buildEntry(dir: string): Promise<string> {
  fs.writeFileSync(path.join(dir, 'entry.js'), "import('./page').then((page) => page.default);");
  fs.writeFileSync(path.join(dir, 'page.js'), 'export default 42;');
  await new Promise<void>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'dist'), publicPath: 'auto', chunkFilename: '[name].[contenthash:8].js' },
        plugins: [new EntryQueryPlugin()],
      },
      (error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve()),
    ),
  );
  return fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
}

/** The chunk URLs the built entry asks for when the page loaded it from `entryUrl`. */
function chunkUrlsFrom(code: string, entryUrl: string): string[] {
  const requested: string[] = [];
  const document = {
    currentScript: { tagName: 'SCRIPT', src: entryUrl },
    getElementsByTagName: () => [],
    createElement: () => ({ setAttribute: () => undefined }),
    head: { appendChild: (script: { src: string }) => requested.push(script.src) },
  };
  const context: Record<string, unknown> = { document, setTimeout: () => 0, clearTimeout: () => undefined, Promise };
  context.self = context;
  context.globalThis = context;
  vm.runInNewContext(code, context);
  return requested;
}

describe('EntryQueryPlugin', () => {
  let dir: string;
  let code: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-query-'));
    code = await buildEntry(dir);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('asks for the chunks under the retry query the entry was loaded with (Retry after failed preloads)', () => {
    expect(chunkUrlsFrom(code, 'https://cdn.test/content/main.js?retry=2')).toEqual([
      expect.stringMatching(/^https:\/\/cdn\.test\/content\/\d+\.[0-9a-f]{8}\.js\?retry=2$/),
    ]);
  });

  it('asks for them at their plain URLs otherwise, so the page’s preloads answer them', () => {
    expect(chunkUrlsFrom(code, 'https://cdn.test/content/main.js')).toEqual([
      expect.stringMatching(/^https:\/\/cdn\.test\/content\/\d+\.[0-9a-f]{8}\.js$/),
    ]);
    expect(chunkUrlsFrom(code, 'https://cdn.test/content/main.js?v=2')).toEqual([expect.stringMatching(/\.js$/)]);
  });
});
