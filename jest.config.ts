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
 * On PostgreSQL (when DATABASE_URL is set; CI sets it), the API suites whose outcome can depend on the database
 * server rather than on the SQL, which PGlite runs the same: many connections at once (concurrent orders, coupon
 * claims, seats, rooms, credit, refunds and admin decisions; locks, FOR UPDATE, SKIP LOCKED, advisory locks,
 * unique violations, idempotency under concurrency), transactions that roll back, the job queue and the mail
 * outbox, prepared statements per pooled connection, LISTEN/NOTIFY and several API instances on one database,
 * the seed step. PGlite runs one statement at a time, so only a real server can prove those. The other suites
 * (HTTP, validation, rendering, sequential flows) run on PGlite only: on PostgreSQL they proved the same thing
 * twice. A new test that races writes belongs in a file listed here, or named `*.concurrency.test.ts`.
 */
const POSTGRES_SUITES = [
  '<rootDir>/src/**/*.concurrency.test.ts',
  '<rootDir>/src/db/{hotQuery,queryErrorLog}.test.ts',
  '<rootDir>/src/mail/outbox.test.ts',
  '<rootDir>/src/cache/readCache.test.ts',
  '<rootDir>/src/seed.test.ts',
  '<rootDir>/src/modules/admin/admin.test.ts',
  '<rootDir>/src/modules/complaints/complaints.test.ts',
  '<rootDir>/src/modules/coupons/coupons{,.limits}.test.ts',
  '<rootDir>/src/modules/date-change/date-change.test.ts',
  // Airline changes: recorded once by change id, one answer at a time at the supplier, one full refund.
  '<rootDir>/src/modules/disruptions/disruptions{,.staff,.outcomes}.test.ts',
  '<rootDir>/src/modules/documents/taxInvoice.test.ts',
  '<rootDir>/src/modules/flight-checkout/flight-checkout{,.confirmation,.travel-credit,.suppliers}.test.ts',
  '<rootDir>/src/modules/hotel-checkout/hotel-checkout{,.guarantee,.travel-credit}.test.ts',
  '<rootDir>/src/modules/payments/{payments.razorpay,payments.stripe}.test.ts',
  '<rootDir>/src/modules/price-alerts/price-alerts.checker.test.ts',
  '<rootDir>/src/modules/refunds/refunds.routes.test.ts',
  // A second factor (issue 40): a TOTP step and a recovery code accepted once, tries of a pending sign-in counted.
  '<rootDir>/src/modules/accounts/mfa.test.ts',
  // The audit log's append-only triggers, and the lock that keeps one Super Admin (issue 40).
  '<rootDir>/src/modules/audit/audit.test.ts',
  // Hostile values, many at once, as far as the server: its encoding and its refusals are PostgreSQL's own.
  '<rootDir>/src/test/fuzz.test.ts',
  // The order kernel: idempotent creation, holds per address and device, coupon claims, supplier orders.
  '<rootDir>/src/modules/orders/**/*.test.ts',
  // Supplier webhooks recorded once by event id.
  '<rootDir>/src/modules/suppliers/duffel.webhooks.test.ts',
];

/** The API suite runs on PGlite; the database-bound part of it again on PostgreSQL (above). */
const apiProject = (database: 'pglite' | 'postgres'): Config => ({
  displayName: database === 'pglite' ? 'api' : 'api (postgres)',
  rootDir: '<rootDir>/api',
  testEnvironment: 'node',
  testMatch: database === 'pglite' ? ['<rootDir>/src/**/*.test.ts'] : POSTGRES_SUITES,
  transform: { ...nodeTransform, ...esmDependenciesAsCommonJs.transform },
  transformIgnorePatterns: esmDependenciesAsCommonJs.transformIgnorePatterns,
  setupFiles: [database === 'pglite' ? '<rootDir>/src/test/usePglite.ts' : '<rootDir>/src/test/usePostgres.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/apiTestTimeout.ts'],
  // A database each test file copies (a PGlite snapshot, or a migrated PostgreSQL template); both also say which
  // of PostgreSQL and Redis the tests that need them may use (api/src/test/services.ts).
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
