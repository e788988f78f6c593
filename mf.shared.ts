/**
 * The one map of shared singletons every federated build uses (shell and remotes alike).
 * Versions come from the root package.json so that a host and a remote built from this repo always agree.
 */
import rootPackage from './package.json';
import path from 'node:path';
import sharedUiPackage from './shared-ui/package.json';
import routerPackage from './node_modules/react-router-dom/package.json';
import toolkitPackage from './node_modules/@reduxjs/toolkit/package.json';

const rootDeps: Record<string, string> = rootPackage.dependencies;

const fromRoot = (name: string, requiredVersion = rootDeps[name]) => ({
  singleton: true,
  requiredVersion,
});

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
  redux: fromRoot('redux'),
  'redux-persist': fromRoot('redux-persist'),
  // Provided as the subset the apps use (see shared-ui/src/store/toolkit.ts), still one instance.
  '@reduxjs/toolkit': {
    ...fromRoot('@reduxjs/toolkit'),
    import: path.join(__dirname, 'shared-ui/src/store/toolkit.ts'),
    version: toolkitPackage.version,
  },
  'react-toastify': fromRoot('react-toastify'),
  axios: fromRoot('axios'),
  formik: fromRoot('formik'),
  yup: fromRoot('yup'),
  '@travel/shared-ui': { singleton: true, requiredVersion: `^${sharedUiPackage.version}` },
  // @travel/contracts is deliberately absent: pure schemas and rules, bundled and tree-shaken by each build.
};
