import webpack from 'webpack';
import { consumedKey } from '../../frontend-build/publishPagesPlugin';
import { FIRST_VISIT_ASSETS_FILE, type FirstVisitAssets } from './firstVisitAssets';

type Group = webpack.ChunkGroup;

/** The share key an async group provides to the share scope (the group of a provided library), if any. */
const providedKey = (group: Group) => {
  for (const origin of group.origins) {
    const module = origin.module as (webpack.Module & { _name?: string }) | null;
    if (module?.type === 'provide-module' && module._name) return module._name;
  }
  return null;
};

/**
 * Writes the scripts and stylesheets the shell's entry (main.js) asks for as soon as it runs: the bootstrap chunk and
 * the shared libraries it (and they) consume, not the ones the shell only provides to remotes. The shell's server
 * names them in the page as preload hints, so the browser fetches them beside main.js instead of after it.
 * Beside them, the files of each shared library the shell provides (by share key), for the server to preload those a
 * remote's page consumes (its routes.json). And which of the files the page asks for only once it has painted: those
 * of the chunks named `afterPaint`.
 */
export class FirstVisitAssetsPlugin {
  constructor(private readonly options: { afterPaint: string[] }) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('FirstVisitAssets', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstVisitAssets', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const children = [...compilation.entrypoints.values()].flatMap((entry) => [...entry.getChildren()]);
          const chosen = new Set(children.filter((group) => providedKey(group) === null));
          const consumed = new Set<string>();
          for (let grew = true; grew;) {
            for (const group of chosen)
              for (const chunk of group.chunks)
                for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                  const key = consumedKey(module);
                  if (key) consumed.add(key);
                }
            const before = chosen.size;
            for (const group of children) if (consumed.has(providedKey(group) ?? '')) chosen.add(group);
            grew = chosen.size > before;
          }
          const files = new Set<string>();
          for (const group of chosen)
            for (const file of group.getFiles()) if (/\.(js|css)$/.test(file)) files.add(file);
          const provided: Record<string, string[]> = {};
          for (const group of children) {
            const key = providedKey(group);
            if (key) provided[key] = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
          }
          const afterPaint = [...compilation.chunks]
            .filter((chunk) => chunk.name && this.options.afterPaint.includes(chunk.name))
            .flatMap((chunk) => [...chunk.files].filter((file) => files.has(file)))
            .sort();
          const assets: FirstVisitAssets = { files: [...files].sort(), provided, afterPaint };
          compilation.emitAsset(FIRST_VISIT_ASSETS_FILE, new webpack.sources.RawSource(JSON.stringify(assets)));
        },
      );
    });
  }
}
