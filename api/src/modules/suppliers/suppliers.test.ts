import { addDays, isoDate } from '@travel/contracts/rules';
import type { SupplierHealth, SupplierSearchProgress } from '@travel/contracts/flights';
import { createUserSession } from '../accounts/testing';
import { createTestApp, type TestApp } from '../../test/testApp';

const QUIET = { SUPPLIER_SANDBOX_LATENCY: 'false' };
const DAY = addDays(isoDate(), 12);

/** The `offers` events of a streamed search, in the order they came. */
function progressEvents(body: string): SupplierSearchProgress[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event: offers\n'))
    .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as SupplierSearchProgress);
}

describe('a flight search across the suppliers (GET /api/flights/offers)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(QUIET);
    // The inventory the sandboxes sell is generated on first use: not within a supplier's deadline.
    await t.app.flights.timetable({ from: 'DEL', to: 'BOM', date: DAY });
  });
  afterAll(() => t.close());

  it('streams each supplier’s offers as it answers; one flight sold by both is one offer with both providers', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/flights/offers?from=DEL&to=BOM&date=${DAY}` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = progressEvents(response.body);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ complete: false });
    expect(events[0].pending).toHaveLength(1);
    const final = events[1];
    expect(final.complete).toBe(true);
    expect(final.answers.map((a) => [a.label, a.outcome]).sort()).toEqual([
      ['Duffel', 'answered'],
      ['TripJack', 'answered'],
    ]);
    const both = final.offers.filter((offer) => offer.providers.length === 2);
    expect(both.length).toBeGreaterThan(0);
    for (const offer of both) {
      expect(offer.providers.map((p) => p.label).sort()).toEqual(['Duffel', 'TripJack']);
      expect(offer.providers[0].total.amountMinor).toBeLessThanOrEqual(offer.providers[1].total.amountMinor);
    }
    // Some flights only one of them sells; no provider is anything but a supplier that answered.
    expect(final.offers.some((offer) => offer.providers.length === 1)).toBe(true);
    const labels = new Set(final.offers.flatMap((offer) => offer.providers.map((p) => p.label)));
    expect([...labels].sort()).toEqual(['Duffel', 'TripJack']);
    for (const offer of final.offers) {
      expect(offer.slices[0].segments[0]).toMatchObject({ from: 'DEL', to: 'BOM' });
      expect(offer.slices[0].segments[0].departingAt.slice(0, 10)).toBe(DAY);
    }
  });

  it('refuses a search it cannot make with a 400 naming what is wrong', async () => {
    const unknownCity = await t.app.inject({ method: 'GET', url: `/api/flights/offers?from=XXX&to=BOM&date=${DAY}` });
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json().message).toMatch(/^from must be one of/);

    const lapInfants = await t.app.inject({
      method: 'GET',
      url: `/api/flights/offers?from=DEL&to=BOM&date=${DAY}&childAges=0&childAges=1`,
    });
    expect(lapInfants.statusCode).toBe(400);
    expect(lapInfants.json().message).toBe('Each child under 2 needs an adult of their own');
  });

  it('shows staff each supplier’s circuit and figures, and no one else', async () => {
    const admin = await createUserSession(t.app, { role: 'admin' });
    const customer = await createUserSession(t.app, { role: 'customer' });

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/suppliers' })).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/suppliers',
      headers: { cookie: customer.cookie },
    });
    expect(refused.statusCode).toBe(403);
    const shown = await t.app.inject({ method: 'GET', url: '/api/admin/suppliers', headers: { cookie: admin.cookie } });
    expect(shown.statusCode).toBe(200);
    // The airlines first, then the hotels; no key is set, so each is its built-in sandbox.
    expect(shown.json().suppliers).toEqual([
      expect.objectContaining({ label: 'Duffel', kind: 'flights', sandbox: true, circuit: 'closed', failures: 0 }),
      expect.objectContaining({ label: 'TripJack', kind: 'flights', sandbox: true, circuit: 'closed', failures: 0 }),
      expect.objectContaining({ label: 'Hotelbeds', kind: 'hotels', sandbox: true, circuit: 'closed', calls: 0 }),
      expect.objectContaining({ label: 'Duffel Stays', kind: 'hotels', sandbox: true, circuit: 'closed', calls: 0 }),
    ]);
    expect(shown.json().suppliers[0].calls).toBeGreaterThan(0);
  });
});

describe('the hotel suppliers on the admin’s supplier figures (GET /api/admin/suppliers)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Hotelbeds "configured" at a port nothing listens on; Duffel Stays on its sandbox.
    t = await createTestApp(
      {
        ...QUIET,
        HOTELBEDS_API_KEY: 'hb-live',
        HOTELBEDS_SECRET: 'hb-secret',
        HOTELBEDS_BASE_URL: 'http://127.0.0.1:9',
      },
      { seed: true },
    );
  });
  afterAll(() => t.close());

  it('counts each hotel supplier’s calls in a stay search, and shows the failure of the one that did not answer', async () => {
    const checkIn = addDays(isoDate(), 12);
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/hotels/offers?destination=Paris&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&room=2`,
    });
    expect(search.statusCode).toBe(200);

    const admin = await createUserSession(t.app, { role: 'admin' });
    const shown = await t.app.inject({ method: 'GET', url: '/api/admin/suppliers', headers: { cookie: admin.cookie } });
    expect(shown.statusCode).toBe(200);
    const suppliers: SupplierHealth[] = shown.json().suppliers;
    const hotels = suppliers.filter((health) => health.kind === 'hotels');
    expect(hotels.map((health) => [health.supplier, health.label, health.sandbox])).toEqual([
      ['hotelbeds', 'Hotelbeds', false],
      ['duffel-stays', 'Duffel Stays', true],
    ]);
    const [hotelbeds, duffelStays] = hotels;
    expect(duffelStays).toMatchObject({ circuit: 'closed', failures: 0, lastFailure: null });
    expect(duffelStays.calls).toBeGreaterThan(0);
    expect(duffelStays.p50Ms).not.toBeNull();
    expect(hotelbeds.calls).toBeGreaterThan(0);
    expect(hotelbeds.failures).toBe(hotelbeds.calls);
    expect(hotelbeds.lastFailure?.message).toMatch(/^Hotelbeds/);
    // The airlines are still listed, apart: no flight was searched.
    expect(
      suppliers.filter((health) => health.kind === 'flights').map((health) => [health.label, health.calls]),
    ).toEqual([
      ['Duffel', 0],
      ['TripJack', 0],
    ]);
  });
});

describe('a flight search while one supplier is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // TripJack "configured" at a port nothing listens on.
    t = await createTestApp({ ...QUIET, TRIPJACK_API_KEY: 'tj-live', TRIPJACK_BASE_URL: 'http://127.0.0.1:9' });
    await t.app.flights.timetable({ from: 'DEL', to: 'BOM', date: DAY });
  });
  afterAll(() => t.close());

  it('still shows the other supplier’s offers and says which one did not answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/flights/offers?from=DEL&to=BOM&date=${DAY}` });

    const final = progressEvents(response.body).at(-1)!;
    expect(final.complete).toBe(true);
    expect(final.answers.find((a) => a.label === 'TripJack')?.outcome).toBe('failed');
    expect(final.offers.length).toBeGreaterThan(0);
    expect(new Set(final.offers.flatMap((o) => o.providers.map((p) => p.label)))).toEqual(new Set(['Duffel']));
  });
});
