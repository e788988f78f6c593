/** The environment every API test starts from (tests add their own on top). */
export const TEST_ENV = {
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  // Every injected request comes from one address: the tests of these limits set their own.
  FLIGHT_HELD_SEATS_PER_ADDRESS: '100000',
  HOTEL_HELD_ROOMS_PER_ADDRESS: '100000',
} as const;
