import { createTestApp, type TestApp } from '../../test/testApp';

describe('guest look-ups are limited per client address (TRIP_LOOKUP_LIMIT_PER_15_MIN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRIP_LOOKUP_LIMIT_PER_15_MIN: '2' });
  }, 120_000);
  afterAll(() => t.close());

  const lookup = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/trips/lookup',
      remoteAddress,
      headers: { origin: t.config.publicUrl },
      payload: { reference: 'ABCDEFGHJK', email: 'nobody@example.test' },
    });

  it('answers the same for the allowed look-ups, then 429, and another address is not held back', async () => {
    expect((await lookup('203.0.113.20')).statusCode).toBe(200);
    expect((await lookup('203.0.113.20')).statusCode).toBe(200);
    expect((await lookup('203.0.113.20')).statusCode).toBe(429);
    expect((await lookup('203.0.113.21')).statusCode).toBe(200);
  });
});
