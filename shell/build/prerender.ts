/**
 * After the shell's webpack build: draws the first paint of its pages (shell/src/app/staticPages.tsx) into
 * dist/static-pages.json, which the shell's server puts into the page it serves (shell/server/pageAssembly.ts). The
 * components are bundled for Node as frontend-build/drawingBundle.ts does for every build that draws pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadForDrawing } from '../../frontend-build/drawingBundle';
import { STATIC_PAGES_FILE } from './firstVisitAssets';

const SHELL = path.join(__dirname, '..');

async function main() {
  const pages = await loadForDrawing(
    { file: path.join(SHELL, 'src/app/staticPages.tsx') },
    ({ renderStaticPages }: typeof import('../src/app/staticPages')) => renderStaticPages(),
  );
  const dist = path.join(SHELL, process.env.BUILD_OUTPUT_DIR ?? 'dist');
  fs.writeFileSync(path.join(dist, STATIC_PAGES_FILE), JSON.stringify(pages));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
