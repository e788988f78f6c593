import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../bookings/bookings.repository';
import type { HotelRecord, ProviderRecord } from './hotels.generate';

export interface HotelFilter {
  city: string;
  guestsPerRoom: number;
  priceMin?: number;
  priceMax?: number;
  stars?: number[];
  minRating?: number;
  neighbourhoods?: string[];
  propertyTypes?: string[];
  popularWith?: string[];
  amenities?: string[];
  freeCancellation?: boolean;
  payOnArrival?: boolean;
  breakfastIncluded?: boolean;
  /** 'Deals tonight': at least 20% below the hotel's usual price. */
  dealsTonight?: boolean;
}

export type HotelOrder = 'best' | 'cheapest' | 'closest' | 'rating';

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
  pricePerNight: number;
  originalPrice: number;
  providersCount: number;
  photoCount: number;
  freeCancellation: boolean;
  payOnArrival: boolean;
  breakfastIncluded: boolean;
  amenities: string[];
  popularWith: string[];
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const textArray = (values: readonly string[]) => sql`ARRAY[${list(values)}]::text[]`;

function whereClause(filter: HotelFilter): SQL {
  const conditions: SQL[] = [sql`city = ${filter.city}`, sql`max_guests_per_room >= ${filter.guestsPerRoom}`];
  if (filter.priceMin !== undefined) conditions.push(sql`price_per_night >= ${filter.priceMin}`);
  if (filter.priceMax !== undefined) conditions.push(sql`price_per_night <= ${filter.priceMax}`);
  if (filter.stars?.length) conditions.push(sql`stars IN (${list(filter.stars)})`);
  if (filter.minRating) conditions.push(sql`review_score >= ${filter.minRating}`);
  if (filter.neighbourhoods?.length) conditions.push(sql`neighbourhood IN (${list(filter.neighbourhoods)})`);
  if (filter.propertyTypes?.length) conditions.push(sql`property_type IN (${list(filter.propertyTypes)})`);
  // Within a group any ticked option matches (popular with families OR couples); amenities must all be there.
  if (filter.popularWith?.length) conditions.push(sql`popular_with && ${textArray(filter.popularWith)}`);
  if (filter.amenities?.length) conditions.push(sql`amenities @> ${textArray(filter.amenities)}`);
  if (filter.freeCancellation) conditions.push(sql`free_cancellation`);
  if (filter.payOnArrival) conditions.push(sql`pay_on_arrival`);
  if (filter.breakfastIncluded) conditions.push(sql`breakfast_included`);
  if (filter.dealsTonight) conditions.push(sql`price_per_night * 5 <= original_price * 4`);
  return sql.join(conditions, sql` AND `);
}

/** Straight-line km from a point, as the catalog's distanceKm computes it. */
const distanceFrom = (point: { lat: number; lng: number }) => sql`sqrt(
  power((lat - ${point.lat}) * 111.32, 2) +
  power((lng - ${point.lng}) * 111.32 * ${Math.cos((point.lat * Math.PI) / 180)}, 2))`;

const ORDER: Record<HotelOrder, SQL> = {
  best: sql`best_score DESC, id`,
  cheapest: sql`price_per_night ASC, id`,
  closest: sql`distance_km ASC, id`,
  rating: sql`review_score DESC, review_count DESC, id`,
};

/**
 * One page of matching hotel ids in order, each row carrying the true count of matches. The database
 * filters, sorts and counts; the card details of a city are read once (cityHotels) and kept in memory.
 */
export function searchHotelsQuery(
  filter: HotelFilter,
  order: HotelOrder,
  from: { lat: number; lng: number },
  limit: number,
  offset: number,
): SQL {
  const distance = order === 'closest' ? sql`, ${distanceFrom(from)} AS distance_km` : sql``;
  return sql`
    SELECT id${distance}, count(*) OVER () AS total
    FROM hotels
    WHERE ${whereClause(filter)}
    ORDER BY ${ORDER[order]}
    LIMIT ${limit} OFFSET ${offset}`;
}

export async function searchHotelIds(
  db: Db,
  filter: HotelFilter,
  order: HotelOrder,
  from: { lat: number; lng: number },
  limit: number,
  offset: number,
): Promise<{ ids: string[]; total: number }> {
  const rows = await queryRows<{ id: string; total: number | string }>(
    db,
    searchHotelsQuery(filter, order, from, limit, offset),
  );
  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && offset > 0) {
    const [count] = await queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM hotels WHERE ${whereClause(filter)}`,
    );
    total = Number(count.n);
  }
  return { ids: rows.map((row) => row.id), total };
}

/** Every hotel of a city with what its card shows. */
export function cityHotels(db: Db, city: string): Promise<HotelCardRow[]> {
  return queryRows<HotelCardRow>(
    db,
    sql`SELECT id, name, city, country, property_type AS "propertyType", stars, review_score AS "reviewScore",
               review_count AS "reviewCount", review_text AS "reviewText", neighbourhood, lat, lng,
               price_per_night AS "pricePerNight", original_price AS "originalPrice",
               providers_count AS "providersCount", photo_count AS "photoCount",
               free_cancellation AS "freeCancellation", pay_on_arrival AS "payOnArrival",
               breakfast_included AS "breakfastIncluded", amenities, popular_with AS "popularWith"
        FROM hotels WHERE city = ${city}`,
  );
}

export async function findHotel(
  db: Db,
  id: string,
): Promise<(HotelRecord & { providers: ProviderRecord[] }) | undefined> {
  const [hotel] = await queryRows<HotelRecord>(db, sql`SELECT * FROM hotels WHERE id = ${id}`);
  if (!hotel) return undefined;
  const providers = await queryRows<ProviderRecord>(
    db,
    sql`SELECT * FROM hotel_providers WHERE hotel_id = ${id} ORDER BY price_per_night, provider`,
  );
  return { ...hotel, providers };
}

export async function countHotels(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM hotels`);
  return Number(row.n);
}

/** Inserts the generated inventory in a few statements (a JSON array per table). */
export async function insertInventory(db: Db, hotels: HotelRecord[], providers: ProviderRecord[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO hotels SELECT * FROM json_populate_recordset(NULL::hotels, ${JSON.stringify(hotels)}::json)`,
    );
    await tx.execute(
      sql`INSERT INTO hotel_providers SELECT * FROM json_populate_recordset(NULL::hotel_providers, ${JSON.stringify(providers)}::json)`,
    );
  });
}
