/**
 * After the shell's webpack build: draws the first paint of its pages (src/app/staticPages.tsx) into
 * dist/static-pages.json, which the shell's server puts into the page it serves (portal.ts). The components are
 * bundled for Node with esbuild (stylesheets left out: the page links the built ones).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { STATIC_PAGES_FILE } from './firstVisitAssets';

async function main() {
  const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shell-prerender-')), 'staticPages.cjs');
  await build({
    entryPoints: [path.join(__dirname, 'src/app/staticPages.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    logLevel: 'warning',
    loader: { '.css': 'empty', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file' },
    alias: { '@reduxjs/toolkit-full': '@reduxjs/toolkit' },
    define: {
      __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'local'),
      __PERSIST_ENCRYPTION_KEY__: JSON.stringify('unused when drawing at build time'),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderStaticPages } = require(outfile) as typeof import('./src/app/staticPages');
  const pages = renderStaticPages();
  fs.rmSync(path.dirname(outfile), { recursive: true, force: true });
  const dist = path.join(__dirname, process.env.BUILD_OUTPUT_DIR ?? 'dist');
  fs.writeFileSync(path.join(dist, STATIC_PAGES_FILE), JSON.stringify(pages));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
