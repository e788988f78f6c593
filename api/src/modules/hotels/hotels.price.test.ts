import { sql } from 'drizzle-orm';
import type { HotelCard, HotelDetails, HotelRoomsReply, HotelSearchReply } from '@travel/contracts/hotels';
import { addDays, isoDate, nightlyPriceWithTaxesMinor } from '@travel/contracts/rules';
import { createTestApp, type TestApp } from '../../test/testApp';
import { HOTEL_SEARCH_CACHE } from './hotels.service';

/** Issue #15, "no surprise in the price": a result card's price is one the hotel page offers for the same stay. */
describe('the price on a hotel result card', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
  }, 60_000);
  afterAll(() => t.close());

  const checkIn = addDays(isoDate(), 30);
  const checkOut = addDays(checkIn, 3);
  const get = async <T>(url: string): Promise<T> => (await t.app.inject({ method: 'GET', url })).json();
  const search = (party: string, extra = '') =>
    get<HotelSearchReply>(
      `/api/hotels/search?destination=Paris&checkIn=${checkIn}&checkOut=${checkOut}&${party}&sort=cheapest${extra}`,
    );
  /** The hotel page's cheapest room-only rate for the card's stay, as a guest would pick it there. */
  const cheapestRoomOnly = async (card: HotelCard, party: string) => {
    const page = await get<HotelRoomsReply>(
      `/api/hotels/${card.id}/rooms?checkIn=${checkIn}&checkOut=${checkOut}&${party}`,
    );
    const rates = page.roomTypes.flatMap((room) => room.rates).filter((rate) => rate.board === 'room_only');
    return rates.reduce((cheapest, rate) => (rate.pricePerNightMinor < cheapest.pricePerNightMinor ? rate : cheapest));
  };

  it.each(['adults=2&rooms=1', 'adults=2&children=1&rooms=1', 'adults=3&rooms=1', 'adults=4&children=1&rooms=2'])(
    'is the hotel page cheapest room-only rate, and the total what that rate costs for the stay (%s)',
    async (party) => {
      const { hotels } = await search(party);
      expect(hotels.length).toBe(10);
      for (const card of hotels) {
        const rate = await cheapestRoomOnly(card, party);
        expect({ id: card.id, nightly: card.pricePerNightMinor, total: card.totalPriceMinor }).toEqual({
          id: card.id,
          nightly: rate.pricePerNightMinor,
          total: rate.stay.totalMinor,
        });
      }
    },
  );

  it.each(['adults=2&rooms=1', 'adults=4&children=1&rooms=2'])(
    'is per room per night with taxes, the same figure on the card, the hotel page and the providers (%s)',
    async (party) => {
      const { hotels } = await search(party);
      for (const card of hotels.slice(0, 3)) {
        const rate = await cheapestRoomOnly(card, party);
        expect(card.pricePerNightWithTaxesMinor).toBe(rate.pricePerNightWithTaxesMinor);
        // Issue #35: the same tariff is taxed the same way wherever it is shown.
        expect(rate.pricePerNightWithTaxesMinor).toBe(nightlyPriceWithTaxesMinor(rate.pricePerNightMinor, new Date()));
        const { hotel } = await get<{ hotel: HotelDetails }>(`/api/hotels/${card.id}`);
        for (const offer of hotel.providers) {
          expect(offer.pricePerNightWithTaxesMinor).toBe(
            nightlyPriceWithTaxesMinor(offer.pricePerNightMinor, new Date()),
          );
          expect(offer.pricePerNightWithTaxesMinor).toBeGreaterThan(offer.pricePerNightMinor);
        }
      }
    },
  );

  it('is the room the party fits, not the hotel headline price of a room too small for them', async () => {
    const { hotels } = await search('adults=3&rooms=1');
    const details = await get<{ hotel: { pricePerNightMinor: number } }>(`/api/hotels/${hotels[0].id}`);
    // The hotel's own price is its plainest room's, which hosts two.
    expect(hotels[0].pricePerNightMinor).toBeGreaterThan(details.hotel.pricePerNightMinor);
  });

  it('moves to the next room type when the cheapest one is sold out for a night of the stay', async () => {
    const party = 'adults=2&rooms=1';
    const before = (await search(party)).hotels[0];
    const cheapestBefore = await cheapestRoomOnly(before, party);
    const page = await get<HotelRoomsReply>(
      `/api/hotels/${before.id}/rooms?checkIn=${checkIn}&checkOut=${checkOut}&${party}`,
    );
    const soldOut = page.roomTypes[0].id;
    await t.app.db.execute(sql`
      INSERT INTO hotel_room_nights (hotel_id, room_type_id, night, rooms_total, available)
      SELECT hotel_id, id, ${addDays(checkIn, 1)}::date, rooms_total, 0
      FROM hotel_room_types WHERE hotel_id = ${before.id} AND id = ${soldOut}
      ON CONFLICT (hotel_id, room_type_id, night) DO UPDATE SET available = 0`);
    await t.app.readCache.invalidate(HOTEL_SEARCH_CACHE);

    const after = (await search(party, '&pageSize=50')).hotels.find((card) => card.id === before.id)!;
    const cheapestAfter = await cheapestRoomOnly(after, party);
    expect(after.pricePerNightMinor).toBeGreaterThan(cheapestBefore.pricePerNightMinor);
    expect(after.pricePerNightMinor).toBe(cheapestAfter.pricePerNightMinor);
    expect(after.totalPriceMinor).toBe(cheapestAfter.stay.totalMinor);
  });

  it('leaves out a hotel, from the list and the counts, once its every room is sold on a night of the stay', async () => {
    const party = 'adults=2&rooms=1';
    const before = await search(party, '&pageSize=50');
    const gone = before.hotels[1];
    await t.app.db.execute(sql`
      INSERT INTO hotel_room_nights (hotel_id, room_type_id, night, rooms_total, available)
      SELECT hotel_id, id, ${addDays(checkIn, 2)}::date, rooms_total, 0
      FROM hotel_room_types WHERE hotel_id = ${gone.id}
      ON CONFLICT (hotel_id, room_type_id, night) DO UPDATE SET available = 0`);
    await t.app.readCache.invalidate(HOTEL_SEARCH_CACHE);

    const after = await search(party, '&pageSize=50');
    expect(after.total).toBe(before.total - 1);
    expect(after.hotels.map((card) => card.id)).not.toContain(gone.id);
    expect(after.facets.stars[gone.rating]).toBe(before.facets.stars[gone.rating] - 1);
    // A stay that misses the sold night still has it.
    const earlier = await get<HotelSearchReply>(
      `/api/hotels/search?destination=Paris&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&${party}&sort=cheapest&pageSize=50`,
    );
    expect(earlier.hotels.map((card) => card.id)).toContain(gone.id);
  });

  it('counts a deal tonight by the price the party can book', async () => {
    const dealsFor = async (party: string) => {
      const deals = await search(party, '&dealsTonight=true&pageSize=50');
      for (const card of deals.hotels)
        expect(card.pricePerNightMinor * 5).toBeLessThanOrEqual(card.originalPriceMinor * 4);
      expect((await search(party)).facets.policies.dealsTonight).toBe(deals.total);
      return deals.total;
    };
    const forTwo = await dealsFor('adults=2&rooms=1');
    expect(forTwo).toBeGreaterThan(0);
    // Three take the family room, dearer than the usual price's room: its deals are fewer.
    expect(await dealsFor('adults=3&rooms=1')).toBeLessThan(forTwo);
  });
});
