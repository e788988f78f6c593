import path from 'node:path';
import type { Config } from 'jest';
import { FRONTEND_WORKSPACES } from './remotes.config';

const FRONTEND = ['shared-ui', ...FRONTEND_WORKSPACES];

/** The front ends' TypeScript: ts-jest, which hoists their jest.mock() calls above the imports. */
const frontendTransform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.base.json', diagnostics: false }],
};

/** TypeScript that Node runs: esbuild, as it needs no jest.mock hoisting (test-tooling/jest.esbuildTs.cjs). */
const nodeTransform: Config['transform'] = {
  '^.+\\.tsx?$': path.join(__dirname, 'test-tooling/jest.esbuildTs.cjs'),
};

const frontendProject = (name: string): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: frontendTransform,
  setupFilesAfterEnv: ['<rootDir>/../test-tooling/jest.setup.ts'],
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|svg|webp|gif)$': '<rootDir>/../test-tooling/jest.fileStub.ts',
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
  transform: nodeTransform,
};

/** Server dependencies that ship only ES modules (cookie, content-disposition, openid-client…) become CommonJS. */
const esmDependenciesAsCommonJs = {
  transform: { '^.+\\.m?js$': path.join(__dirname, 'test-tooling/jest.esmToCjs.cjs') },
  transformIgnorePatterns: [],
};

/** The shell's server, the front-end build and the scripts: no DOM, as Node runs them. */
const rootProject: Config = {
  displayName: 'root',
  rootDir: '<rootDir>',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{frontend-build,scripts,shell/server}/**/*.test.ts'],
  transform: {
    ...nodeTransform,
    // The shell's server (shell/server) runs on them.
    ...esmDependenciesAsCommonJs.transform,
  },
  transformIgnorePatterns: esmDependenciesAsCommonJs.transformIgnorePatterns,
};

/**
 * Where the API suites run. With no PostgreSQL configured, all of them on PGlite, the embedded database `npm start`
 * uses, so `npm run test:unit` needs Node alone. With DATABASE_URL set (CI sets it), all of them on PostgreSQL,
 * production's database: it alone can prove many connections at once (concurrent orders, coupon claims, seats,
 * rooms, credit, refunds; locks, FOR UPDATE, SKIP LOCKED, unique violations under concurrency), transactions that
 * roll back, LISTEN/NOTIFY and several API instances on one database, where PGlite runs one statement at a time.
 * It is also the faster of the two on CI's 2 cores (the server works beside the test process, not inside it: the
 * suites that ran on both took 60% of PGlite's time on PostgreSQL, fuzz.test 40 s against 146 s). PGlite then keeps
 * the suites about itself (its data folder, snapshots, the start-up and seed steps, the read cache's channel named
 * after its folder); and the e2e suite's API runs on PGlite, so every user-facing flow is proved there too.
 */
const PGLITE_SUITES_BESIDE_POSTGRES = [
  '<rootDir>/src/db/**/*.test.ts',
  '<rootDir>/src/{server,seed}.test.ts',
  '<rootDir>/src/cache/readCache.test.ts',
  '<rootDir>/src/modules/health/health.test.ts',
];

const ALL_API_SUITES = ['<rootDir>/src/**/*.test.ts'];

/** Suites that open PGlite whatever the project (a data folder and its lock, `npm start` on a folder of its own). */
const PGLITE_ONLY_SUITES = ['/src/db/dataDirLock\\.test\\.ts$', '/src/server\\.test\\.ts$'];

const apiProject = (database: 'pglite' | 'postgres'): Config => ({
  displayName: database === 'pglite' ? 'api' : 'api (postgres)',
  rootDir: '<rootDir>/api',
  testEnvironment: 'node',
  testMatch: database === 'pglite' && process.env.DATABASE_URL ? PGLITE_SUITES_BESIDE_POSTGRES : ALL_API_SUITES,
  ...(database === 'postgres' ? { testPathIgnorePatterns: ['/node_modules/', ...PGLITE_ONLY_SUITES] } : {}),
  transform: { ...nodeTransform, ...esmDependenciesAsCommonJs.transform },
  transformIgnorePatterns: esmDependenciesAsCommonJs.transformIgnorePatterns,
  setupFiles: [database === 'pglite' ? '<rootDir>/src/test/usePglite.ts' : '<rootDir>/src/test/usePostgres.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/apiTestTimeout.ts'],
  // A database each test file copies (a PGlite snapshot, or a migrated PostgreSQL template, each also seeded); both
  // also say which of PostgreSQL and Redis the tests that need them may use (api/src/test/services.ts).
  globalSetup: database === 'pglite' ? '<rootDir>/src/test/globalSetup.ts' : '<rootDir>/src/test/postgresTemplate.ts',
  ...(database === 'postgres' ? { globalTeardown: '<rootDir>/src/test/postgresTeardown.ts' } : {}),
});

const config: Config = {
  rootDir: __dirname,
  // The 15 slowest test files at the end of a run, so CI's log says where the time goes.
  reporters: ['default', '<rootDir>/test-tooling/slowestSuites.cjs'],
  // Jest's default on 2 cores is one worker; most API suites wait on PGlite's I/O and HTTP, so two overlap well
  // (CI's unit stage: 1,158 s with one worker).
  maxWorkers: 2,
  projects: [
    contractsProject,
    rootProject,
    ...FRONTEND.map(frontendProject),
    apiProject('pglite'),
    ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
  ],
};

export default config;
