import type { HotelCard } from '@travel/contracts/hotels';
import { hotelStayPrice } from '@travel/contracts/rules';
import { createTestApp, type TestApp } from '../../test/testApp';
import { generateInventory } from './hotels.generate';

type Card = HotelCard;

describe('hotel inventory and search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
  }, 60_000);
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/hotels/search?${query}` });
    return { status: res.statusCode, body: res.json() };
  };

  it('generates the same 2,200 hotels every time, across Mumbai and the ten destinations', () => {
    const first = generateInventory();
    const second = generateInventory();
    expect(first.hotels).toHaveLength(2200);
    expect(second.hotels).toEqual(first.hotels);
    expect(new Set(first.hotels.map((h) => h.city)).size).toBe(11);
    expect(new Set(first.hotels.map((h) => h.id)).size).toBe(2200);
    // No made-up booking sites: our own rate is each hotel's one provider; the suppliers' come from /api/hotels/offers.
    expect(first).not.toHaveProperty('providers');
    for (const hotel of first.hotels) {
      expect(hotel.providers_count).toBe(1);
      expect(hotel.original_price_minor).toBeGreaterThan(hotel.price_per_night_minor);
    }
  });

  it('finds Mumbai hotels with the true count, cards and facets', async () => {
    const { status, body } = await search('destination=Mumbai,%20India&checkIn=2030-03-01&checkOut=2030-03-04');
    expect(status).toBe(200);
    expect(body.destination.city).toBe('Mumbai');
    expect(body.nights).toBe(3);
    expect(body.hotels).toHaveLength(10);
    expect(body.total).toBeGreaterThan(200);
    expect(body.hasMore).toBe(true);
    const card: Card = body.hotels[0];
    // The stay's total as checkout charges it: every night, GST and the booking fee (was the nights alone).
    const stayPrice = hotelStayPrice({
      nightlyRateMinor: Array(3).fill(card.pricePerNightMinor),
      rooms: 1,
      at: new Date(),
    });
    expect(card.totalPriceMinor).toBe(stayPrice.totalMinor);
    // Our own rate is the card's one provider, under the site's name; no booking site nobody asked.
    expect(card.providers).toEqual([{ supplier: 'own', name: 'Travel Portal', totalMinor: card.totalPriceMinor }]);
    expect(card.image).toMatch(/^\/api\/hotels\/MUM-\d{4}\/photos\/1\.svg$/);
    expect(body.facets.neighbourhoods.map((n: { name: string }) => n.name)).toEqual(
      expect.arrayContaining(['CSMT', 'Marine Drive', 'Andheri']),
    );
    expect(body.places.map((p: { name: string }) => p.name)).toEqual(['CSMT', 'Marine Drive', 'Andheri']);
    const starTotal = Object.values(body.facets.stars as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(starTotal).toBe(300);
  });

  it('applies every filter group together', async () => {
    const query =
      'destination=Mumbai&stars=4&stars=5&freeCancellation=true&minRating=7&amenities=Wi-Fi&propertyTypes=Hotel' +
      '&minPriceMinor=300000&maxPriceMinor=1500000&pageSize=50';
    const { body } = await search(query);
    expect(body.total).toBeGreaterThan(0);
    expect(body.hotels.length).toBe(Math.min(50, body.total));
    for (const card of body.hotels as Card[]) {
      expect([4, 5]).toContain(card.rating);
      expect(card.freeCancellation).toBe(true);
      expect(card.reviewScore).toBeGreaterThanOrEqual(7);
      expect(card.amenities).toContain('Wi-Fi');
      expect(card.propertyType).toBe('Hotel');
      expect(card.pricePerNightWithTaxesMinor).toBeGreaterThanOrEqual(300000);
      expect(card.pricePerNightWithTaxesMinor).toBeLessThanOrEqual(1500000);
    }
    const deals = (await search('destination=Bangkok&dealsTonight=true&pageSize=50')).body;
    expect(deals.total).toBeGreaterThan(0);
    expect(deals.total).toBeLessThan(190);
    for (const card of deals.hotels as Card[])
      expect(card.pricePerNightMinor * 1.25).toBeLessThanOrEqual(card.originalPriceMinor);
    const neighbourhood = await search('destination=Mumbai&neighbourhoods=Andheri&neighbourhoods=Colaba&pageSize=50');
    expect((neighbourhood.body.hotels as Card[]).every((c) => ['Andheri', 'Colaba'].includes(c.neighbourhood))).toBe(
      true,
    );
  });

  it('sorts cheapest, closest to a place and highest rated, and pages through the true count', async () => {
    const cheapest = (await search('destination=Mumbai&sort=cheapest&stars=4')).body;
    const prices = (cheapest.hotels as Card[]).map((c) => c.pricePerNightMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const next = (await search('destination=Mumbai&sort=cheapest&stars=4&page=2')).body;
    expect(next.total).toBe(cheapest.total);
    expect((next.hotels as Card[])[0].pricePerNightMinor).toBeGreaterThanOrEqual(prices[prices.length - 1]);
    expect(next.hotels.map((c: Card) => c.id)).not.toContain(cheapest.hotels[0].id);

    const closest = (await search('destination=Mumbai&sort=closest&near=Andheri')).body;
    const distances = (closest.hotels as Card[]).map((c) => c.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(2);

    const rated = (await search('destination=Paris&sort=rating')).body;
    const scores = (rated.hotels as Card[]).map((c) => c.reviewScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('answers bad input with 400 and a clear message', async () => {
    expect(await search('destination=Atlantis')).toEqual({
      status: 400,
      body: { success: false, message: expect.stringMatching(/^destination must be one of: Mumbai, Paris/) },
    });
    expect((await search('destination=Mumbai&checkIn=2030-03-04&checkOut=2030-03-01')).body.message).toBe(
      'checkOut must be after checkIn',
    );
    expect(await search('destination=Mumbai&checkIn=2030-02-30')).toEqual({
      status: 400,
      body: { success: false, message: 'checkIn must be a date (YYYY-MM-DD)' },
    });
    expect((await search('destination=Mumbai&sort=random')).status).toBe(400);
    expect((await search('destination=Mumbai&amenities=Spa')).body.message).toMatch(
      /^amenities has an unknown value 'Spa'/,
    );
    expect((await search('checkIn=2030-03-04')).body.message).toBe('destination is required');
  });

  it('takes the price bounds in paise per night, and the whole rupees of earlier links the same way', async () => {
    const inMinor = (await search('destination=Paris&minPriceMinor=450050&maxPriceMinor=900000&pageSize=50')).body;
    expect(inMinor.total).toBeGreaterThan(0);
    for (const card of inMinor.hotels as Card[]) {
      expect(card.pricePerNightWithTaxesMinor).toBeGreaterThanOrEqual(450050);
      expect(card.pricePerNightWithTaxesMinor).toBeLessThanOrEqual(900000);
    }
    // Links and builds from before minPriceMinor sent rupees under priceMin and priceMax.
    const rupees = (await search('destination=Paris&priceMin=4500&priceMax=9000&pageSize=50')).body;
    const sameInMinor = (await search('destination=Paris&minPriceMinor=450000&maxPriceMinor=900000&pageSize=50')).body;
    expect(rupees.total).toBe(sameInMinor.total);
    expect(rupees.hotels.map((card: Card) => card.id)).toEqual(sameInMinor.hotels.map((card: Card) => card.id));
    expect(await search('destination=Paris&minPriceMinor=900000&maxPriceMinor=450000')).toEqual({
      status: 400,
      body: { success: false, message: 'minPriceMinor must not be above maxPriceMinor' },
    });
    expect((await search('destination=Paris&minPriceMinor=4500.5')).status).toBe(400);
  });

  describe('facet counts describe the current search', () => {
    const total = async (query: string) => (await search(`${query}&pageSize=1`)).body.total as number;
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    /** The query without one parameter (every value of it). */
    const without = (query: string, name: string) => {
      const params = new URLSearchParams(query);
      params.delete(name);
      return params.toString();
    };

    it('counts stars within the other filters, never within the stars ticked (any-of groups)', async () => {
      const base = 'destination=Mumbai&freeCancellation=true&minRating=6&minPriceMinor=200000&maxPriceMinor=1400000';
      const { body } = await search(`${base}&stars=4`);
      const all = await total('destination=Mumbai');
      expect(body.total).toBe(await total(`${base}&stars=4`));
      expect(body.facets.stars['4']).toBe(body.total);
      for (const stars of ['5', '4', '3', '2', '1'])
        expect(body.facets.stars[stars]).toBe(await total(`${base}&stars=${stars}`));
      // Ticking 4 stars still shows how many 5-star hotels the other filters leave, and it is not the whole city.
      expect(body.facets.stars['5']).toBeGreaterThan(0);
      expect(sum(body.facets.stars)).toBe(await total(base));
      expect(sum(body.facets.stars)).toBeLessThan(all);

      // Other groups count only 4-star free-cancellation hotels.
      for (const type of ['Hotel', 'Apartment', 'Hostel', 'Resort'])
        expect(body.facets.propertyTypes[type]).toBe(await total(`${base}&stars=4&propertyTypes=${type}`));
      for (const n of body.facets.neighbourhoods as { name: string; count: number }[])
        expect(n.count).toBe(await total(`${base}&stars=4&neighbourhoods=${encodeURIComponent(n.name)}`));
      for (const value of ['Families', 'Couples', 'Business', 'Solo%20travelers'])
        expect(body.facets.popularWith[decodeURIComponent(value)]).toBe(
          await total(`${base}&stars=4&popularWith=${value}`),
        );
      expect(body.facets.policies.freeCancellation).toBe(body.total);
      expect(body.facets.policies.payOnArrival).toBe(await total(`${base}&stars=4&payOnArrival=true`));
    });

    it('counts only free-cancellation hotels once free cancellation is ticked', async () => {
      const before = (await search('destination=Dubai')).body.facets;
      const after = (await search('destination=Dubai&freeCancellation=true')).body.facets;
      expect(sum(before.stars)).toBe(await total('destination=Dubai'));
      expect(sum(after.stars)).toBe(await total('destination=Dubai&freeCancellation=true'));
      expect(sum(after.stars)).toBeLessThan(sum(before.stars));
      for (const stars of ['5', '4', '3', '2', '1'])
        expect(after.stars[stars]).toBe(await total(`destination=Dubai&freeCancellation=true&stars=${stars}`));
    });

    it('keeps every other ticked option of an any-of group in the counts of the other groups', async () => {
      const query =
        'destination=Paris&neighbourhoods=Montmartre&neighbourhoods=Bastille&propertyTypes=Hotel&popularWith=Couples';
      const { body } = await search(query);
      for (const n of body.facets.neighbourhoods as { name: string; count: number }[]) {
        const others = `${without(query, 'neighbourhoods')}&neighbourhoods=${encodeURIComponent(n.name)}`;
        expect(n.count).toBe(await total(others));
      }
      for (const type of ['Hotel', 'Apartment', 'Hostel', 'Resort'])
        expect(body.facets.propertyTypes[type]).toBe(
          await total(`${without(query, 'propertyTypes')}&propertyTypes=${type}`),
        );
      for (const value of ['Families', 'Couples', 'Business', 'Solo travelers'])
        expect(body.facets.popularWith[value]).toBe(
          await total(`${without(query, 'popularWith')}&popularWith=${encodeURIComponent(value)}`),
        );
    });

    it('counts an amenity or a deal policy as what ticking it too would give', async () => {
      const query = 'destination=London&amenities=Wi-Fi&payOnArrival=true';
      const { body } = await search(query);
      expect(body.facets.amenities['Wi-Fi']).toBe(body.total);
      expect(body.facets.policies.payOnArrival).toBe(body.total);
      for (const amenity of ['Parking', 'Breakfast', 'Pool', 'Gym'])
        expect(body.facets.amenities[amenity]).toBe(await total(`${query}&amenities=${amenity}`));
      for (const policy of ['freeCancellation', 'breakfastIncluded', 'dealsTonight'])
        expect(body.facets.policies[policy]).toBe(await total(`${query}&${policy}=true`));
    });

    it('applies the price range, minimum rating and guests per room to every group', async () => {
      const city = 'destination=Rome';
      // 3 adults and a child in one room take a suite, whose cheapest Rome rate is above ₹5,000 (the studio is
      // not offered to them any more): the range starts above it.
      const narrowed = `${city}&minPriceMinor=650000&maxPriceMinor=900000&minRating=8&adults=3&children=1&rooms=1`;
      const { body } = await search(narrowed);
      expect(body.total).toBeLessThan(await total(city));
      expect(sum(body.facets.stars)).toBe(body.total);
      expect(sum(body.facets.propertyTypes)).toBe(body.total);
      expect(body.facets.neighbourhoods.reduce((a: number, n: { count: number }) => a + n.count, 0)).toBe(body.total);
      // The price facet is the range the other filters leave, so the sliders can reach past the chosen range.
      const unpriced = (await search(without(without(narrowed, 'minPriceMinor'), 'maxPriceMinor'))).body;
      expect(body.facets.price).toEqual(unpriced.facets.price);
      expect(body.facets.price.minMinor).toBeLessThan(650000);
    });

    it('answers a search nothing matches with zero counts, not an error', async () => {
      const { status, body } = await search('destination=Tokyo&minPriceMinor=100&maxPriceMinor=200');
      expect(status).toBe(200);
      expect(body.total).toBe(0);
      expect(sum(body.facets.stars)).toBe(0);
      expect(body.facets.policies).toEqual({
        freeCancellation: 0,
        payOnArrival: 0,
        breakfastIncluded: 0,
        dealsTonight: 0,
      });
    });
  });

  const request = (overrides: Record<string, unknown> = {}) => ({
    searchQuery: {
      checkinDate: '2030-05-10',
      checkoutDate: '2030-05-12',
      roomInfo: [
        { numberOfAdults: 2, numberOfChild: 1, childAge: [7] },
        { numberOfAdults: 1, numberOfChild: 0 },
      ],
      searchCriteria: { city: 'Dubai', nationality: 'IN', currency: 'INR' },
      searchPreferences: { ratings: [4, 5], fsc: true },
      ...overrides,
    },
    sync: true,
  });

  it('answers the section 3 search request with matching hotels', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/hotels/search', payload: request() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      sync: true,
      status: 'completed',
      city: 'Dubai',
      nights: 2,
      rooms: 2,
      adults: 3,
      children: 1,
    });
    expect(body.total).toBeGreaterThan(0);
    for (const card of body.hotels as Card[]) {
      expect([4, 5]).toContain(card.rating);
      expect(card.freeCancellation).toBe(true);
      // Both rooms, both nights, GST and the booking fee (was one room's nights alone).
      const stayPrice = hotelStayPrice({
        nightlyRateMinor: Array(2).fill(card.pricePerNightMinor),
        rooms: 2,
        at: new Date(),
      });
      expect(card.totalPriceMinor).toBe(stayPrice.totalMinor);
    }
    // Counts for the request: the star counts are what the same request for those stars alone finds (free
    // cancellation, two rooms free both nights for the party as the hotel page prices it).
    const byStars = async (ratings: number[]) => {
      const { searchQuery } = request();
      const payload = { ...request(), searchQuery: { ...searchQuery, searchPreferences: { ratings, fsc: true } } };
      return (await t.app.inject({ method: 'POST', url: '/api/hotels/search', payload })).json().total;
    };
    expect(body.facets.stars['5']).toBe(await byStars([5]));
    expect(body.facets.stars['3']).toBe(await byStars([3]));
    expect(body.facets.stars['4'] + body.facets.stars['5']).toBe(body.total);
  });

  it('refuses a malformed section 3 request with 400 naming the field', async () => {
    const noAges = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: request({ roomInfo: [{ numberOfAdults: 2, numberOfChild: 2, childAge: [3] }] }),
    });
    expect(noAges.statusCode).toBe(400);
    expect(noAges.json().message).toBe('searchQuery.roomInfo[0].childAge must list one age per child (2)');
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: request({ roomInfo: [{ numberOfAdults: 11, numberOfChild: 0 }] }),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/^searchQuery\.roomInfo\.0\.numberOfAdults must be <= 10/);
    const currency = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: request({ searchCriteria: { city: 'Dubai', nationality: 'IN', currency: 'AUD' } }),
    });
    expect(currency.statusCode).toBe(400);
    const noSync = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: { searchQuery: request().searchQuery },
    });
    expect(noSync.json()).toEqual({
      success: false,
      message: 'sync is required',
      problems: [{ field: 'sync', message: 'Sync is required' }],
    });
  });

  it('serves hotel details with our own rate as the one provider, and drawn photos', async () => {
    const details = await t.app.inject({ method: 'GET', url: '/api/hotels/MUM-0001' });
    expect(details.statusCode).toBe(200);
    const hotel = details.json().hotel;
    expect(hotel.providers).toEqual([
      {
        supplier: 'own',
        provider: 'Travel Portal',
        pricePerNightMinor: hotel.pricePerNightMinor,
        pricePerNightWithTaxesMinor: expect.any(Number),
        freeCancellation: expect.any(Boolean),
      },
    ]);
    const photo = await t.app.inject({ method: 'GET', url: hotel.photos[0] });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/svg+xml');
    expect(photo.body).toMatch(/^<svg /);
    expect((await t.app.inject({ method: 'GET', url: '/api/hotels/MUM-9999' })).statusCode).toBe(404);
  });

  it("gives the hotel page its reviews by topic, amenities and the distance to each of the city's places", async () => {
    const hotel = (await t.app.inject({ method: 'GET', url: '/api/hotels/MUM-0001' })).json().hotel;
    expect(hotel.subScores.map((s: { label: string }) => s.label)).toEqual([
      'Cleanliness',
      'Location',
      'Staff',
      'Comfort',
      'Facilities',
      'Value for money',
    ]);
    for (const { score } of hotel.subScores) expect(Math.abs(score - hotel.reviewScore)).toBeLessThanOrEqual(1);
    const distances = hotel.nearby.map((p: { distanceKm: number }) => p.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(hotel.nearby.map((p: { name: string }) => p.name)).toContain('Marine Drive');
    expect(hotel.childrenPolicy).toContain(`Up to ${hotel.maxGuestsPerRoom} guests`);
  });
});
