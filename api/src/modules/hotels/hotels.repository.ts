import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hotQueryRows, queryRows, type HotStatement } from '../../db/rows';
import type { HotelRecord, RoomTypeRecord } from './hotels.generate';

/** A hotel as its result card shows it, with what the search filters and sorts on (hotels.search.ts). */
export interface HotelCardRow {
  id: string;
  name: string;
  city: string;
  country: string;
  propertyType: string;
  stars: number;
  reviewScore: number;
  reviewCount: number;
  reviewText: string;
  neighbourhood: string;
  lat: number;
  lng: number;
  pricePerNightMinor: number;
  originalPriceMinor: number;
  photoCount: number;
  freeCancellation: boolean;
  payOnArrival: boolean;
  breakfastIncluded: boolean;
  amenities: string[];
  popularWith: string[];
  checkInTime: string;
  bestScore: number;
  maxGuestsPerRoom: number;
}

/** Every hotel of a city with what its card shows. */
export function cityHotels(db: Db, city: string): Promise<HotelCardRow[]> {
  return queryRows<HotelCardRow>(
    db,
    sql`SELECT id, name, city, country, property_type AS "propertyType", stars, review_score AS "reviewScore",
               review_count AS "reviewCount", review_text AS "reviewText", neighbourhood, lat, lng,
               price_per_night_minor AS "pricePerNightMinor", original_price_minor AS "originalPriceMinor",
               photo_count AS "photoCount",
               free_cancellation AS "freeCancellation", pay_on_arrival AS "payOnArrival",
               breakfast_included AS "breakfastIncluded", amenities, popular_with AS "popularWith",
               check_in_time AS "checkInTime", best_score AS "bestScore", max_guests_per_room AS "maxGuestsPerRoom"
        FROM hotels WHERE city = ${city}`,
  );
}

export async function findHotel(db: Db, id: string): Promise<HotelRecord | undefined> {
  const [hotel] = await queryRows<HotelRecord>(db, sql`SELECT * FROM hotels WHERE id = ${id}`);
  return hotel;
}

export async function countHotels(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM hotels`);
  return Number(row.n);
}

/** Inserts the generated inventory in a few statements (a JSON array per table). */
export async function insertInventory(db: Db, hotels: HotelRecord[]): Promise<void> {
  await db.execute(
    sql`INSERT INTO hotels SELECT * FROM json_populate_recordset(NULL::hotels, ${JSON.stringify(hotels)}::json)`,
  );
}

export async function countRoomTypes(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM hotel_room_types`);
  return Number(row.n);
}

export async function insertRoomTypes(db: Db, roomTypes: RoomTypeRecord[]): Promise<void> {
  await db.execute(
    sql`INSERT INTO hotel_room_types SELECT * FROM json_populate_recordset(NULL::hotel_room_types, ${JSON.stringify(roomTypes)}::json)`,
  );
}

export async function roomTypesOf(db: Db, hotelId: string): Promise<RoomTypeRecord[]> {
  return queryRows<RoomTypeRecord>(
    db,
    sql`SELECT * FROM hotel_room_types WHERE hotel_id = ${hotelId} ORDER BY position`,
  );
}

/** The nights of a stay, [checkIn, checkOut), as a set of dates. */
const stayNights = (checkIn: string, checkOut: string) =>
  sql`generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') AS stay(night)`;

/** The rooms of a type free on a night: its row once a stay took some, else the generated default. */
const freeOn = (roomType: string) =>
  sql`COALESCE(n.available, hotel_room_nights_default(${sql.raw(roomType)}.hotel_id, ${sql.raw(roomType)}.id, stay.night::date, ${sql.raw(roomType)}.rooms_total))`;

/** The fewest rooms free on any night of the stay, for each of the hotel's room types. */
export async function roomsLeft(
  db: Db,
  hotelId: string,
  checkIn: string,
  checkOut: string,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: string; left: number | string }>(
    db,
    sql`SELECT rt.id, min(${freeOn('rt')}) AS left
        FROM hotel_room_types rt CROSS JOIN ${stayNights(checkIn, checkOut)}
        LEFT JOIN hotel_room_nights n ON n.hotel_id = rt.hotel_id AND n.room_type_id = rt.id AND n.night = stay.night::date
        WHERE rt.hotel_id = ${hotelId}
        GROUP BY rt.id`,
  );
  return new Map(rows.map((row) => [row.id, Number(row.left)]));
}

/** The search's stay: the party per room, spread as evenly as they go (roomHosts), and the rooms it needs. */
export interface StayFilter {
  checkIn: string;
  checkOut: string;
  rooms: number;
  adultsPerRoom: number;
  childrenPerRoom: number;
  guestsPerRoom: number;
}

/** A city's room type free for a stay, with its hotel's id. */
export type FreeRoomTypeRow = { hotelId: string } & Pick<
  RoomTypeRecord,
  'price_per_night_minor' | 'max_adults' | 'max_children' | 'max_occupancy'
>;

/**
 * The city's room types that host the party and have `rooms` free every night of the stay: what a search can
 * offer, the cheapest of each hotel only (no rate of a room costs less than its price_per_night_minor, see
 * cheapestFittingPrice). A night without a row has hotel_room_nights_default rooms, never fewer than 1, so for a
 * one-room stay (nearly every search) only sold-out nights can say no: one index probe of hotel_room_nights per room
 * type, instead of the default's md5 for every room type and night of the city.
 */
export function roomTypesFreeEveryNight(db: Db, city: string, stay: StayFilter): Promise<FreeRoomTypeRow[]> {
  const free =
    stay.rooms === 1
      ? sql`NOT EXISTS (
          SELECT 1 FROM hotel_room_nights n
          WHERE n.hotel_id = rt.hotel_id AND n.room_type_id = rt.id
            AND n.night >= ${stay.checkIn}::date AND n.night < ${stay.checkOut}::date AND n.available = 0)`
      : sql`rt.rooms_total >= ${stay.rooms} AND NOT EXISTS (
          SELECT 1 FROM ${stayNights(stay.checkIn, stay.checkOut)}
          LEFT JOIN hotel_room_nights n ON n.hotel_id = rt.hotel_id AND n.room_type_id = rt.id AND n.night = stay.night::date
          WHERE ${freeOn('rt')} < ${stay.rooms})`;
  return queryRows<FreeRoomTypeRow>(
    db,
    sql`SELECT hotels.id AS "hotelId", rt.price_per_night_minor, rt.max_adults, rt.max_children, rt.max_occupancy
        FROM hotels CROSS JOIN LATERAL (
          SELECT * FROM hotel_room_types rt
          WHERE rt.hotel_id = hotels.id AND rt.max_occupancy >= ${stay.guestsPerRoom}
            AND rt.max_adults >= ${stay.adultsPerRoom} AND rt.max_children >= ${stay.childrenPerRoom} AND ${free}
          ORDER BY rt.price_per_night_minor LIMIT 1) rt
        WHERE hotels.city = ${city} AND hotels.max_guests_per_room >= ${stay.guestsPerRoom}`,
  );
}

/** A room type of a city, with its hotel's id: what the search needs of it to price a stay. */
export type CityRoomTypeRow = FreeRoomTypeRow & Pick<RoomTypeRecord, 'id' | 'rooms_total'>;

/**
 * Every room type of a city (fixed reference data, generated with the inventory: the search keeps it per city),
 * cheapest first. One text value back: PGlite decodes a value at a time in JavaScript, and JSON.parse of one
 * text is a fraction of the cost of some 1,000 rows of 7 columns.
 */
export async function cityRoomTypes(db: Db, city: string): Promise<CityRoomTypeRow[]> {
  const [row] = await queryRows<{ types: string }>(
    db,
    sql`SELECT coalesce(json_agg(t ORDER BY t.price_per_night_minor, t."hotelId", t.id), '[]')::text AS types FROM (
          SELECT rt.hotel_id AS "hotelId", rt.id, rt.price_per_night_minor, rt.max_adults, rt.max_children,
                 rt.max_occupancy, rt.rooms_total
          FROM hotel_room_types rt JOIN hotels h ON h.id = rt.hotel_id
          WHERE h.city = ${city}) t`,
  );
  return JSON.parse(row.types) as CityRoomTypeRow[];
}

/**
 * The room types with no room free on some night of [checkIn, checkOut), as `hotelId/roomTypeId`: the only ones a
 * one-room stay cannot have, since a night without a row has hotel_room_nights_default rooms, never fewer than 1.
 * Every city's (the caller looks up its own hotels'): one range scan of hotel_room_nights_sold_out_night_idx, no
 * join, since a query's fixed cost on PGlite is most of what a search pays; for the same reason it goes to the
 * driver as a prepared statement (hotQueryRows).
 */
export const SOLD_OUT_ROOM_TYPES: HotStatement = {
  name: 'hotel_sold_out_room_types',
  text: `SELECT string_agg(DISTINCT hotel_id || '/' || room_type_id, ',') AS types FROM hotel_room_nights
         WHERE available = 0 AND night >= $1::date AND night < $2::date`,
};

export async function soldOutRoomTypes(db: Db, checkIn: string, checkOut: string): Promise<Set<string>> {
  const [row] = await hotQueryRows<{ types: string | null }>(db, SOLD_OUT_ROOM_TYPES, [checkIn, checkOut]);
  return new Set(row?.types ? row.types.split(',') : []);
}
