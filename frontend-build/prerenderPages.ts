/**
 * After a remote's webpack build (run from its folder: `tsx ../frontend-build/prerenderPages.ts`): draws the pages its
 * `src/paths.ts` lists in FIRST_PAINT_PATHS (pages every visitor sees the same, with no data to fetch; by path, or by
 * path and query key for a page drawn when the link carries that key) and adds the markup to its routes.json as
 * `assets.firstPaint`. The shell's server puts it into the page it serves, so the page's
 * largest paint does not wait for any script (docs/performance.md, "The first paint"). Bundled for Node by
 * drawingBundle.ts with drawPages.tsx, as shell/build/prerender.ts does for the shell's own pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadForDrawing } from './drawingBundle';
import type { PublishedRoutes } from './publishPagesPlugin';
import type { drawPages } from './drawPages';
import type { PageRoute } from '@travel/shared-ui/components';

/** What the drawing bundle exports: this folder's drawPages.tsx, and the remote's pages and the paths to draw. */
interface DrawingModule {
  drawPages: typeof drawPages;
  pages: PageRoute[];
  FIRST_PAINT_PATHS?: readonly string[];
}

/** The remote's routes and paths, bundled with drawPages.tsx (one bundle: one React, one store for both). */
const entryFor = () =>
  [
    `export { drawPages } from ${JSON.stringify(path.join(__dirname, 'drawPages.tsx'))};`,
    "export { pages } from './src/routes';",
    "export { FIRST_PAINT_PATHS } from './src/paths';",
  ].join('\n');

async function main() {
  const dir = process.cwd();
  const firstPaint = await loadForDrawing({ source: entryFor(), resolveDir: dir }, (loaded: DrawingModule) =>
    loaded.drawPages(loaded.pages, loaded.FIRST_PAINT_PATHS ?? []),
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
