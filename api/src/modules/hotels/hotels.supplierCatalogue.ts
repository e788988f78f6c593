import { sql } from 'drizzle-orm';
import { nightsBetween } from '@travel/contracts/rules';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';
import type { CatalogueHotel, HotelCatalogue } from '../../suppliers/stays';

interface CatalogueRow {
  id: string;
  name: string;
  stars: number;
  neighbourhood: string;
  city: string;
  lat: number;
  lng: number;
  breakfast: boolean;
  free: boolean;
  rooms: { id: string; name: string; maxGuests: number; priceMinor: number; available: number }[];
}

/**
 * Our catalogue as the hotel suppliers' sandboxes sell it (suppliers/stays.ts's HotelCatalogue): each property of
 * the city (or the ids asked; every city when neither is given) with its room types, their nightly price before
 * tax and the rooms free every night of the stay. One query, one text value back (PGlite decodes a value at a
 * time): a sandbox's geo search asks for the whole catalogue. A night nobody booked counts every room of the type
 * as free, where our own search draws a default for it: the sandboxes are other sellers, not our allotment.
 */
export function supplierCatalogue(db: Db): HotelCatalogue {
  return async ({ city, hotelIds, checkIn, checkOut }) => {
    const nights = Math.max(1, nightsBetween(checkIn, checkOut));
    const where = hotelIds?.length
      ? sql`h.id IN (${sql.join(
          hotelIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : city
        ? sql`h.city = ${city}`
        : sql`TRUE`;
    const [row] = await queryRows<{ hotels: string }>(
      db,
      sql`SELECT coalesce(json_agg(x ORDER BY x.id), '[]')::text AS hotels FROM (
            SELECT h.id, h.name, h.stars, h.neighbourhood, h.city, h.lat, h.lng,
                   h.breakfast_included AS breakfast, h.free_cancellation AS free,
                   (SELECT json_agg(json_build_object(
                              'id', rt.id, 'name', rt.name, 'maxGuests', rt.max_occupancy,
                              'priceMinor', rt.price_per_night_minor,
                              'available', coalesce((
                                SELECT min(n.available) FROM hotel_room_nights n
                                WHERE n.hotel_id = rt.hotel_id AND n.room_type_id = rt.id
                                  AND n.night >= ${checkIn}::date AND n.night < ${checkOut}::date), rt.rooms_total))
                            ORDER BY rt.position)
                    FROM hotel_room_types rt WHERE rt.hotel_id = h.id) AS rooms
            FROM hotels h WHERE ${where}) x`,
    );
    return (JSON.parse(row.hotels) as CatalogueRow[]).map((hotel): CatalogueHotel => ({
      id: hotel.id,
      name: hotel.name,
      stars: hotel.stars,
      address: `${hotel.neighbourhood}, ${hotel.city}`,
      city: hotel.city,
      lat: hotel.lat,
      lng: hotel.lng,
      rooms: (hotel.rooms ?? []).map((room) => ({
        id: room.id,
        name: room.name,
        maxGuests: room.maxGuests,
        nightlyMinor: Array.from({ length: nights }, () => room.priceMinor),
        available: room.available,
        breakfastIncluded: hotel.breakfast,
        freeCancellation: hotel.free,
      })),
    }));
  };
}
