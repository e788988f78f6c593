import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows } from '../../db/rows';
import { ApiError } from '../../plugins/errors';

/** The checkout orders' audit trails: a fixed list, so no caller's string ever names a table. */
const AUDIT_TABLES = ['flight_order_events', 'hotel_order_events'] as const;
export type AuditTable = (typeof AUDIT_TABLES)[number];

export interface OrderEvent {
  event: string;
  detail: string;
  createdAt: string;
}

/** What happened to a checkout's orders, oldest first: written by the checkout, read by the admin. */
export function auditTrail(table: AuditTable) {
  if (!AUDIT_TABLES.includes(table)) throw new Error(`${String(table)} is not an order audit trail`);
  const events = sql.identifier(table);

  /** The order's events, oldest first. */
  const list = (db: Db, orderId: string) =>
    queryRows<OrderEvent>(
      db,
      sql`SELECT event, detail, ${isoTimestamp(sql`created_at`)} AS "createdAt" FROM ${events}
          WHERE order_id = ${orderId}::uuid ORDER BY id`,
    );

  return {
    list,

    async record(db: Db, orderId: string, event: string, detail = ''): Promise<void> {
      await db.execute(
        sql`INSERT INTO ${events} (order_id, event, detail) VALUES (${orderId}::uuid, ${event}, ${detail})`,
      );
    },

    /** The same event for every order that `orders` (a SELECT of their `id`) yields, in one statement. */
    async recordEach(db: Db, orders: SQL, event: string, detail: string): Promise<void> {
      await db.execute(
        sql`INSERT INTO ${events} (order_id, event, detail) SELECT id, ${event}, ${detail} FROM (${orders}) AS orders`,
      );
    },

    /** Whether the order's trail has this event already. */
    async has(db: Db, orderId: string, event: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`SELECT 1 FROM ${events} WHERE order_id = ${orderId}::uuid AND event = ${event} LIMIT 1`,
      );
      return rows.length > 0;
    },

    /** The order's trail as the admin reads it (each event's time as `at`); 404 when there is no such order. */
    async forAdmin<Status extends string>(
      db: Db,
      order: { id: string; reference: string; status: Status } | undefined,
    ) {
      if (!order) throw new ApiError(404, 'No such booking');
      const trail = await list(db, order.id);
      return {
        reference: order.reference,
        status: order.status,
        events: trail.map(({ createdAt, ...event }) => ({ ...event, at: createdAt })),
      };
    },
  };
}
