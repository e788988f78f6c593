/** The benches measure the production build on PGlite and the sandbox gateway, on purpose (README: configuration). */
export const BENCH_PRODUCTION_ENV = { NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true' } as const;
