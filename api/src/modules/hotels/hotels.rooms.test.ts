import { sql } from 'drizzle-orm';
import type { HotelRoomsReply, HotelSearchReply } from '@travel/contracts/hotels';
import { addDays, isoDate } from '@travel/contracts/rules';
import { createTestApp, type TestApp } from '../../test/testApp';
import { generateRoomTypes } from './hotels.generate';
import { HOTEL_SEARCH_CACHE } from './hotels.service';

describe('hotel rooms and rates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
  }, 60_000);
  afterAll(() => t.close());

  const checkIn = addDays(isoDate(), 20);
  const checkOut = addDays(checkIn, 2);
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  const rooms = (hotelId: string, query: string) =>
    get(`/api/hotels/${hotelId}/rooms?checkIn=${checkIn}&checkOut=${checkOut}&${query}`);
  const paris = async () => {
    const { body } = await get(
      `/api/hotels/search?destination=Paris&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&rooms=1&freeCancellation=true&payOnArrival=true&breakfastIncluded=true`,
    );
    return (body as HotelSearchReply).hotels[0];
  };

  it('generates the same room types for a hotel every time', () => {
    const hotel = { id: 'PAR-0001', price_per_night_minor: 8_000_00, max_guests_per_room: 3 };
    expect(generateRoomTypes(hotel)).toEqual(generateRoomTypes(hotel));
    expect(generateRoomTypes(hotel).map((room) => room.name)).toEqual([
      'Standard Room',
      'Deluxe King Room',
      'Family Room',
    ]);
  });

  it('lists room types with their rates, policies and the stay priced with GST', async () => {
    const card = await paris();
    const { status, body } = await rooms(card.id, 'adults=2&rooms=1');
    expect(status).toBe(200);
    const reply = body as HotelRoomsReply;
    expect(reply.timeZone).toBe('Europe/Paris');
    expect(reply.nights).toBe(2);
    const standard = reply.roomTypes[0];
    expect(standard.bed).toMatch(/bed/);
    const names = standard.rates.map((rate) => rate.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Non-refundable, room only',
        'Free cancellation, breakfast included',
        'Pay at the hotel, room only',
      ]),
    );
    const plain = standard.rates.find((rate) => rate.id === 'nr-ro')!;
    // Two adults fit the plainest room: the card's price is its plainest rate.
    expect(plain.pricePerNightMinor).toBe(card.pricePerNightMinor);
    expect(plain.cancellation.text).toBe('Non-refundable: nothing is refunded if you cancel.');
    expect(plain.stay.roomNightsMinor).toBe(card.pricePerNightMinor * 2);
    const slab = card.pricePerNightMinor <= 7_500_00 ? 5 : 18;
    expect(plain.stay.gstPercent).toBe(slab);
    expect(plain.stay.gstMinor).toBe(Math.round((card.pricePerNightMinor * slab) / 100) * 2);
    const flexible = standard.rates.find((rate) => rate.id === 'fc-bb')!;
    expect(flexible.board).toBe('breakfast');
    expect(flexible.cancellation.rules).toMatchObject({ type: 'refundable', timeZone: 'Europe/Paris' });
    expect(flexible.cancellation.text).toMatch(/^Free cancellation until .* \(hotel's local time, Europe\/Paris\)/);
    expect(standard.rates.find((rate) => rate.id === 'pah-ro')!.payment).toBe('pay_at_hotel');
  });

  it('does not offer a room type that cannot host the party', async () => {
    const card = await paris();
    const { body } = await rooms(card.id, 'adults=3&rooms=1');
    const names = (body as HotelRoomsReply).roomTypes.map((room) => room.name);
    expect(names).not.toContain('Standard Room');
    expect(names).toContain('Family Room');
  });

  it("offers only room types that host each room's guests when the search gives them per room", async () => {
    const card = await paris();
    // Who fits, not how many are free: every room of the hotel is free on both nights (a night nobody booked has
    // 1 to all of its rooms free, drawn from the date, so two rooms of a type are not free on every date).
    await t.app.db.execute(sql`
      INSERT INTO hotel_room_nights (hotel_id, room_type_id, night, rooms_total, available)
      SELECT hotel_id, id, stay.night::date, rooms_total, rooms_total FROM hotel_room_types
        CROSS JOIN (VALUES (${checkIn}), (${addDays(checkIn, 1)})) AS stay(night)
        WHERE hotel_id = ${card.id}
      ON CONFLICT (hotel_id, room_type_id, night) DO UPDATE SET available = excluded.rooms_total`);
    const names = async (query: string) => {
      const { status, body } = await rooms(card.id, query);
      expect(status).toBe(200);
      return (body as HotelRoomsReply).roomTypes.map((room) => room.name);
    };
    // Four adults spread evenly over two rooms fit two Standard rooms; three of them in one room do not.
    expect(await names('adults=4&rooms=2')).toContain('Standard Room');
    expect(await names('room=3&room=1')).not.toContain('Standard Room');
    expect(await names('room=3')).toEqual(['Family Room']);
    // Two adults, and an adult with a child of 6: a Standard room hosts each.
    const reply = (await rooms(card.id, 'room=2&room=1-6')).body as HotelRoomsReply;
    expect(reply).toMatchObject({ adults: 3, children: 1, rooms: 2 });
    expect(reply.roomTypes.map((room) => room.name)).toContain('Standard Room');
    expect(await get(`/api/hotels/${card.id}/rooms?checkIn=${checkIn}&checkOut=${checkOut}&room=2-40`)).toEqual({
      status: 400,
      body: {
        success: false,
        message: "room must be each room's adults (1 to 10), then each child's age (0 to 17): room=1-6",
      },
    });
  });

  it('prices a search card for the rooms it links with', async () => {
    const search = async (guests: string) =>
      (
        await get(
          `/api/hotels/search?destination=Paris&checkIn=${checkIn}&checkOut=${checkOut}&${guests}&pageSize=50&sort=cheapest`,
        )
      ).body as HotelSearchReply;
    const uneven = await search('room=3&room=1');
    expect(uneven.guests).toEqual({ adults: 4, children: 0, rooms: 2 });
    for (const hotel of uneven.hotels.slice(0, 3)) {
      const offered = ((await rooms(hotel.id, 'room=3&room=1')).body as HotelRoomsReply).roomTypes;
      const cheapest = Math.min(
        ...offered.flatMap((room) =>
          room.rates.filter((r) => r.board === 'room_only').map((r) => r.pricePerNightMinor),
        ),
      );
      expect(hotel.pricePerNightMinor).toBe(cheapest);
    }
  });

  it('offers nothing, and the search shows no such hotel, once a night has too few rooms', async () => {
    const card = await paris();
    // Another guest took every room of every type for the second night.
    await t.app.db.execute(sql`
      INSERT INTO hotel_room_nights (hotel_id, room_type_id, night, rooms_total, available)
      SELECT hotel_id, id, ${addDays(checkIn, 1)}::date, rooms_total, 0 FROM hotel_room_types WHERE hotel_id = ${card.id}
      ON CONFLICT (hotel_id, room_type_id, night) DO UPDATE SET available = 0`);
    // As hotel checkout does after taking rooms: searches kept for this stay are forgotten.
    await t.app.readCache.invalidate(HOTEL_SEARCH_CACHE);
    const { body } = await rooms(card.id, 'adults=2&rooms=1');
    expect((body as HotelRoomsReply).roomTypes).toEqual([]);
    const search = await get(
      `/api/hotels/search?destination=Paris&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&rooms=1&pageSize=50&freeCancellation=true&payOnArrival=true&breakfastIncluded=true`,
    );
    expect((search.body as HotelSearchReply).hotels.map((hotel) => hotel.id)).not.toContain(card.id);
    // A stay that leaves before that night is still offered.
    const oneNight = await get(
      `/api/hotels/${card.id}/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&adults=2&rooms=1`,
    );
    expect((oneNight.body as HotelRoomsReply).roomTypes.length).toBeGreaterThan(0);
  });

  it('answers bad input with 400 and a clear message, an unknown hotel with 404', async () => {
    const card = await paris();
    expect(await get(`/api/hotels/${card.id}/rooms?checkIn=${checkOut}&checkOut=${checkIn}&adults=2&rooms=1`)).toEqual({
      status: 400,
      body: { success: false, message: 'checkOut must be after checkIn' },
    });
    expect(await get(`/api/hotels/${card.id}/rooms?checkIn=2020-01-01&checkOut=2020-01-02&adults=2&rooms=1`)).toEqual({
      status: 400,
      body: { success: false, message: 'Check-in date cannot be in the past' },
    });
    expect((await rooms(card.id, 'adults=1&rooms=2')).body).toEqual({
      success: false,
      message: 'Each room needs at least one adult',
    });
    expect((await rooms('PAR-9999', 'adults=2&rooms=1')).status).toBe(404);
  });
});
