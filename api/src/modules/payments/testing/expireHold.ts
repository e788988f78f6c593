import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/rows';
import type { TestApp } from '../../../test/testApp';

/** Each checkout's orders table and its hold-expiry step (what its expiry job runs for an order). */
const CHECKOUTS = {
  flight: { table: sql.raw('flight_orders'), expire: (t: TestApp, id: string) => t.app.flightCheckout.expire(id) },
  hotel: { table: sql.raw('hotel_orders'), expire: (t: TestApp, id: string) => t.app.hotelCheckout.expire(id) },
};

/**
 * For the checkouts' travel-credit tests: an order's hold runs out. Its hold ends a second ago, then the
 * checkout's expiry step runs on it, as its job would. Called again, the step runs again on the same order.
 */
export async function expireHold(t: TestApp, checkout: keyof typeof CHECKOUTS, reference: string): Promise<void> {
  const { table, expire } = CHECKOUTS[checkout];
  await t.app.db.execute(
    sql`UPDATE ${table} SET hold_expires_at = now() - interval '1 second' WHERE reference = ${reference}`,
  );
  const [{ id }] = await queryRows<{ id: string }>(
    t.app.db,
    sql`SELECT id::text AS id FROM ${table} WHERE reference = ${reference}`,
  );
  await expire(t, id);
}
