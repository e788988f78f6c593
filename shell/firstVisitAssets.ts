/**
 * The file the shell's build writes beside index.html (firstVisitAssetsPlugin.ts): the scripts and stylesheets its
 * entry asks for as soon as it runs. The shell's server names them in the page as preload hints (portal.ts).
 */
export const FIRST_VISIT_ASSETS_FILE = 'first-visit-assets.json';
