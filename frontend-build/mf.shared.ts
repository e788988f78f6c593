/**
 * The one map of shared singletons every federated build uses (shell and remotes alike).
 * Versions come from the root package.json so that a host and a remote built from this repo always agree.
 */
import rootPackage from '../package.json';
import fs from 'node:fs';
import path from 'node:path';
import { create } from 'enhanced-resolve';
import sharedUiPackage from '../shared-ui/package.json';
import routerPackage from '../node_modules/react-router-dom/package.json';

const ROOT = path.join(__dirname, '..');
const rootDeps: Record<string, string> = rootPackage.dependencies;

const fromRoot = (name: string, requiredVersion = rootDeps[name]) => ({
  singleton: true,
  requiredVersion,
});

/**
 * '@travel/shared-ui' and '@travel/shared-ui/<part>' for each JavaScript entry its package.json exports. Each is
 * provided from its file's path: webpack provides a package name only when the build itself imports it, and the
 * shell must provide every entry (as a lazy chunk) even if only a remote uses it, or that remote loads its own.
 */
const sharedUiEntries = Object.fromEntries(
  Object.entries(sharedUiPackage.exports)
    .filter(([, file]) => !file.endsWith('.css'))
    .map(([entry, file]) => [
      path.posix.join(sharedUiPackage.name, entry),
      {
        singleton: true,
        requiredVersion: `^${sharedUiPackage.version}`,
        version: sharedUiPackage.version,
        import: path.join(ROOT, 'shared-ui', file),
      },
    ]),
);

export const sharedSingletons = {
  react: fromRoot('react'),
  'react/jsx-runtime': fromRoot('react', rootDeps.react),
  'react-dom': fromRoot('react-dom'),
  'react-dom/client': fromRoot('react-dom', rootDeps['react-dom']),
  // Provided as its declarative subset (see shared-ui/src/router/declarativeRouter.ts), still one instance.
  'react-router-dom': {
    ...fromRoot('react-router-dom'),
    import: path.join(ROOT, 'shared-ui/src/router/declarativeRouter.ts'),
    version: routerPackage.version,
  },
  'react-redux': fromRoot('react-redux'),
  // One instance: shared-ui's store part combines the reducers with it, and the shell creates the store with it.
  redux: fromRoot('redux'),
  // redux-persist is absent: only the shell's store uses it, so the shell bundles the parts it uses.
  'react-toastify': fromRoot('react-toastify'),
  axios: fromRoot('axios'),
  formik: fromRoot('formik'),
  yup: fromRoot('yup'),
  // shared-ui by entry point, so a page downloads only the parts it imports. Every build provides each one (a
  // lazy chunk, fetched only when some page consumes it); the whole-package entry stays for remotes built before
  // the split, and pulls its parts from these same singletons.
  ...sharedUiEntries,
  // @travel/contracts is deliberately absent: pure schemas and rules, bundled and tree-shaken by each build.
};

/** Finds a package's file as a browser production build does (its ES module where it ships one). */
const resolveForBrowser = create.sync({
  conditionNames: ['webpack', 'production', 'browser', 'import', 'module', 'default'],
  mainFields: ['browser', 'module', 'main'],
  extensions: ['.js', '.mjs', '.json'],
});

const packageOf = (request: string) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * formik stays with the remotes: only their forms use it, so the shell neither imports nor provides it, and each
 * remote keeps its own copy as the fallback. (Were the shell to provide it, the shell's server would preload it with
 * every page whose chunk consumes it, /flight-checkout's redirect of a visit with no flight included: 12.9 KB.)
 */
const LEFT_TO_REMOTES = new Set(['formik']);

/**
 * What a production build shares. The shell provides the other third-party libraries of the map from their files
 * (as it does shared-ui's parts), each a lazy chunk fetched only when a page consumes it: webpack provides a library
 * by name only when the build itself imports it. So a remote's production build takes them from the shell alone
 * (`import: false`): its remoteEntry.js registers no fallback chunks for them (about 0.7 KB gzipped less on every
 * page a remote draws). shared-ui's parts keep their fallbacks in remotes: a remote built on a newer minor may import
 * a part the deployed shell does not provide yet. Development builds share `sharedSingletons` as they are, so a
 * remote still runs alone.
 */
export function productionShared(isHost: boolean) {
  return Object.fromEntries(
    Object.entries(sharedSingletons).map(([key, config]) => {
      if (key in sharedUiEntries || LEFT_TO_REMOTES.has(key)) return [key, config];
      if (!isHost) return [key, { ...config, import: false as const }];
      if ('import' in config) return [key, config];
      const file = resolveForBrowser(ROOT, key);
      if (!file) throw new Error(`mf.shared.ts: cannot find ${key} to provide it`);
      const { version } = JSON.parse(
        fs.readFileSync(path.join(ROOT, 'node_modules', packageOf(key), 'package.json'), 'utf8'),
      ) as { version: string };
      return [key, { ...config, import: file, version }];
    }),
  );
}
