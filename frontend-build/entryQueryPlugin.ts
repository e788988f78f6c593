/**
 * A remote's chunks are asked for under the query its remoteEntry.js was loaded with, when that query is the shell's
 * `retry=N` (remoteFailurePlugin.ts). The shell's server preloads a page's remote files (shell/server): when the remote is
 * down those preloads fail, and Chrome answers a later request of the same URL with the failed preload, so Retry must
 * ask for every file of the remote under a fresh URL, not only its entry. See docs/performance.md, "The first paint"
 * ("Retry after a failed preload").
 */
import webpack from 'webpack';

/** The runtime code: wraps the chunk file name functions (scripts, and mini-css-extract's stylesheets). */
export const entryQueryRuntime = (require: string) =>
  webpack.Template.asString([
    'var script = typeof document !== "undefined" && document.currentScript;',
    'var retry = script && /[?&](retry=\\d+)(?:&|#|$)/.exec(script.src || "");',
    'if (retry) {',
    webpack.Template.indent([
      'var query = "?" + retry[1];',
      '["u", "miniCssF"].forEach(function (name) {',
      webpack.Template.indent([
        `var fileName = ${require}[name];`,
        `if (typeof fileName === "function") ${require}[name] = function (chunkId) { return fileName(chunkId) + query; };`,
      ]),
      '});',
    ]),
    '}',
  ]);

class EntryQueryRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    // After the modules that define the file name functions (STAGE_NORMAL, and mini-css-extract's STAGE_ATTACH).
    super('chunk query of a retried remote entry', webpack.RuntimeModule.STAGE_TRIGGER);
  }

  generate() {
    return entryQueryRuntime(webpack.RuntimeGlobals.require);
  }
}

export class EntryQueryPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('EntryQuery', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(webpack.RuntimeGlobals.getChunkScriptFilename)
        // Before webpack's own RuntimePlugin, which ends the hook (it returns true) once it has added the function.
        .tap({ name: 'EntryQuery', stage: -1 }, (chunk) => {
          compilation.addRuntimeModule(chunk, new EntryQueryRuntimeModule());
        });
    });
  }
}
