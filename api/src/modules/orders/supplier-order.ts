import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';
import type { Jobs } from '../../jobs/jobs';
import type { AirSupplier, AirSupplierName, Money, SupplierOrder, SupplierPassenger } from '../../suppliers/air';
import { SupplierError } from '../../suppliers/errors';

/** Places a paid order at its supplier (retried with backoff while the answer is unclear). */
export const PLACE_SUPPLIER_ORDER = 'supplier-order.place';
/** Gives the money back for an order its supplier refused. */
export const REFUND_REFUSED_SUPPLIER_ORDER = 'supplier-order.refund';

/** How long one try may hold the order before another may take it over (its process died). */
const TRY_LEASE = '2 minutes';

export interface SupplierOrderRequest {
  orderKind: 'flight' | 'hotel';
  /** Our order's id. */
  orderId: string;
  /** Our order's reference, written on the supplier's order to find it again. */
  reference: string;
  supplier: AirSupplierName;
  offerId: string;
  /** What the traveller paid for the supplier's part: the supplier is paid exactly this. */
  amount: Money;
  passengers: SupplierPassenger[];
  serviceIds?: string[];
}

export interface SupplierOrderRow {
  id: string;
  order_kind: 'flight' | 'hotel';
  order_id: string;
  supplier: AirSupplierName;
  offer_id: string;
  reference: string;
  amount_minor: number;
  currency: string;
  request: { passengers: SupplierPassenger[]; serviceIds?: string[] };
  status: 'pending' | 'confirmed' | 'refused';
  attempts: number;
  supplier_order_id: string | null;
  booking_reference: string | null;
  ticket_numbers: string[];
  last_error: string | null;
  created_at: string;
}

export interface SupplierOrdersDeps {
  db: Db;
  jobs: Jobs;
  suppliers: Record<AirSupplierName, AirSupplier>;
  /**
   * Gives the traveller's money back for an order the supplier refused, and tells them; called once per order
   * (from its job, which retries on a throw), so it must be idempotent per order.
   */
  refundRefused: (order: SupplierOrderRow) => Promise<void>;
  /**
   * Told when the placing job finds the order confirmed (made now, or found after an unclear answer), so the
   * traveller's confirmation can go out; a throw is logged, the order stays confirmed.
   */
  onConfirmed?: (order: SupplierOrderRow) => Promise<void>;
  log: FastifyBaseLogger;
}

const byOrder = (kind: string, orderId: string) => sql`order_kind = ${kind} AND order_id = ${orderId}::uuid`;

/**
 * An order at the supplier, exactly once, after the traveller paid. `request` records it (in the payment's
 * transaction) and queues its placing; `place` sends it with our reference. A definite refusal ends it and
 * queues the refund; an unclear answer (time-out, 5xx, a 200 that cannot be read) leaves it pending, and the
 * next try looks the order up at the supplier before sending anything, so a second order is never made.
 */
export function supplierOrders(deps: SupplierOrdersDeps) {
  const { db } = deps;

  async function find(kind: string, orderId: string): Promise<SupplierOrderRow | undefined> {
    const [row] = await queryRows<SupplierOrderRow>(
      db,
      sql`SELECT * FROM supplier_orders WHERE ${byOrder(kind, orderId)}`,
    );
    return row;
  }

  async function confirm(row: SupplierOrderRow, made: SupplierOrder): Promise<SupplierOrderRow> {
    const [confirmed] = await queryRows<SupplierOrderRow>(
      db,
      sql`UPDATE supplier_orders
          SET status = 'confirmed', supplier_order_id = ${made.id}, booking_reference = ${made.bookingReference},
              ticket_numbers = ${sql`ARRAY[${sql.join(
                made.ticketNumbers.map((t) => sql`${t}`),
                sql`, `,
              )}]::text[]`}, claimed_until = NULL, last_error = NULL, updated_at = now()
          WHERE id = ${row.id} AND status = 'pending'
          RETURNING *`,
    );
    return confirmed ?? (await find(row.order_kind, row.order_id))!;
  }

  async function refuse(row: SupplierOrderRow, error: SupplierError): Promise<SupplierOrderRow> {
    return db.transaction(async (tx) => {
      const [refused] = await queryRows<SupplierOrderRow>(
        tx,
        sql`UPDATE supplier_orders
            SET status = 'refused', last_error = ${error.message}, claimed_until = NULL, updated_at = now()
            WHERE id = ${row.id} AND status = 'pending'
            RETURNING *`,
      );
      if (!refused) return (await find(row.order_kind, row.order_id))!;
      await deps.jobs.enqueue(
        REFUND_REFUSED_SUPPLIER_ORDER,
        { id: row.id },
        { singletonKey: `supplier-order-refund:${row.id}` },
        tx,
      );
      return refused;
    });
  }

  async function place(kind: string, orderId: string): Promise<SupplierOrderRow | undefined> {
    // Claim one try, committed before anything is sent: a later try then knows to look first.
    const [row] = await queryRows<SupplierOrderRow & { earlier_tries: number }>(
      db,
      sql`UPDATE supplier_orders
          SET attempts = attempts + 1, claimed_until = now() + ${TRY_LEASE}::interval, updated_at = now()
          WHERE ${byOrder(kind, orderId)} AND status = 'pending'
            AND (claimed_until IS NULL OR claimed_until < now())
          RETURNING *, attempts - 1 AS earlier_tries`,
    );
    if (!row) return find(kind, orderId);
    const supplier = deps.suppliers[row.supplier];
    try {
      if (row.earlier_tries > 0) {
        const found = await supplier.findOrder(row.reference, row.offer_id);
        if (found) return await confirm(row, found);
      }
      const made = await supplier.createOrder({
        offerId: row.offer_id,
        type: 'instant',
        passengers: row.request.passengers,
        serviceIds: row.request.serviceIds,
        payment: { amountMinor: row.amount_minor, currency: row.currency },
        reference: row.reference,
      });
      return await confirm(row, made);
    } catch (error) {
      if (error instanceof SupplierError && error.refused) return refuse(row, error);
      const message = error instanceof Error ? error.message : String(error);
      await db.execute(
        sql`UPDATE supplier_orders SET last_error = ${message}, claimed_until = NULL, updated_at = now()
            WHERE id = ${row.id} AND status = 'pending'`,
      );
      deps.log.warn(
        { orderId, supplier: row.supplier, err: error },
        'supplier order unclear: looked up on the next try',
      );
      throw error;
    }
  }

  deps.jobs.work(PLACE_SUPPLIER_ORDER, async (payload) => {
    const placed = await place(String(payload.orderKind), String(payload.orderId));
    if (placed?.status === 'confirmed' && deps.onConfirmed) {
      await deps
        .onConfirmed(placed)
        .catch((error: unknown) =>
          deps.log.error({ err: error, orderId: placed.order_id }, 'told of a confirmed supplier order: failed'),
        );
    }
  });
  deps.jobs.work(REFUND_REFUSED_SUPPLIER_ORDER, async (payload) => {
    const [row] = await queryRows<SupplierOrderRow>(
      db,
      sql`SELECT * FROM supplier_orders WHERE id = ${String(payload.id)}`,
    );
    if (row?.status === 'refused') await deps.refundRefused(row);
  });

  return {
    /**
     * Records the order to place at the supplier and queues its placing, in `tx` (the transaction that settles
     * the payment), once per order of ours: a repeated call changes nothing.
     */
    async request(tx: Db, order: SupplierOrderRequest): Promise<void> {
      await tx.execute(
        sql`INSERT INTO supplier_orders (order_kind, order_id, supplier, offer_id, reference, amount_minor, currency, request)
            VALUES (${order.orderKind}, ${order.orderId}::uuid, ${order.supplier}, ${order.offerId}, ${order.reference},
                    ${order.amount.amountMinor}, ${order.amount.currency},
                    ${JSON.stringify({ passengers: order.passengers, serviceIds: order.serviceIds })}::jsonb)
            ON CONFLICT (order_kind, order_id) DO NOTHING`,
      );
      await deps.jobs.enqueue(
        PLACE_SUPPLIER_ORDER,
        { orderKind: order.orderKind, orderId: order.orderId },
        { singletonKey: `supplier-order:${order.orderKind}:${order.orderId}` },
        tx,
      );
    },

    /** Tries to place the order now (the job does the same); answers its state after the try. */
    place,
    find,

    /** Orders paid but not confirmed at their supplier, oldest first: what staff look at. */
    pending: () =>
      queryRows<SupplierOrderRow>(db, sql`SELECT * FROM supplier_orders WHERE status = 'pending' ORDER BY created_at`),
  };
}

export type SupplierOrders = ReturnType<typeof supplierOrders>;
