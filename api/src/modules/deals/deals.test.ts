import { FLIGHT_CITY_CODES, HOTEL_CITIES, addDays, hotelDealSearchParams, isoDate } from '@travel/contracts/rules';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { FlightDeal, HotelDeal } from '@travel/contracts/flights';
import { DEAL_ORIGINS, DEAL_WEEKS } from './deals.service';

describe('deals API (computed from the inventory)', () => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
  }, 60_000);
  afterAll(() => t.close());

  it('gives per destination the fare the flight search finds cheapest on that route and day', async () => {
    const { status, body, headers } = await get('/api/deals/flights');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=300');
    const today = isoDate();
    expect(body.weeks).toBe(DEAL_WEEKS);
    expect(body.window).toEqual({ first: addDays(today, 1), last: addDays(today, DEAL_WEEKS * 7) });
    const deals = body.deals as FlightDeal[];
    // One deal per search city, each leaving from one of the Indian cities of the search.
    expect(deals.map((deal) => deal.to).sort()).toEqual([...FLIGHT_CITY_CODES].sort());
    for (const deal of deals) {
      expect(DEAL_ORIGINS).toContain(deal.from);
      expect(deal.date >= body.window.first && deal.date <= body.window.last).toBe(true);
      expect(deal.currency).toBe('INR');
      const query = `from=${deal.from}&to=${deal.to}&date=${deal.date}&adults=${deal.adults}&cabin=${deal.cabin}&sort=cheapest`;
      const search = await get(`/api/flights/search?${query}`);
      expect(search.status).toBe(200);
      const leg = search.body.legs[0];
      expect(leg.offers[0].priceMinor).toBe(deal.priceMinor);
      // No day of the window the search's calendar shows for this route is cheaper.
      const windowDays = (leg.calendar as { date: string; minPriceMinor: number | null }[]).filter(
        (day) => day.date >= body.window.first && day.date <= body.window.last && day.minPriceMinor !== null,
      );
      expect(Math.min(...windowDays.map((day) => day.minPriceMinor!))).toBeGreaterThanOrEqual(deal.priceMinor);
    }
    expect(deals.map((deal) => deal.priceMinor)).toEqual(
      [...deals.map((deal) => deal.priceMinor)].sort((a, b) => a - b),
    );
  });

  it('is cheaper than or equal to every origin’s best day for the destination', async () => {
    const { body } = await get('/api/deals/flights');
    const dubai = (body.deals as FlightDeal[]).find((deal) => deal.to === 'DXB')!;
    expect(dubai).toMatchObject({
      toCity: 'Dubai',
      country: 'United Arab Emirates',
      image: '/api/deals/images/dubai.svg',
    });
    for (const from of DEAL_ORIGINS) {
      const search = await get(`/api/flights/search?from=${from}&to=DXB&date=${dubai.date}&sort=cheapest`);
      expect(search.body.legs[0].offers[0].priceMinor).toBeGreaterThanOrEqual(dubai.priceMinor);
    }
  });

  it('gives per city the hotel the results page’s default search lists first by price', async () => {
    const { status, body, headers } = await get('/api/deals/hotels');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=300');
    const deals = body.deals as HotelDeal[];
    expect(deals.map((deal) => deal.city).sort()).toEqual([...HOTEL_CITIES].sort());
    for (const deal of deals) {
      const search = await get(`/api/hotels/search?${hotelDealSearchParams(deal).toString()}`);
      expect(search.status).toBe(200);
      expect(search.body.hotels[0]).toMatchObject({
        id: deal.hotelId,
        pricePerNightMinor: deal.pricePerNightMinor,
        pricePerNightWithTaxesMinor: deal.pricePerNightWithTaxesMinor,
      });
      expect(deal.image).toBe(`/api/hotels/${deal.hotelId}/photos/1.svg`);
    }
  });

  it('draws each destination’s picture, and refuses other names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/deals/images/dubai.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toMatch(/^<svg[^>]+width="1200" height="630"/);
    expect((await get('/api/deals/images/..%2Fsecret.svg')).status).toBe(400);
  });
});
