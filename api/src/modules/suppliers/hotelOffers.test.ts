import { addDays, isoDate } from '@travel/contracts/rules';
import type { HotelSupplierProgress } from '@travel/contracts/hotels';
import { createTestApp, type TestApp } from '../../test/testApp';

const QUIET = { SUPPLIER_SANDBOX_LATENCY: 'false' };
const CHECK_IN = addDays(isoDate(), 12);
const CHECK_OUT = addDays(CHECK_IN, 2);

/** The `offers` events of a streamed search, in the order they came. */
function progressEvents(body: string): HotelSupplierProgress[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('event: offers\n'))
    .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as HotelSupplierProgress);
}

describe('a stay asked of every hotel supplier (GET /api/hotels/offers)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(QUIET, { seed: true });
  });
  afterAll(() => t.close());

  it('streams both sandboxes’ quotes on our own properties, each with its total for the stay, payment and policy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/hotels/offers?destination=Paris&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&room=2`,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = progressEvents(response.body);
    const final = events.at(-1)!;
    expect(final.complete).toBe(true);
    expect(final.answers.map((a) => [a.label, a.outcome]).sort()).toEqual([
      ['Duffel Stays', 'answered'],
      ['Hotelbeds', 'answered'],
    ]);
    // Each sandbox sells part of our catalogue: each of their properties is found on ours, by name and place.
    expect(final.offers.length).toBeGreaterThan(10);
    const ours = await t.app.hotels.catalogue({ city: 'Paris', checkIn: CHECK_IN, checkOut: CHECK_OUT });
    const ids = new Set(ours.map((hotel) => hotel.id));
    for (const group of final.offers) {
      expect(ids.has(group.hotelId)).toBe(true);
      // A supplier once per property, at its cheapest rate, cheapest supplier first.
      expect(new Set(group.quotes.map((quote) => quote.supplier)).size).toBe(group.quotes.length);
      const totals = group.quotes.map((quote) => quote.total.amountMinor);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const quote of group.quotes) {
        expect(['hotelbeds', 'duffel-stays']).toContain(quote.supplier);
        expect(quote.total.currency).toBe('INR');
        expect(quote.total.amountMinor).toBeGreaterThan(0);
        expect(['pay_now', 'pay_at_hotel']).toContain(quote.payment);
        expect(quote.cancellation.text.length).toBeGreaterThan(0);
      }
    }
    // The two overlap: some properties are on one card with both suppliers' quotes.
    expect(final.offers.some((group) => group.quotes.length === 2)).toBe(true);

    // The same stay again: answered from the store, Hotelbeds not asked a second time.
    const sandbox = await t.app.suppliers.hotelbedsSandbox!();
    const asked = sandbox.requests.length;
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/hotels/offers?destination=Paris%2C%20France&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&room=2`,
    });
    expect(progressEvents(again.body)).toEqual([final]);
    expect(sandbox.requests.length).toBe(asked);
  });

  it('refuses a stay it cannot search with a 400 naming what is wrong', async () => {
    const ask = (query: string) => t.app.inject({ method: 'GET', url: `/api/hotels/offers?${query}` });
    const unknownCity = await ask(`destination=Atlantis&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}&room=2`);
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json().message).toMatch(/^destination must be one of: Mumbai, Paris/);
    const past = await ask(`destination=Paris&checkIn=2020-01-01&checkOut=2020-01-03&room=2`);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Check-in date cannot be in the past');
    const backwards = await ask(`destination=Paris&checkIn=${CHECK_OUT}&checkOut=${CHECK_IN}&room=2`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('checkOut must be after checkIn');
    const noRoom = await ask(`destination=Paris&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}`);
    expect(noRoom.statusCode).toBe(400);
  });
});
