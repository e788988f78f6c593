/**
 * After a remote's webpack build (run from its folder: `tsx ../frontend-build/prerenderPages.ts`): draws the pages its
 * `src/paths.ts` lists in FIRST_PAINT_PATHS (pages every visitor sees the same, with no data to fetch; by path, or by
 * path and query key for a page drawn when the link carries that key) and adds the markup to its routes.json as
 * `assets.firstPaint`. The shell's server puts it into the page it serves, so the page's
 * largest paint does not wait for any script (docs/architecture.md, "The first paint"). Bundled for Node by
 * drawingBundle.ts, as shell/prerender.ts does for the shell's own pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadForDrawing } from './drawingBundle';
import type { PublishedRoutes } from './publishPagesPlugin';

/** The wrapper of a page's first paint: the remote's own page area (RemotePages), marked as drawn at build time. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

const ENTRY = `
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { createMemoryStore } from '@travel/shared-ui/store';
import { pages } from './src/routes';
import { FIRST_PAINT_PATHS } from './src/paths';

// A page listed by path and query key ('/flight-details?date') is drawn for a link carrying that key. Its value here
// is a stand-in: a drawn page shows nothing of the link's (the shell's server fills its data-query slots).
const locationOf = (listed) => (listed.includes('?') ? listed + '=drawn-at-build-time' : listed);

async function draw(listed) {
  const path = listed.split('?')[0];
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error('FIRST_PAINT_PATHS names ' + listed + ', which routes.tsx does not draw');
  const store = createMemoryStore();
  const tree = createElement(
    Provider,
    { store },
    createElement(StaticRouter, { location: locationOf(listed) }, createElement('div', { className: 'tp-remote', '${FIRST_PAINT_ATTRIBUTE}': path }, page.element)),
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
  const firstPaint = await loadForDrawing(
    { source: ENTRY, resolveDir: dir },
    ({ drawPages }: { drawPages: () => Promise<Record<string, string>> }) => drawPages(),
  );
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
