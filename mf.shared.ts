/**
 * The one map of shared singletons every federated build uses (shell and remotes alike).
 * Versions come from the root package.json so that a host and a remote built from this repo always agree.
 */
import rootPackage from './package.json';
import path from 'node:path';
import sharedUiPackage from './shared-ui/package.json';
import routerPackage from './node_modules/react-router-dom/package.json';

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
        import: path.join(__dirname, 'shared-ui', file),
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
    import: path.join(__dirname, 'shared-ui/src/router/declarativeRouter.ts'),
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
