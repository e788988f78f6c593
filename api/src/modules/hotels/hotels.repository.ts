import { sql, type SQL } from 'drizzle-orm';
import type { HotelSort } from '@travel/contracts/rules';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';
import type { HotelRecord, ProviderRecord, RoomTypeRecord } from './hotels.generate';

export interface HotelFilter {
  city: string;
  guestsPerRoom: number;
  /** Paise per night, as price_per_night. */
  minPriceMinor?: number;
  maxPriceMinor?: number;
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
  /** Only hotels with a room for the party free every night of this stay. */
  stay?: StayFilter;
  /**
   * Hotels left out by id: the search passes those without a room for its stay (`unbookableHotelIds`, read
   * once per stay) instead of `stay`, so its queries do not probe every hotel's rooms and nights again.
   */
  excludedIds?: readonly string[];
}

/** The results page's sort tabs. */
export type HotelOrder = HotelSort;

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

const DEAL_TONIGHT = sql`price_per_night * 5 <= original_price * 4`;

/** The sidebar groups whose ticked options widen each other (any of them matches) but narrow the rest. */
export type DisjunctiveGroup = 'price' | 'stars' | 'neighbourhoods' | 'propertyTypes' | 'popularWith';

/**
 * A filter as SQL conditions: `always` narrows every count (city, guests per room, rating, amenities and the
 * deal policies, each of which is a yes/no of its own), `byGroup` holds one condition per active group.
 */
function filterConditions(filter: HotelFilter): { always: SQL[]; byGroup: Partial<Record<DisjunctiveGroup, SQL>> } {
  const always: SQL[] = [sql`city = ${filter.city}`, sql`max_guests_per_room >= ${filter.guestsPerRoom}`];
  const byGroup: Partial<Record<DisjunctiveGroup, SQL>> = {};
  const price: SQL[] = [];
  if (filter.minPriceMinor !== undefined) price.push(sql`price_per_night >= ${filter.minPriceMinor}`);
  if (filter.maxPriceMinor !== undefined) price.push(sql`price_per_night <= ${filter.maxPriceMinor}`);
  if (price.length) byGroup.price = sql.join(price, sql` AND `);
  if (filter.stars?.length) byGroup.stars = sql`stars IN (${list(filter.stars)})`;
  if (filter.minRating) always.push(sql`review_score >= ${filter.minRating}`);
  if (filter.neighbourhoods?.length) byGroup.neighbourhoods = sql`neighbourhood IN (${list(filter.neighbourhoods)})`;
  if (filter.propertyTypes?.length) byGroup.propertyTypes = sql`property_type IN (${list(filter.propertyTypes)})`;
  // Within a group any ticked option matches (popular with families OR couples); amenities must all be there.
  if (filter.popularWith?.length) byGroup.popularWith = sql`popular_with && ${textArray(filter.popularWith)}`;
  if (filter.amenities?.length) always.push(sql`amenities @> ${textArray(filter.amenities)}`);
  if (filter.freeCancellation) always.push(sql`free_cancellation`);
  if (filter.payOnArrival) always.push(sql`pay_on_arrival`);
  if (filter.breakfastIncluded) always.push(sql`breakfast_included`);
  if (filter.dealsTonight) always.push(sql`${DEAL_TONIGHT}`);
  if (filter.stay) always.push(bookableCondition(filter.stay));
  if (filter.excludedIds?.length) always.push(sql`id <> ALL (${textArray(filter.excludedIds)})`);
  return { always, byGroup };
}

const and = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`);

function whereClause(filter: HotelFilter): SQL {
  const { always, byGroup } = filterConditions(filter);
  return and([...always, ...Object.values(byGroup)]);
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

/** The options the sidebar counts, as the city offers them. */
export interface FacetOptions {
  stars: readonly number[];
  propertyTypes: readonly string[];
  neighbourhoods: readonly string[];
  popularWith: readonly string[];
  amenities: readonly string[];
}

export interface FacetCounts {
  /** Cheapest and dearest nightly price matching every filter but the price range; null when none match. */
  price: { min: number | null; max: number | null };
  stars: Record<string, number>;
  propertyTypes: Record<string, number>;
  neighbourhoods: Record<string, number>;
  popularWith: Record<string, number>;
  amenities: Record<string, number>;
  policies: { freeCancellation: number; payOnArrival: number; breakfastIncluded: number; dealsTonight: number };
}

type FacetName = Exclude<keyof FacetCounts, 'price'>;
interface FacetColumn {
  facet: FacetName | 'price';
  option: string;
  expression: SQL;
}

/**
 * Every sidebar count for a search in one pass over the city's hotels (disjunctive faceting). An option of
 * an any-of group (stars, neighbourhoods, property types, popular with) counts the hotels that match every
 * active filter but its own group's, so ticking 4 stars still tells how many 5-star hotels there are; an
 * amenity or a deal policy is a further must-have, so its count is how many current results have it.
 */
export function hotelFacetsQuery(filter: HotelFilter, options: FacetOptions): { query: SQL; columns: FacetColumn[] } {
  const { always, byGroup } = filterConditions(filter);
  const allBut = (group?: DisjunctiveGroup) =>
    (Object.keys(byGroup) as DisjunctiveGroup[]).filter((key) => key !== group).map((key) => byGroup[key]!);
  const countWhere = (option: SQL, group?: DisjunctiveGroup) =>
    sql`count(*) FILTER (WHERE ${and([option, ...allBut(group)])})::int`;
  const columns: FacetColumn[] = [
    { facet: 'price', option: 'min', expression: sql`min(price_per_night) FILTER (WHERE ${and(allBut('price'))})` },
    { facet: 'price', option: 'max', expression: sql`max(price_per_night) FILTER (WHERE ${and(allBut('price'))})` },
    ...options.stars.map((stars) => ({
      facet: 'stars' as const,
      option: String(stars),
      expression: countWhere(sql`stars = ${stars}`, 'stars'),
    })),
    ...options.propertyTypes.map((type) => ({
      facet: 'propertyTypes' as const,
      option: type,
      expression: countWhere(sql`property_type = ${type}`, 'propertyTypes'),
    })),
    ...options.neighbourhoods.map((name) => ({
      facet: 'neighbourhoods' as const,
      option: name,
      expression: countWhere(sql`neighbourhood = ${name}`, 'neighbourhoods'),
    })),
    ...options.popularWith.map((value) => ({
      facet: 'popularWith' as const,
      option: value,
      expression: countWhere(sql`${value} = ANY (popular_with)`, 'popularWith'),
    })),
    ...options.amenities.map((value) => ({
      facet: 'amenities' as const,
      option: value,
      expression: countWhere(sql`${value} = ANY (amenities)`),
    })),
    { facet: 'policies', option: 'freeCancellation', expression: countWhere(sql`free_cancellation`) },
    { facet: 'policies', option: 'payOnArrival', expression: countWhere(sql`pay_on_arrival`) },
    { facet: 'policies', option: 'breakfastIncluded', expression: countWhere(sql`breakfast_included`) },
    { facet: 'policies', option: 'dealsTonight', expression: countWhere(DEAL_TONIGHT) },
  ];
  const select = sql.join(
    columns.map((column, i) => sql`${column.expression} AS ${sql.raw(`f${i}`)}`),
    sql`, `,
  );
  return { query: sql`SELECT ${select} FROM hotels WHERE ${and(always)}`, columns };
}

export async function hotelFacets(db: Db, filter: HotelFilter, options: FacetOptions): Promise<FacetCounts> {
  const { query, columns } = hotelFacetsQuery(filter, options);
  const [row] = await queryRows<Record<string, number | string | null>>(db, query);
  const facets: FacetCounts = {
    price: { min: null, max: null },
    stars: {},
    propertyTypes: {},
    neighbourhoods: {},
    popularWith: {},
    amenities: {},
    policies: { freeCancellation: 0, payOnArrival: 0, breakfastIncluded: 0, dealsTonight: 0 },
  };
  columns.forEach((column, i) => {
    const value = row[`f${i}`];
    const target = facets[column.facet] as Record<string, number | null>;
    target[column.option] = value === null ? null : Number(value);
  });
  return facets;
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

/**
 * The city's hotels that take the party's guests per room but have no room type free for the whole stay
 * (none, unless rooms sold out or no room type hosts the party's adults): what `excludedIds` leaves out.
 */
export async function unbookableHotelIds(
  db: Db,
  city: string,
  guestsPerRoom: number,
  stay: StayFilter,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM hotels
        WHERE city = ${city} AND max_guests_per_room >= ${guestsPerRoom} AND NOT ${bookableCondition(stay)}`,
  );
  return rows.map((row) => row.id);
}

/** The search's stay: a hotel is shown only with a room type that hosts the party and is free every night. */
export interface StayFilter {
  checkIn: string;
  checkOut: string;
  rooms: number;
  adultsPerRoom: number;
  guestsPerRoom: number;
}

/**
 * A hotel is bookable for the stay when one of its room types hosts the party and has `rooms` free every
 * night. A night without a row has hotel_room_nights_default rooms, never fewer than 1, so for a one-room
 * stay (nearly every search) only booked nights can say no: one index probe of hotel_room_nights per room
 * type, instead of the default's md5 for every room type and night of every hotel of the city.
 */
export const bookableCondition = (stay: StayFilter) =>
  stay.rooms === 1
    ? sql`EXISTS (
  SELECT 1 FROM hotel_room_types rt
  WHERE rt.hotel_id = hotels.id AND rt.max_occupancy >= ${stay.guestsPerRoom} AND rt.max_adults >= ${stay.adultsPerRoom}
    AND NOT EXISTS (
      SELECT 1 FROM hotel_room_nights n
      WHERE n.hotel_id = rt.hotel_id AND n.room_type_id = rt.id
        AND n.night >= ${stay.checkIn}::date AND n.night < ${stay.checkOut}::date AND n.available = 0))`
    : sql`EXISTS (
  SELECT 1 FROM hotel_room_types rt
  WHERE rt.hotel_id = hotels.id AND rt.max_occupancy >= ${stay.guestsPerRoom} AND rt.max_adults >= ${stay.adultsPerRoom}
    AND rt.rooms_total >= ${stay.rooms}
    AND NOT EXISTS (
      SELECT 1 FROM ${stayNights(stay.checkIn, stay.checkOut)}
      LEFT JOIN hotel_room_nights n ON n.hotel_id = rt.hotel_id AND n.room_type_id = rt.id AND n.night = stay.night::date
      WHERE ${freeOn('rt')} < ${stay.rooms}))`;
