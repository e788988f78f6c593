import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';
import type { AirSupplierName, SupplierSlice } from '../../suppliers/air';
import type { TripjackScheduleStore } from '../../suppliers/tripjack/air';

/**
 * Each booking's slices as booked or last accepted, in the database (migration 1550): TripJack sends no notice of
 * an airline's change, so one is noticed by comparing a booking with these, by whichever API process polls, after
 * a restart too.
 */
export function databaseScheduleStore(db: Db, supplier: AirSupplierName): TripjackScheduleStore {
  return {
    async get(bookingId) {
      const [row] = await queryRows<{ slices: SupplierSlice[] }>(
        db,
        sql`SELECT slices FROM supplier_booked_slices
            WHERE supplier = ${supplier} AND supplier_order_id = ${bookingId}`,
      );
      return row?.slices;
    },
    async set(bookingId, slices) {
      await db.execute(
        sql`INSERT INTO supplier_booked_slices (supplier, supplier_order_id, slices)
            VALUES (${supplier}, ${bookingId}, ${JSON.stringify(slices)}::jsonb)
            ON CONFLICT (supplier, supplier_order_id) DO UPDATE SET slices = EXCLUDED.slices, updated_at = now()`,
      );
    },
    async init(bookingId, slices) {
      await db.execute(
        sql`INSERT INTO supplier_booked_slices (supplier, supplier_order_id, slices)
            VALUES (${supplier}, ${bookingId}, ${JSON.stringify(slices)}::jsonb)
            ON CONFLICT (supplier, supplier_order_id) DO NOTHING`,
      );
    },
  };
}
