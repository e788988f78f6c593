import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/rows';
import type { TestApp } from '../../../test/testApp';

/** Each checkout's orders table and its hold-expiry step (what its expiry job runs for an order). */
const CHECKOUTS = {
  flight: { table: sql.raw('flight_orders'), expire: (t: TestApp, id: string) => t.app.flightCheckout.expire(id) },
  hotel: { table: sql.raw('hotel_orders'), expire: (t: TestApp, id: string) => t.app.hotelCheckout.expire(id) },
};

/**
 * What follows the hold's end: `step` runs the checkout's expiry step on the order at once; `job` makes the order's
 * jobs due and runs every due job, as the job queue would (the expiry job is then what is tested); `none` runs
 * nothing (the test runs the step itself, e.g. racing a payment).
 */
export type AfterHold = 'step' | 'job' | 'none';

/**
 * For the checkouts' tests: an order's hold runs out. Its hold ends a second ago, then (unless `then` says
 * otherwise) the checkout's expiry step runs on it, as its job would. Called again, the step runs again on the
 * same order. Given several references, each order in turn.
 */
export async function expireHold(
  t: TestApp,
  checkout: keyof typeof CHECKOUTS,
  references: string | readonly string[],
  { then = 'step' }: { then?: AfterHold } = {},
): Promise<void> {
  const { table, expire } = CHECKOUTS[checkout];
  for (const reference of typeof references === 'string' ? [references] : references) {
    await t.app.db.execute(
      sql`UPDATE ${table} SET hold_expires_at = now() - interval '1 second' WHERE reference = ${reference}`,
    );
    if (then === 'none') continue;
    const [{ id }] = await queryRows<{ id: string }>(
      t.app.db,
      sql`SELECT id::text AS id FROM ${table} WHERE reference = ${reference}`,
    );
    if (then === 'step') {
      await expire(t, id);
    } else {
      await t.app.db.execute(
        sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE payload->>'orderId' = ${id}`,
      );
      await t.app.jobs.runDue();
    }
  }
}
