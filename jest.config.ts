import path from 'node:path';
import type { Config } from 'jest';

const FRONTEND = ['shared-ui', 'shell', 'mf-auth', 'mf-flights', 'mf-hotels', 'mf-content', 'mf-admin'];

const transform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.base.json', diagnostics: false }],
};

const frontendProject = (name: string): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform,
  setupFilesAfterEnv: ['<rootDir>/../test-tooling/jest.setup.ts'],
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|svg|webp|gif)$': '<rootDir>/../test-tooling/jest.fileStub.ts',
    // axios's browser build is ESM; Jest runs CommonJS.
    '^axios$': 'axios/dist/node/axios.cjs',
    // shared-ui's test helpers, for tests only: no package export, so no production build can import them.
    '^@travel/shared-ui/test/(.*)$': '<rootDir>/../shared-ui/src/test/$1',
  },
  globals: { __BUILD_ID__: 'test', __PERSIST_ENCRYPTION_KEY__: 'test-persist-key' },
});

/** Pure schemas and rules: no DOM, as the API runs them. */
const contractsProject: Config = {
  displayName: 'contracts',
  rootDir: '<rootDir>/contracts',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform,
};

/** Server dependencies that ship only ES modules (cookie, content-disposition, openid-client…) become CommonJS. */
const esmDependenciesAsCommonJs = {
  transform: { '^.+\\.m?js$': path.join(__dirname, 'test-tooling/jest.esmToCjs.cjs') },
  transformIgnorePatterns: [],
};

/** The modules at the repository's root (the shell's server's page assembly…): no DOM, as the server runs them. */
const rootProject: Config = {
  displayName: 'root',
  rootDir: '<rootDir>',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.ts', '<rootDir>/frontend-build/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.base.json', diagnostics: false }],
    // portal.ts, the shell's server, runs on them.
    ...esmDependenciesAsCommonJs.transform,
  },
  transformIgnorePatterns: esmDependenciesAsCommonJs.transformIgnorePatterns,
};

/** The API suite runs on PGlite, and again on PostgreSQL when DATABASE_URL is set (CI sets it). */
const apiProject = (database: 'pglite' | 'postgres'): Config => ({
  displayName: database === 'pglite' ? 'api' : 'api (postgres)',
  rootDir: '<rootDir>/api',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { ...transform, ...esmDependenciesAsCommonJs.transform },
  transformIgnorePatterns: esmDependenciesAsCommonJs.transformIgnorePatterns,
  setupFiles: [database === 'pglite' ? '<rootDir>/src/test/usePglite.ts' : '<rootDir>/src/test/usePostgres.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/apiTestTimeout.ts'],
  globalSetup: database === 'pglite' ? '<rootDir>/src/test/globalSetup.ts' : undefined,
});

const config: Config = {
  rootDir: __dirname,
  projects: [
    contractsProject,
    rootProject,
    ...FRONTEND.map(frontendProject),
    apiProject('pglite'),
    ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
  ],
};

export default config;
