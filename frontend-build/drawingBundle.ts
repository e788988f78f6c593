/**
 * How the builds draw pages at build time (shell/build/prerender.ts for the shell's pages, prerenderPages.ts for a
 * remote's): a TSX entry bundled for Node with esbuild, as the browser build sees it (stylesheets left out: the page
 * links or preloads the built ones), loaded, used, and its temporary folder removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

/** A file to bundle, or source text bundled as if it were a file in `resolveDir`. */
export type DrawingEntry = { file: string } | { source: string; resolveDir: string };

/** Bundles and loads `entry`, answers what `draw` makes of the loaded module, then removes the bundle. */
export async function loadForDrawing<Module, Result>(
  entry: DrawingEntry,
  draw: (loaded: Module) => Result | Promise<Result>,
): Promise<Result> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawing-'));
  try {
    const outfile = path.join(dir, 'entry.cjs');
    await build({
      ...('file' in entry
        ? { entryPoints: [entry.file] }
        : { stdin: { contents: entry.source, resolveDir: entry.resolveDir, loader: 'tsx', sourcefile: 'entry.tsx' } }),
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      jsx: 'automatic',
      logLevel: 'warning',
      loader: { '.css': 'empty', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file' },
      define: {
        __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'local'),
        __PERSIST_ENCRYPTION_KEY__: JSON.stringify('unused when drawing at build time'),
        'process.env.NODE_ENV': JSON.stringify('production'),
      },
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return await draw(require(outfile) as Module);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
