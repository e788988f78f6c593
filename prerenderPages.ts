/**
 * After a remote's webpack build (run from its folder: `tsx ../prerenderPages.ts`): draws the pages its
 * `src/paths.ts` lists in FIRST_PAINT_PATHS (pages every visitor sees the same, with no data to fetch) and adds the
 * markup to its routes.json as `assets.firstPaint`. The shell's server puts it into the page it serves, so the page's
 * largest paint does not wait for any script (docs/architecture.md, "The first paint"). Bundled for Node with esbuild,
 * as shell/prerender.ts does for the shell's own pages (stylesheets left out: the remote's are preloaded).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { PublishedRoutes } from './publishPagesPlugin';

/** The wrapper of a page's first paint: the remote's own page area (RemotePages), marked as drawn at build time. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

const ENTRY = `
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from '@travel/shared-ui/store';
import { pages } from './src/routes';
import { FIRST_PAINT_PATHS } from './src/paths';

async function draw(path) {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error('FIRST_PAINT_PATHS names ' + path + ', which routes.tsx does not draw');
  const store = configureStore({ reducer: rootReducer });
  const tree = createElement(
    Provider,
    { store },
    createElement(StaticRouter, { location: path }, createElement('div', { className: 'tp-remote', '${FIRST_PAINT_ATTRIBUTE}': path }, page.element)),
  );
  // Waits for the page's lazy chunk, unlike renderToString.
  const { prelude } = await prerenderToNodeStream(tree);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

export async function drawPages() {
  const drawn = {};
  for (const path of FIRST_PAINT_PATHS ?? []) drawn[path] = await draw(path);
  return drawn;
}
`;

async function main() {
  const dir = process.cwd();
  const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remote-prerender-')), 'drawPages.cjs');
  await build({
    stdin: { contents: ENTRY, resolveDir: dir, loader: 'tsx', sourcefile: 'drawPages.tsx' },
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
  const { drawPages } = require(outfile) as { drawPages: () => Promise<Record<string, string>> };
  const firstPaint = await drawPages();
  fs.rmSync(path.dirname(outfile), { recursive: true, force: true });
  const routesFile = path.join(dir, process.env.BUILD_OUTPUT_DIR ?? 'dist', 'routes.json');
  const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as PublishedRoutes;
  if (!routes.assets) throw new Error(`${routesFile} has no assets to add the first paint to`);
  routes.assets.firstPaint = firstPaint;
  fs.writeFileSync(routesFile, JSON.stringify(routes));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
