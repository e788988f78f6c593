import { sql } from 'drizzle-orm';
import { queryRows } from './db/rows';
import { seedDatabase } from './seed';
import { createTestApp, type TestApp } from './test/testApp';

describe('the seed step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const counts = async () => {
    const [row] = await queryRows<Record<string, number>>(
      t.app.db,
      sql`SELECT (SELECT count(*)::int FROM faqs) AS faqs, (SELECT count(*)::int FROM blog_posts) AS posts,
                 (SELECT count(*)::int FROM hotels) AS hotels, (SELECT count(*)::int FROM currency_rates) AS rates,
                 (SELECT count(*)::int FROM bookings) AS bookings, (SELECT count(*)::int FROM coupons) AS coupons`,
    );
    return row;
  };
  const lookupDemoBooking = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings/lookup',
      payload: { bookingId: 'HB-100001', email: 'traveller@example.com' },
    });

  it('is not part of starting the API: a new database has no hotels to find', async () => {
    expect(await counts()).toEqual({ faqs: 0, posts: 0, hotels: 0, rates: 0, bookings: 0, coupons: 0 });
    const search = await t.app.inject({ method: 'GET', url: '/api/hotels/search?destination=Mumbai' });
    expect(search.json().total).toBe(0);
  });

  it('fills the site data, adds demo bookings and coupons only with SEED_DEMO, and changes nothing when run again', async () => {
    await seedDatabase(t.app.db, { seedDemo: false });
    const site = await counts();
    expect(site).toMatchObject({ bookings: 0, coupons: 0 });
    expect(Math.min(site.faqs, site.posts, site.hotels, site.rates)).toBeGreaterThan(0);
    expect((await lookupDemoBooking()).statusCode).toBe(404);

    await seedDatabase(t.app.db, { seedDemo: true });
    await seedDatabase(t.app.db, { seedDemo: true });
    const withDemo = await counts();
    expect(withDemo).toMatchObject({ faqs: site.faqs, posts: site.posts, hotels: site.hotels, rates: site.rates });
    expect(withDemo.bookings).toBeGreaterThan(0);
    expect(withDemo.coupons).toBeGreaterThan(0);
    expect((await lookupDemoBooking()).statusCode).toBe(200);
  });
});
