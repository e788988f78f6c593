import { sql } from 'drizzle-orm';
import pino from 'pino';
import { announceInvalidation } from './cache/readCache';
import { queryRows } from './db/rows';
import { seedDatabase } from './seed';
import { DEFAULT_REDIS_URL, describeWith, testRedisUrl } from './test/services';
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
  // The wizard's lookup also asks for an emailed code's token: whether the API finds the booking is enough here.
  const demoBooking = () => t.app.bookings.findBooking('HB-100001');

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
    expect(await demoBooking()).toBeUndefined();

    await seedDatabase(t.app.db, { seedDemo: true });
    await seedDatabase(t.app.db, { seedDemo: true });
    const withDemo = await counts();
    expect(withDemo).toMatchObject({ faqs: site.faqs, posts: site.posts, hotels: site.hotels, rates: site.rates });
    expect(withDemo.bookings).toBeGreaterThan(0);
    expect(withDemo.coupons).toBeGreaterThan(0);
    expect(await demoBooking()).toMatchObject({ email: 'traveller@example.com', status: 'confirmed' });
  });
});

// Needs Redis (REDIS_URL; run without it, these are reported as skipped: see test/services.ts).
describeWith('redis')('the seed step beside a running API', () => {
  // The API listens for invalidations on Redis, as processes that scale out do; the seed step is another
  // process, with its own connection.
  const redisUrl = testRedisUrl() ?? DEFAULT_REDIS_URL;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: redisUrl });
  }, 60_000);
  afterAll(() => t.close());

  const read = async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url }).then((res) => res.json());
    const [faqs, blogs, rates, hotels] = await Promise.all([
      get('/api/faqs/page/flight'),
      get('/api/blogs/list'),
      get('/api/currency/rates'),
      get('/api/hotels/search?destination=Mumbai&checkIn=2030-03-01&checkOut=2030-03-02'),
    ]);
    return {
      faqs: faqs.data.faqs.length > 0,
      blogs: blogs.data.length > 0,
      rates: Object.keys(rates.inrPerUnit).length > 0,
      hotels: hotels.total > 0,
    };
  };

  it('makes the FAQs, blog list, rates and hotel searches the API had cached empty appear on its next read', async () => {
    const none = { faqs: false, blogs: false, rates: false, hotels: false };
    expect(await read()).toEqual(none);

    const changed = await seedDatabase(t.app.db, { seedDemo: false });
    expect(changed.sort()).toEqual(['content', 'currency', 'hotel-search']);
    // Written, but the API still answers what it cached until it hears of it.
    expect(await read()).toEqual(none);

    // The seed step's configuration is the API's: same Redis, same database, so the same channel.
    await announceInvalidation(t.config, changed, pino({ level: 'silent' }));
    const all = { faqs: true, blogs: true, rates: true, hotels: true };
    let seen = await read();
    for (let i = 0; i < 50 && JSON.stringify(seen) !== JSON.stringify(all); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await read();
    }
    expect(seen).toEqual(all);
  });

  it('announces nothing when run again: every table was already filled', async () => {
    expect(await seedDatabase(t.app.db, { seedDemo: false })).toEqual([]);
  });
});
