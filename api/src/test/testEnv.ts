/** The environment every API test starts from (tests add their own on top). */
export const TEST_ENV = {
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  // Tests run on PGlite and the sandbox gateway by design, also those that ask for NODE_ENV=production.
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
  // Every injected request comes from one address: the tests of these limits set their own.
  FLIGHT_HELD_SEATS_PER_ADDRESS: '100000',
  HOTEL_HELD_ROOMS_PER_ADDRESS: '100000',
  FLIGHT_HELD_SEATS_PER_DEVICE: '100000',
  HOTEL_HELD_ROOMS_PER_DEVICE: '100000',
} as const;
