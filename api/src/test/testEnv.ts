/** The environment every API test starts from (tests add their own on top). */
export const TEST_ENV = { NODE_ENV: 'test', SEED_DEMO: 'false' } as const;
