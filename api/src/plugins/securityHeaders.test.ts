import { createTestApp, type TestApp } from '../test/testApp';
import { createUserSession } from '../modules/accounts/testing';
import { orderBody, orderOf, payWithCard, postOrder, someFlight } from '../modules/flight-checkout/testing';

describe('what browsers and shared caches may keep', () => {
  let t: TestApp;
  let reference: string;
  let token: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000' });
    const flight = await someFlight(t.app, 'BOM', 'DEL', 10, 1);
    const email = 'meera.cache@example.test';
    cookie = (await createUserSession(t.app, { email })).cookie;
    const created = await postOrder(t.app, orderBody(flight.id, { contact: { email, mobile: '9876543210' } }), {
      cookie,
    });
    ({ reference } = orderOf(created).order);
    token = orderOf(created).accessToken!;
    await payWithCard(t.app, reference, token);
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { origin: t.config.publicUrl, ...headers } });

  it("answers a trip's details, its ticket and invoice PDFs and the order with private, no-store", async () => {
    const urls = [
      `/api/trips/flight/${reference}?token=${token}`,
      `/api/trips/flight/${reference}/ticket.pdf?token=${token}`,
      `/api/trips/flight/${reference}/invoice.pdf?token=${token}`,
      `/api/flight-checkout/orders/${reference}?token=${token}`,
    ];
    for (const url of urls) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'private, no-store']);
    }
    expect((await get(`/api/trips/flight/${reference}/ticket.pdf?token=${token}`)).headers['content-type']).toBe(
      'application/pdf',
    );
  });

  it('answers the signed-in account and its trips with private, no-store; a public read keeps its own', async () => {
    for (const url of ['/api/v1/customer/me', '/api/trips']) {
      const res = await get(url, { cookie });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'private, no-store']);
    }
    const rates = await get('/api/currency/rates');
    expect([rates.statusCode, rates.headers['cache-control']]).toEqual([200, 'public, max-age=3600']);
  });
});
