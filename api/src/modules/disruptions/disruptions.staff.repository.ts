import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';
import type { DisruptionRow } from './disruptions.repository';

/** The back office's reads of the airline changes (migration 1550): each with its booking and who answered. */

export interface StaffDisruptionRow extends DisruptionRow {
  reference: string;
  contact_email: string;
  /** The lead passenger, 'First Last'; null when the order has none recorded. */
  lead_passenger: string | null;
  /** The staff member who answered (chosen_by 'staff'), by name. */
  answered_by_name: string | null;
}

const iso = (column: ReturnType<typeof sql.raw>) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SELECT = sql`SELECT d.id, d.order_id, d.supplier, d.supplier_order_id, d.change_id, d.kind, d.removed, d.added,
    d.actions, ${iso(sql.raw('d.respond_by'))} AS respond_by, d.status, d.answering, d.chosen_action, d.chosen_by,
    ${iso(sql.raw('d.chosen_at'))} AS chosen_at, d.choice, ${iso(sql.raw('d.detected_at'))} AS detected_at,
    fo.reference, fo.contact_email,
    (SELECT p.first_name || ' ' || p.last_name FROM flight_order_passengers p
      WHERE p.order_id = fo.id ORDER BY p.position LIMIT 1) AS lead_passenger,
    CASE WHEN d.chosen_by = 'staff' THEN u.name END AS answered_by_name
  FROM flight_disruptions d
  JOIN flight_orders fo ON fo.id = d.order_id
  LEFT JOIN users u ON u.id = d.chosen_by_user`;

/** The most the list shows (open ones first, so none waiting is left off before an answered one). */
export const STAFF_LIST_LIMIT = 500;

/**
 * Every change, the open ones first (nearest supplier deadline first, those without one after), then the
 * answered ones, latest first; only the open ones when asked.
 */
export async function staffDisruptions(db: Db, openOnly: boolean): Promise<StaffDisruptionRow[]> {
  return queryRows<StaffDisruptionRow>(
    db,
    sql`${SELECT}
        ${openOnly ? sql`WHERE d.status = 'open'` : sql``}
        ORDER BY (d.status = 'open') DESC, d.respond_by ASC NULLS LAST, d.detected_at DESC, d.id
        LIMIT ${STAFF_LIST_LIMIT}`,
  );
}

export async function staffDisruption(db: Db, id: string): Promise<StaffDisruptionRow | undefined> {
  const [row] = await queryRows<StaffDisruptionRow>(db, sql`${SELECT} WHERE d.id = ${id}::uuid`);
  return row;
}
