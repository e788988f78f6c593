/**
 * What a remote's build publishes beside its remoteEntry.js as routes.json: the paths it draws (the shell's
 * deploy-time route table) and, for each path, the files its page needs, so the shell's server can name them in
 * the page it serves as preload hints (shell/server/pageAssembly.ts) and the browser fetches them beside the shell's own scripts
 * instead of one after the other (shell → remoteEntry.js → routes → page chunk).
 */
import webpack from 'webpack';

/** The files (relative to remoteEntry.js) and the shared modules (share keys) one exposed module or page loads. */
export interface ChunkAssets {
  files: string[];
  shared: string[];
}

export interface PublishedRoutes {
  name: string;
  paths: string[];
  /** Absent in routes.json of remotes built before the shell preloaded their pages. */
  assets?: {
    /** By exposed name without './' (routes, FlightSearchWidget). */
    exposes: Record<string, ChunkAssets>;
    /** By path: the page's own chunk, named by pageChunkName (the exposed routes' files are not repeated). A page
     * drawn only when the link carries a value is published by path and query key (`/flight-details?date`). */
    pages: Record<string, ChunkAssets>;
    /** The build asks for its chunks under its entry's retry query (entryQueryPlugin.ts), so the shell may preload
     * them: a failed preload cannot answer Retry. Absent in older builds, whose own files are not preloaded. */
    chunksFollowEntryQuery?: boolean;
    /** By path (or path and query key): the page's markup drawn at build time (prerenderPages.ts), for the pages
     * its build lists. */
    firstPaint?: Record<string, string>;
  };
}

/**
 * The chunk name a remote gives a page's lazy import (`import(/* webpackChunkName: "page-about-us" *\/ ...)`) so
 * its build can tell which files draw which path. A page drawn at several paths is named after one of them; the
 * others just get no preload hint. A page drawn at a path only when the link carries a query key (`queryPages`,
 * `/flight-details?date`) is named `page-flight-details-with-date`: the shell's server preloads it for such links,
 * and the path's own page for the others.
 */
export const pageChunkName = (path: string) => `page${path.replace(/\//g, '-').replace('?', '-with-')}`;

/** The share key a module asks the share scope for, if it is a federation consume module. */
export const consumedKey = (module: webpack.Module) =>
  module.type === 'consume-shared-module'
    ? (module as unknown as { options: { shareKey: string } }).options.shareKey
    : null;

/** The scripts and stylesheets of a chunk group and the shared modules its chunks consume. */
export function chunkGroupAssets(compilation: webpack.Compilation, group: webpack.ChunkGroup): ChunkAssets {
  const files = new Set<string>();
  const shared = new Set<string>();
  for (const chunk of group.chunks) {
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const key = consumedKey(module);
      if (key) shared.add(key);
    }
  }
  return { files: [...files].sort(), shared: [...shared].sort() };
}

const EXPOSE_PREFIX = '__federation_expose_';
const PAGE_PREFIX = pageChunkName('/');

/**
 * The chunks named as pages (`page-...`) whose name is no published path's: a misspelt `webpackChunkName` would
 * otherwise leave its page without preloads, silently.
 */
export function strayPageChunks(chunkNames: Iterable<string>, published: readonly string[]): string[] {
  const expected = new Set(published.map(pageChunkName));
  return [...chunkNames].filter((name) => name.startsWith(PAGE_PREFIX) && !expected.has(name)).sort();
}

/**
 * The published paths (and query pages) with no page chunk of their own that the remote did not declare as drawn
 * without one (`pathsWithoutPage`): a page whose `webpackChunkName` is missing would otherwise go without preloads,
 * silently. And the declared ones that do have a page chunk or are not published, so the list stays true.
 */
export function pagelessPaths(
  chunkNames: Iterable<string>,
  published: readonly string[],
  pathsWithoutPage: readonly string[],
): { undeclared: string[]; wronglyDeclared: string[] } {
  const names = new Set(chunkNames);
  const declared = new Set(pathsWithoutPage);
  const hasPage = (path: string) => names.has(pageChunkName(path));
  return {
    undeclared: published.filter((path) => !hasPage(path) && !declared.has(path)),
    wronglyDeclared: pathsWithoutPage.filter((path) => hasPage(path) || !published.includes(path)),
  };
}

/** Writes routes.json ({ name, paths, assets }) beside the remote's remoteEntry.js. */
export class PublishPagesPlugin {
  constructor(
    private readonly routes: {
      name: string;
      paths: readonly string[];
      queryPages?: readonly `${string}?${string}`[];
      /** The published paths drawn without a page chunk of their own (the remote's PATHS_WITHOUT_PAGE_CHUNK). */
      pathsWithoutPage?: readonly string[];
    },
  ) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PublishPages', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the files got their final content hashes.
        { name: 'PublishPages', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const exposes: Record<string, ChunkAssets> = {};
          const pages: Record<string, ChunkAssets> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (name.startsWith(EXPOSE_PREFIX))
              exposes[name.slice(EXPOSE_PREFIX.length)] = chunkGroupAssets(compilation, group);
          }
          const published = [...this.routes.paths, ...(this.routes.queryPages ?? [])];
          for (const stray of strayPageChunks(compilation.namedChunkGroups.keys(), published)) {
            compilation.errors.push(
              new webpack.WebpackError(
                `${this.routes.name}: the chunk ${stray} is named as a page, but no published path (src/paths.ts) ` +
                  `has that name: correct its webpackChunkName, page-<path> with '/' as '-' (pageChunkName).`,
              ),
            );
          }
          const { undeclared, wronglyDeclared } = pagelessPaths(
            compilation.namedChunkGroups.keys(),
            published,
            this.routes.pathsWithoutPage ?? [],
          );
          for (const path of undeclared) {
            compilation.errors.push(
              new webpack.WebpackError(
                `${this.routes.name}: the published path ${path} has no page chunk (${pageChunkName(path)}): name ` +
                  `its page's lazy import so, or, if it is drawn without a page chunk of its own (a plain content ` +
                  `page, one page for several paths), list it in PATHS_WITHOUT_PAGE_CHUNK (src/paths.ts).`,
              ),
            );
          }
          for (const path of wronglyDeclared) {
            compilation.errors.push(
              new webpack.WebpackError(
                `${this.routes.name}: ${path} is listed in PATHS_WITHOUT_PAGE_CHUNK (src/paths.ts), but it ` +
                  `${published.includes(path) ? `has a page chunk (${pageChunkName(path)})` : 'is no published path'}: ` +
                  `take it out of the list.`,
              ),
            );
          }
          for (const path of published) {
            const group = compilation.namedChunkGroups.get(pageChunkName(path));
            if (group) pages[path] = chunkGroupAssets(compilation, group);
          }
          const routes: PublishedRoutes = {
            name: this.routes.name,
            paths: [...this.routes.paths],
            assets: { exposes, pages, chunksFollowEntryQuery: true },
          };
          compilation.emitAsset('routes.json', new webpack.sources.RawSource(JSON.stringify(routes)));
        },
      );
    });
  }
}
