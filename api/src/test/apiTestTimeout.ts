// A test file's first step opens a database (on PostgreSQL, a copy of the migrated template, perhaps seeded);
// on a busy CI machine that alone can pass Jest's 5 s default. (`testTimeout` in a project config is ignored.)
jest.setTimeout(60_000);
