import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';
import type { AirSupplierName, SupplierSlice } from '../../suppliers/air';

/** The SQL of the disruptions module (migration 1550). */

export type DisruptionStatus = 'open' | 'accepted' | 'changed' | 'cancelled' | 'expired' | 'superseded';
export type DisruptionAction = 'accept' | 'change' | 'cancel';
export type Actor = 'traveller' | 'staff' | 'system';

export interface DisruptionChoice {
  /** The alternative chosen: its supplier id and slices. */
  alternative?: { id: string; slices: SupplierSlice[] };
  refund?: { refundId: string | null; amountMinor: number; travelCreditMinor: number; currency: string };
}

export interface DisruptionRow {
  id: string;
  order_id: string;
  supplier: AirSupplierName;
  supplier_order_id: string;
  change_id: string;
  kind: 'retimed' | 'renumbered' | 'cancelled';
  removed: SupplierSlice[];
  added: SupplierSlice[];
  actions: DisruptionAction[];
  respond_by: string | null;
  status: DisruptionStatus;
  answering: DisruptionAction | null;
  chosen_action: DisruptionAction | 'deadline' | null;
  chosen_by: Actor | null;
  chosen_at: string | null;
  choice: DisruptionChoice | null;
  detected_at: string;
}

const COLUMNS = sql`id, order_id, supplier, supplier_order_id, change_id, kind, removed, added, actions,
  to_char(respond_by AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS respond_by, status, answering,
  chosen_action, chosen_by, to_char(chosen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS chosen_at,
  choice, to_char(detected_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS detected_at`;

/** The paid flight order a supplier's order is for, once the supplier has confirmed it. */
export async function confirmedFlightOrder(db: Db, supplier: AirSupplierName, supplierOrderId: string) {
  const [row] = await queryRows<{ order_id: string }>(
    db,
    sql`SELECT order_id FROM supplier_orders
        WHERE supplier = ${supplier} AND supplier_order_id = ${supplierOrderId} AND order_kind = 'flight'
          AND status = 'confirmed'`,
  );
  return row?.order_id;
}

/** Records the change once per supplier and change id; answers the new row, or nothing when it was known. */
export async function insertDisruption(
  tx: Db,
  row: Pick<
    DisruptionRow,
    | 'order_id'
    | 'supplier'
    | 'supplier_order_id'
    | 'change_id'
    | 'kind'
    | 'removed'
    | 'added'
    | 'actions'
    | 'respond_by'
  >,
): Promise<DisruptionRow | undefined> {
  const [inserted] = await queryRows<DisruptionRow>(
    tx,
    sql`INSERT INTO flight_disruptions
          (order_id, supplier, supplier_order_id, change_id, kind, removed, added, actions, respond_by)
        VALUES (${row.order_id}::uuid, ${row.supplier}, ${row.supplier_order_id}, ${row.change_id}, ${row.kind},
                ${JSON.stringify(row.removed)}::jsonb, ${JSON.stringify(row.added)}::jsonb,
                ${sql`ARRAY[${sql.join(
                  row.actions.map((a) => sql`${a}`),
                  sql`, `,
                )}]::text[]`}, ${row.respond_by}::timestamptz)
        ON CONFLICT (supplier, change_id) DO NOTHING
        RETURNING ${COLUMNS}`,
  );
  return inserted;
}

/** Earlier changes of the order still waiting for an answer: a later one replaces them. */
export async function supersedeEarlier(tx: Db, orderId: string, latestId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE flight_disruptions SET status = 'superseded'
        WHERE order_id = ${orderId}::uuid AND id <> ${latestId}::uuid AND status = 'open'
        RETURNING id`,
  );
  return rows.map((r) => r.id);
}

export async function recordEvent(
  tx: Db,
  disruptionId: string,
  action: string,
  actor: Actor,
  actorId: string | null,
  detail: string | null,
) {
  await tx.execute(
    sql`INSERT INTO flight_disruption_events (disruption_id, action, actor, actor_id, detail)
        VALUES (${disruptionId}::uuid, ${action}, ${actor}, ${actorId}::uuid, ${detail})`,
  );
}

export async function eventsOf(db: Db, disruptionId: string) {
  return queryRows<{ action: string; actor: Actor; detail: string | null }>(
    db,
    sql`SELECT action, actor, detail FROM flight_disruption_events WHERE disruption_id = ${disruptionId}::uuid
        ORDER BY id`,
  );
}

export async function disruptionsOfOrder(db: Db, orderId: string): Promise<DisruptionRow[]> {
  return queryRows<DisruptionRow>(
    db,
    sql`SELECT ${COLUMNS} FROM flight_disruptions WHERE order_id = ${orderId}::uuid ORDER BY detected_at DESC, id`,
  );
}

export async function findDisruption(db: Db, id: string): Promise<DisruptionRow | undefined> {
  const [row] = await queryRows<DisruptionRow>(
    db,
    sql`SELECT ${COLUMNS} FROM flight_disruptions WHERE id = ${id}::uuid`,
  );
  return row;
}

/** Takes the open change for one answer at the supplier (a lease): nothing when another answer holds it. */
export async function claimAnswer(db: Db, id: string, action: DisruptionAction): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE flight_disruptions SET answering = ${action}, answering_until = now() + interval '2 minutes'
        WHERE id = ${id}::uuid AND status = 'open' AND (answering_until IS NULL OR answering_until < now())
        RETURNING id`,
  );
  return rows.length > 0;
}

export async function releaseAnswer(db: Db, id: string) {
  await db.execute(
    sql`UPDATE flight_disruptions SET answering = NULL, answering_until = NULL
        WHERE id = ${id}::uuid AND status = 'open'`,
  );
}

/** Writes the answer once: answers false when the change was no longer open. */
export async function recordAnswer(
  tx: Db,
  id: string,
  answer: {
    status: DisruptionStatus;
    action: DisruptionAction | 'deadline';
    by: Actor;
    userId: string | null;
    choice: DisruptionChoice | null;
  },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE flight_disruptions
        SET status = ${answer.status}, chosen_action = ${answer.action}, chosen_by = ${answer.by},
            chosen_by_user = ${answer.userId}::uuid, chosen_at = now(),
            choice = ${answer.choice ? JSON.stringify(answer.choice) : null}::jsonb,
            answering = NULL, answering_until = NULL
        WHERE id = ${id}::uuid AND status = 'open'
        RETURNING id`,
  );
  return rows.length > 0;
}

/** Duffel's recorded airline-change events not yet applied, oldest first. */
export async function unprocessedChangeEvents(db: Db, limit = 50) {
  return queryRows<{ id: string; supplier_order_id: string | null; received_at: string }>(
    db,
    sql`SELECT id::text, supplier_order_id, to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS received_at
        FROM supplier_events
        WHERE supplier = 'duffel' AND type = 'order.airline_initiated_change_detected' AND processed_at IS NULL
        ORDER BY received_at, id
        LIMIT ${limit}`,
  );
}

export async function markEventProcessed(db: Db, id: string) {
  await db.execute(
    sql`UPDATE supplier_events SET processed_at = now() WHERE id = ${id}::bigint AND processed_at IS NULL`,
  );
}

/** TripJack bookings to look at: confirmed at TripJack, for a paid flight order of ours. */
export async function tripjackBookingsToPoll(db: Db) {
  return queryRows<{ supplier_order_id: string }>(
    db,
    sql`SELECT so.supplier_order_id FROM supplier_orders so
        JOIN flight_orders fo ON fo.id = so.order_id
        WHERE so.supplier = 'tripjack' AND so.order_kind = 'flight' AND so.status = 'confirmed'
          AND so.supplier_order_id IS NOT NULL AND fo.status = 'paid'
        ORDER BY so.created_at`,
  );
}

/** The refund a cancellation for the change filed (by its idempotency key). */
export async function refundByKey(db: Db, key: string) {
  const [row] = await queryRows<{ id: string; amount_minor: number }>(
    db,
    sql`SELECT id, amount_minor::integer AS amount_minor FROM refunds WHERE idempotency_key = ${key}`,
  );
  return row;
}
