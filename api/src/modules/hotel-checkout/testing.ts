import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HotelCreateOrderBody, HotelOrderReply } from '@travel/contracts/hotel-checkout';
import type { HotelRoomsReply } from '@travel/contracts/hotels';
import { addDays, isoDate } from '@travel/contracts/rules';

/** For checkout tests: a Paris hotel with free cancellation, pay at the hotel and breakfast rates. */
export async function someHotel(app: FastifyInstance, daysAhead = 30, nights = 2) {
  const checkIn = addDays(isoDate(), daysAhead);
  const checkOut = addDays(checkIn, nights);
  const search = await app.hotels.search({
    destination: 'Paris',
    checkIn,
    checkOut,
    adults: 2,
    rooms: 1,
    freeCancellation: true,
    payOnArrival: true,
    breakfastIncluded: true,
    sort: 'cheapest',
  });
  const hotel = search.hotels[0];
  const res = await app.inject({
    method: 'GET',
    url: `/api/hotels/${hotel.id}/rooms?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&rooms=1`,
  });
  return { hotel, checkIn, checkOut, rooms: res.json() as HotelRoomsReply };
}

/** An order for two adults in one Standard room at `ratePlanId`, changed by `overrides`. */
export function hotelOrderBody(
  stay: { hotel: { id: string }; checkIn: string; checkOut: string },
  ratePlanId = 'fc-bb',
  overrides: Partial<HotelCreateOrderBody> = {},
): HotelCreateOrderBody {
  return {
    hotelId: stay.hotel.id,
    roomTypeId: 'standard',
    ratePlanId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: 1,
    adults: 2,
    childAges: [],
    guests: [{ title: 'Ms', firstName: 'Asha', lastName: 'Verma' }],
    contact: { email: 'asha@example.test', mobile: '9876543210' },
    ...overrides,
  };
}

let keys = 0;
export const newKey = () => `hotel-key-${process.pid}-${Date.now()}-${++keys}`;

export function postHotelOrder(app: FastifyInstance, body: HotelCreateOrderBody, key = newKey()) {
  return app.inject({
    method: 'POST',
    url: '/api/hotel-checkout/orders',
    headers: { origin: app.config.publicUrl, 'idempotency-key': key },
    payload: body,
  });
}

export const hotelOrderOf = (response: { json(): unknown }) => response.json() as HotelOrderReply;

/** Leaves `left` rooms of the type free on a night (another guest booked the rest). */
export async function leaveRooms(
  app: FastifyInstance,
  hotelId: string,
  roomTypeId: string,
  night: string,
  left: number,
) {
  await app.db.execute(sql`
    INSERT INTO hotel_room_nights (hotel_id, room_type_id, night, rooms_total, available)
    SELECT hotel_id, id, ${night}::date, rooms_total, ${left} FROM hotel_room_types
    WHERE hotel_id = ${hotelId} AND id = ${roomTypeId}
    ON CONFLICT (hotel_id, room_type_id, night) DO UPDATE SET available = ${left}`);
}

/** A stay 30 days ahead, 2 nights, with 10 standard rooms free each night whatever the generated default. */
export async function bookableStay(app: FastifyInstance) {
  const stay = await someHotel(app, 30, 2);
  for (const night of [stay.checkIn, addDays(stay.checkIn, 1)]) {
    await leaveRooms(app, stay.hotel.id, 'standard', night, 10);
  }
  return stay;
}
