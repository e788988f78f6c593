/**
 * The file the shell's build writes beside index.html (firstVisitAssetsPlugin.ts): the scripts and stylesheets its
 * entry asks for as soon as it runs. The shell's server names them in the page as preload hints (../server/pageAssembly.ts).
 */
export const FIRST_VISIT_ASSETS_FILE = 'first-visit-assets.json';

export interface FirstVisitAssets {
  files: string[];
  /** The files of each shared library the shell provides, by share key (absent in older builds). */
  provided?: Record<string, string[]>;
  /**
   * Those of `files` the page asks for only once it has painted, with the entry (absent in older builds): the
   * `libraries` file (docs/performance.md, "The first paint").
   */
  afterPaint?: string[];
}

/** The first paint of the shell's pages, drawn at build time (prerender.ts), put into the page by the shell's server. */
export const STATIC_PAGES_FILE = 'static-pages.json';

export interface StaticPages {
  home: string;
  remotePage: string;
}
