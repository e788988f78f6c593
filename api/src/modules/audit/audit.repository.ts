import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@travel/contracts/admin';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';

// The audit log (migration 1540): rows are only ever inserted; the database refuses UPDATE, DELETE and TRUNCATE.

export interface NewAuditEntry {
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

/** What the log is filtered by: each optional; `from` inclusive, `to` exclusive. */
export interface AuditWhere {
  actorId?: string;
  actorEmail?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.execute(
    sql`INSERT INTO audit_log (actor_id, actor_email, ip, action, target_type, target_id, before, after)
        VALUES (${entry.actorId}::uuid, ${entry.actorEmail}, ${entry.ip}, ${entry.action}, ${entry.targetType},
                ${entry.targetId}, ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb)`,
  );
}

function whereOf(where: AuditWhere): SQL {
  const conditions: SQL[] = [sql`true`];
  if (where.actorId !== undefined) conditions.push(sql`actor_id::text = ${where.actorId}`);
  if (where.actorEmail !== undefined) conditions.push(sql`lower(actor_email) = ${where.actorEmail.toLowerCase()}`);
  if (where.action !== undefined) conditions.push(sql`action = ${where.action}`);
  if (where.targetType !== undefined) conditions.push(sql`target_type = ${where.targetType}`);
  if (where.targetId !== undefined) conditions.push(sql`target_id = ${where.targetId}`);
  if (where.from !== undefined) conditions.push(sql`at >= ${where.from.toISOString()}::timestamptz`);
  if (where.to !== undefined) conditions.push(sql`at < ${where.to.toISOString()}::timestamptz`);
  return sql.join(conditions, sql` AND `);
}

/** Newest first. */
export async function listAuditEntries(
  db: Db,
  where: AuditWhere,
  page: { offset: number; limit: number },
): Promise<AuditEntry[]> {
  return queryRows<AuditEntry>(
    db,
    sql`SELECT id::text AS id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
               actor_id::text AS "actorId", actor_email AS "actorEmail", ip, action,
               target_type AS "targetType", target_id AS "targetId", before, after
        FROM audit_log WHERE ${whereOf(where)}
        ORDER BY at DESC, id DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export async function countAuditEntries(db: Db, where: AuditWhere): Promise<number> {
  const [found] = await queryRows<{ total: number | string }>(
    db,
    sql`SELECT count(*) AS total FROM audit_log WHERE ${whereOf(where)}`,
  );
  return Number(found?.total ?? 0);
}
