/**
 * The webpack configuration every front-end workspace builds with. A workspace's own webpack.config.ts
 * only names itself and what it exposes.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { productionShared, sharedSingletons } from './mf.shared';
import { PublishPagesPlugin } from './publishPagesPlugin';
import { EntryQueryPlugin } from './entryQueryPlugin';
import { portOf, type FrontendName } from '../remotes.config';

const ROOT = path.join(__dirname, '..');

/** Puts the shell's federation runtime where remotes built with `externalRuntime` look for it. */
const EXTERNAL_RUNTIME_PROVIDER = path.join(
  ROOT,
  'node_modules/@module-federation/inject-external-runtime-core-plugin/dist/index.js',
);

/** What a production build also writes precompressed, for the servers to send as it is (shell/server). */
const COMPRESSED_FILES = /\.(js|css)$/;
const FEDERATION_STATS = 'mf-stats.json';

/**
 * The shell's file of the libraries every page runs (React and its DOM, the router, redux): one chunk, which the page
 * asks for once it has painted (shell/build/firstVisitAssetsPlugin.ts, docs/performance.md, "The first paint").
 */
export const LIBRARIES_CHUNK = 'libraries';

export interface FederatedAppOptions {
  /** Container name, with underscores (mf_flights): its port is the one remotes.config.ts gives it. */
  name: FrontendName;
  /** The workspace folder (pass __dirname). */
  dir: string;
  /** What a remote exposes; empty for the shell. */
  exposes?: Record<string, string>;
  /** The paths a remote draws (its src/paths.ts), published as routes.json for the shell's deploy-time config, with
   * each page's files (publishPagesPlugin.ts). */
  paths?: readonly string[];
  /** Pages a remote draws at one of its paths only when the link carries a query key (`/flight-details?date`),
   * published with their own files (publishPagesPlugin.ts). */
  queryPages?: readonly `${string}?${string}`[];
  /** Those of `paths` drawn without a page chunk of their own (the remote's PATHS_WITHOUT_PAGE_CHUNK): the build
   * fails on any other published path without one (publishPagesPlugin.ts). */
  pathsWithoutPage?: readonly string[];
  /** Page title for the standalone index.html. */
  title: string;
  /** Extra runtime plugins (the shell's failure handling). */
  runtimePlugins?: string[];
  /** Extra dev-server middleware (the shell's /remotes.json). */
  devServer?: DevServerConfiguration;
}

/**
 * The page html-webpack-plugin writes: shared-ui/index.html with the app's title. Given as the plugin's
 * `templateContent`, so no child compilation builds the template: one would inherit federation's hooks and build
 * shared-ui's provided entries too (mf.shared.ts), CSS included, which it has no loader for.
 */
const pageTemplate = (title: string) => () =>
  fs
    .readFileSync(path.join(ROOT, 'shared-ui/index.html'), 'utf8')
    .replace('<%= htmlWebpackPlugin.options.title %>', () => title);

/**
 * Leaves mf-stats.json, which federation's `manifest` option writes beside mf-manifest.json, out of a production
 * build: it describes the build's modules and chunks for tooling, nothing of the portal reads it, and it is not for
 * the public. (mf-manifest.json stays: `npm start` and the e2e suite read it.)
 */
class WithoutFederationStatsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('WithoutFederationStats', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WithoutFederationStats', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (compilation.getAsset(FEDERATION_STATS)) compilation.deleteAsset(FEDERATION_STATS);
        },
      );
    });
  }
}

export function createFederatedConfig(
  options: FederatedAppOptions,
  argv: { mode?: Configuration['mode'] } = {},
): Configuration & { devServer: DevServerConfiguration } {
  const mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const isHost = !options.exposes;
  const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

  return {
    mode,
    entry: path.join(options.dir, 'src/index.ts'),
    // A development build's maps are files beside its scripts (`npm run dev` serves them), never eval'd modules: the
    // shell's server sends `npm run dev`'s pages with the production CSP, which allows no eval.
    devtool: mode === 'production' ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(options.dir, process.env.BUILD_OUTPUT_DIR ?? 'dist'),
      // Remotes are loaded from whatever origin the deploy config names, so their chunks resolve from it.
      publicPath: isHost ? '/' : 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: options.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports only its development build; production bundles take the production one.
      alias: {
        ...(mode === 'production'
          ? {
              'react-router$': path.join(ROOT, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(ROOT, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(options.dir, 'tsconfig.json') },
          },
        },
        // CSS ships as CSS files (parallel, cacheable, no JS to run), in development too: the page's CSP allows no
        // <style> without its nonce (so no style-loader), and the shell's server inlines a drawn page's stylesheets.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        shared: mode === 'production' ? productionShared(isHost) : sharedSingletons,
        shareStrategy: 'loaded-first',
        runtimePlugins: [...(isHost ? [EXTERNAL_RUNTIME_PROVIDER] : []), ...(options.runtimePlugins ?? [])],
        manifest: true,
        dts: false,
        // One federation runtime for the whole site: the shell's build provides it (as a global) and a remote's
        // production build uses that one instead of bundling its own. A remote's development build keeps its own,
        // so it runs alone (`npm run dev -w mf-hotels`). Browser-only; a remote never loads other remotes.
        // (The shell takes the provider plugin's ES module itself: `provideExternalRuntime` adds its CommonJS
        // build, which pulls in a second, CommonJS copy of the runtime.)
        experiments: {
          externalRuntime: !isHost && mode === 'production',
          // Remotes are registered by their remoteEntry.js (/remotes.json), not a manifest, so the runtime leaves
          // out its manifest and snapshot code, and a page skips one request before the remote's entry.
          optimization: { target: 'web', disableRemote: !isHost, disableSnapshot: true },
        },
      }),
      new HtmlWebpackPlugin({
        templateContent: pageTemplate(options.title),
        favicon: path.join(ROOT, 'shared-ui/favicon.svg'),
        title: options.title,
        // The entry keeps a stable name (the federation runtime needs it); the query busts caches.
        hash: true,
      }),
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
      }),
      ...(mode === 'production'
        ? [
            new WithoutFederationStatsPlugin(),
            // Each script and stylesheet also as .br and .gz, at the strongest settings, for the servers to send as
            // they are (shell/server): about 14% less to download than compressing per request, and no CPU spent on it.
            new CompressionPlugin<zlib.BrotliOptions>({
              test: COMPRESSED_FILES,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
            // For a client that takes no brotli.
            new CompressionPlugin({
              test: COMPRESSED_FILES,
              filename: '[path][base].gz',
              algorithm: 'gzip',
              compressionOptions: { level: 9 },
            }),
          ]
        : []),
      ...(options.paths
        ? [
            new PublishPagesPlugin({
              name: options.name,
              paths: options.paths,
              queryPages: options.queryPages,
              pathsWithoutPage: options.pathsWithoutPage,
            }),
          ]
        : []),
      // A remote retried under a fresh entry URL asks for its chunks under fresh URLs too (preloads on, see there).
      ...(isHost ? [] : [new EntryQueryPlugin()]),
      new webpack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'local'),
        // The key the shell encrypts its persisted state with. Not a secret (it ships in the bundle, and the
        // state holds nothing secret); kept the same across builds so a deployment does not drop the state.
        __PERSIST_ENCRYPTION_KEY__: JSON.stringify('travel-portal/persisted-state/v1'),
      }),
    ],
    performance: { hints: false },
    // Numeric chunk ids: every chunk's id and name sits in the entry's (main.js, remoteEntry.js) loading maps, and
    // path-long names made those maps about 1.4 KB gzipped of each entry. A chunk named in its import keeps its name.
    optimization: {
      runtimeChunk: false,
      chunkIds: mode === 'production' ? 'deterministic' : 'named',
      // The libraries every page runs (React and its DOM, the router with shared-ui's declarative subset of it,
      // redux and its bindings) in one file of the shell's: each is still its own shared module, but a first visit
      // asks for one file instead of eight, and fewer requests queue behind the browser's six connections per origin.
      splitChunks:
        isHost && mode === 'production'
          ? {
              cacheGroups: {
                [LIBRARIES_CHUNK]: {
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|redux|react-redux|use-sync-external-store)[\\/]|[\\/]shared-ui[\\/]src[\\/]router[\\/]declarativeRouter\.ts$/,
                  name: LIBRARIES_CHUNK,
                  chunks: 'async',
                  enforce: true,
                },
                // Likewise the shared-ui parts the shell itself imports on every page (store, toast, api and
                // components, not the form fields): one file instead of four (docs/performance.md, "The first paint").
                sharedUi: {
                  test: /[\\/]shared-ui[\\/]src[\\/](store|toast|api|regional|router[\\/]useQueryState|components[\\/](?!form[\\/]))/,
                  name: 'shared-ui',
                  chunks: 'async',
                  enforce: true,
                },
              },
            }
          : undefined,
    },
    devServer: {
      port: portOf(options.name),
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: apiTarget, changeOrigin: false }],
      ...options.devServer,
    },
  };
}
