import { sql } from 'drizzle-orm';
import type { SavedTraveller, SavedTravellerInput } from '@travel/contracts/travellers';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows } from '../../db/rows';

const COLUMNS = sql`id::text AS id, type, title, first_name AS "firstName", last_name AS "lastName",
  to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", nationality, passport_number AS "passportNumber",
  to_char(passport_expiry, 'YYYY-MM-DD') AS "passportExpiry", ${isoTimestamp(sql`created_at`)} AS "createdAt"`;

type Row = { [K in keyof SavedTraveller]: SavedTraveller[K] | null };

/** Absent details are left out of the answer, as the form sends them. */
const toTraveller = (row: Row): SavedTraveller =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as SavedTraveller;

export async function list(db: Db, userId: string): Promise<SavedTraveller[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM saved_travellers WHERE user_id = ${userId}::uuid AND deleted_at IS NULL
        ORDER BY created_at, id`,
  );
  return rows.map(toTraveller);
}

export async function count(db: Db, userId: string): Promise<number> {
  const [{ n }] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM saved_travellers WHERE user_id = ${userId}::uuid AND deleted_at IS NULL`,
  );
  return Number(n);
}

/** Saves the traveller, or updates the account's live row of the same person (type, names, birthday). */
export async function upsert(db: Db, userId: string, t: SavedTravellerInput): Promise<SavedTraveller> {
  const [row] = await queryRows<Row>(
    db,
    sql`INSERT INTO saved_travellers (user_id, type, title, first_name, last_name, date_of_birth, nationality,
          passport_number, passport_expiry)
        VALUES (${userId}::uuid, ${t.type}, ${t.title}, ${t.firstName}, ${t.lastName}, ${t.dateOfBirth ?? null}::date,
          ${t.nationality ?? null}, ${t.passportNumber ?? null}, ${t.passportExpiry ?? null}::date)
        ON CONFLICT (user_id, type, lower(first_name), lower(last_name), coalesce(date_of_birth, DATE '0001-01-01'))
          WHERE deleted_at IS NULL
        DO UPDATE SET title = excluded.title, first_name = excluded.first_name, last_name = excluded.last_name,
          nationality = coalesce(excluded.nationality, saved_travellers.nationality),
          passport_number = coalesce(excluded.passport_number, saved_travellers.passport_number),
          passport_expiry = coalesce(excluded.passport_expiry, saved_travellers.passport_expiry),
          updated_at = now()
        RETURNING ${COLUMNS}`,
  );
  return toTraveller(row);
}

/** Marks the account's traveller removed; false when the account has no such live traveller. */
export async function remove(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE saved_travellers SET deleted_at = now(), updated_at = now()
        WHERE id = ${id}::uuid AND user_id = ${userId}::uuid AND deleted_at IS NULL
        RETURNING id`,
  );
  return rows.length === 1;
}
