import webpack from 'webpack';
import { FIRST_VISIT_ASSETS_FILE } from './firstVisitAssets';

/**
 * Writes the scripts and stylesheets the shell's entry (main.js) asks for as soon as it runs: the bootstrap chunk
 * and the shared libraries it provides. The shell's server names them in the page as preload hints, so the browser
 * fetches them beside main.js instead of after it.
 */
export class FirstVisitAssetsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('FirstVisitAssets', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstVisitAssets', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set<string>();
          for (const entry of compilation.entrypoints.values()) {
            for (const group of entry.getChildren()) {
              for (const file of group.getFiles()) if (/\.(js|css)$/.test(file)) files.add(file);
            }
          }
          compilation.emitAsset(
            FIRST_VISIT_ASSETS_FILE,
            new webpack.sources.RawSource(JSON.stringify({ files: [...files].sort() })),
          );
        },
      );
    });
  }
}
