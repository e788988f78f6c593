import { sql, type SQL } from 'drizzle-orm';
import type { ComplaintCategory, ComplaintStatus } from '@travel/contracts/complaints';
import type { TripKind } from '@travel/contracts/trips';
import type { Db } from '../../db/database';
import { isoTimestamp, queryRows } from '../../db/rows';

/** The complaints desk's tables (migration 1520): complaints, their messages, links and events. */

export interface ComplaintRow {
  id: string;
  ticket: string;
  category: ComplaintCategory;
  bookingKind: TripKind;
  bookingReference: string;
  userId: string | null;
  email: string;
  status: ComplaintStatus;
  assignedTo: string | null;
  assignedName: string | null;
  assignedEmail: string | null;
  filedAt: string;
  acknowledgedAt: string | null;
  resolvedAt: string | null;
  resolution: string | null;
  updatedAt: string;
}

export type Actor = { kind: 'traveller' | 'staff'; userId: string | null };

const COLUMNS = sql`c.id, c.ticket, c.category, c.booking_kind AS "bookingKind",
  c.booking_reference AS "bookingReference", c.user_id::text AS "userId", c.email, c.status,
  c.assigned_to::text AS "assignedTo", u.name AS "assignedName", u.email AS "assignedEmail",
  ${isoTimestamp(sql`c.filed_at`)} AS "filedAt", ${isoTimestamp(sql`c.acknowledged_at`)} AS "acknowledgedAt",
  ${isoTimestamp(sql`c.resolved_at`)} AS "resolvedAt", c.resolution, ${isoTimestamp(sql`c.updated_at`)} AS "updatedAt"`;

const FROM = sql`complaints c LEFT JOIN users u ON u.id = c.assigned_to`;

export async function nextTicketNumber(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: string }>(db, sql`SELECT nextval('complaint_ticket_seq')::text AS n`);
  return Number(row.n);
}

export async function insertComplaint(
  db: Db,
  complaint: {
    ticket: string;
    category: ComplaintCategory;
    bookingKind: TripKind;
    bookingReference: string;
    userId: string | null;
    email: string;
    filedAt: Date;
    acknowledgeBy: Date;
    resolveBy: Date;
  },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO complaints (ticket, category, booking_kind, booking_reference, user_id, email, status,
          filed_at, acknowledge_by, resolve_by, updated_at)
        VALUES (${complaint.ticket}, ${complaint.category}, ${complaint.bookingKind}, ${complaint.bookingReference},
          ${complaint.userId}::uuid, ${complaint.email}, 'open', ${complaint.filedAt.toISOString()}::timestamptz,
          ${complaint.acknowledgeBy.toISOString()}::timestamptz, ${complaint.resolveBy.toISOString()}::timestamptz,
          ${complaint.filedAt.toISOString()}::timestamptz)
        RETURNING id::text AS id`,
  );
  return row.id;
}

/**
 * A complaint by its ticket; `lock` first takes its row for the caller's transaction (FOR UPDATE), then reads it
 * as it stands: a writer that waited for the lock sees the other's change, its assignee's name too.
 */
export async function findByTicket(db: Db, ticket: string, lock = false): Promise<ComplaintRow | undefined> {
  if (lock) await db.execute(sql`SELECT id FROM complaints WHERE ticket = ${ticket} FOR UPDATE`);
  const [row] = await queryRows<ComplaintRow>(db, sql`SELECT ${COLUMNS} FROM ${FROM} WHERE c.ticket = ${ticket}`);
  return row;
}

/** A traveller's complaints: filed from the account, or as a guest with the account's email; newest first. */
export async function complaintsOf(db: Db, user: { id: string; email: string }): Promise<ComplaintRow[]> {
  return queryRows<ComplaintRow>(
    db,
    sql`SELECT ${COLUMNS} FROM ${FROM}
        WHERE c.user_id = ${user.id}::uuid OR lower(c.email) = lower(${user.email})
        ORDER BY c.filed_at DESC, c.ticket DESC`,
  );
}

/**
 * The staff queue at `now`: unresolved tickets first; among them, those past their 48 hours unacknowledged,
 * then those past their month, then by the next deadline (acknowledging for an open ticket, resolving
 * otherwise); resolved tickets last, the latest resolved first.
 */
export async function queue(db: Db, now: Date, status?: ComplaintStatus): Promise<ComplaintRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const filter: SQL = status ? sql`WHERE c.status = ${status}` : sql``;
  return queryRows<ComplaintRow>(
    db,
    sql`SELECT ${COLUMNS} FROM ${FROM} ${filter}
        ORDER BY (c.status = 'resolved'),
          CASE WHEN c.status = 'open' AND c.acknowledge_by <= ${at} THEN 0
               WHEN c.status <> 'resolved' AND c.resolve_by <= ${at} THEN 1
               ELSE 2 END,
          CASE WHEN c.status = 'open' THEN c.acknowledge_by WHEN c.status <> 'resolved' THEN c.resolve_by END,
          c.resolved_at DESC NULLS LAST, c.filed_at, c.ticket
        LIMIT 500`,
  );
}

/** Sets columns of a complaint (`set`: `column = value` pieces) and its updated_at. */
export async function updateComplaint(db: Db, id: string, at: Date, set: SQL[]): Promise<void> {
  await db.execute(
    sql`UPDATE complaints SET ${sql.join([...set, sql`updated_at = ${at.toISOString()}::timestamptz`], sql`, `)}
        WHERE id = ${id}::uuid`,
  );
}

export async function insertMessage(db: Db, complaintId: string, author: Actor, body: string, at: Date) {
  await db.execute(
    sql`INSERT INTO complaint_messages (complaint_id, author, author_id, body, created_at)
        VALUES (${complaintId}::uuid, ${author.kind}, ${author.userId}::uuid, ${body}, ${at.toISOString()}::timestamptz)`,
  );
}

export async function insertEvent(
  db: Db,
  complaintId: string,
  actor: Actor,
  event: { action: string; before?: string | null; after?: string | null },
  at: Date,
) {
  await db.execute(
    sql`INSERT INTO complaint_events (complaint_id, actor, actor_id, action, before, after, created_at)
        VALUES (${complaintId}::uuid, ${actor.kind}, ${actor.userId}::uuid, ${event.action},
          ${event.before ?? null}, ${event.after ?? null}, ${at.toISOString()}::timestamptz)`,
  );
}

/** Records a link; false when this complaint already has it. */
export async function insertLink(
  db: Db,
  link: { complaintId: string; kind: 'refund' | 'date_change'; targetId: string; linkedBy: string; at: Date },
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`INSERT INTO complaint_links (complaint_id, kind, target_id, linked_by, linked_at)
        VALUES (${link.complaintId}::uuid, ${link.kind}, ${link.targetId}, ${link.linkedBy}::uuid,
          ${link.at.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING RETURNING kind`,
  );
  return rows.length === 1;
}

export interface MessageRow {
  author: 'traveller' | 'staff';
  authorId: string | null;
  authorName: string | null;
  body: string;
  createdAt: string;
}

export async function messagesOf(db: Db, complaintId: string): Promise<MessageRow[]> {
  return queryRows<MessageRow>(
    db,
    sql`SELECT m.author, m.author_id::text AS "authorId", u.name AS "authorName", m.body,
          ${isoTimestamp(sql`m.created_at`)} AS "createdAt"
        FROM complaint_messages m LEFT JOIN users u ON u.id = m.author_id
        WHERE m.complaint_id = ${complaintId}::uuid ORDER BY m.id`,
  );
}

export async function linksOf(db: Db, complaintId: string) {
  return queryRows<{ kind: 'refund' | 'date_change'; targetId: string; linkedBy: string; linkedAt: string }>(
    db,
    sql`SELECT l.kind, l.target_id AS "targetId", coalesce(u.name, l.linked_by::text) AS "linkedBy",
          ${isoTimestamp(sql`l.linked_at`)} AS "linkedAt"
        FROM complaint_links l LEFT JOIN users u ON u.id = l.linked_by
        WHERE l.complaint_id = ${complaintId}::uuid ORDER BY l.linked_at, l.target_id`,
  );
}

export async function eventsOf(db: Db, complaintId: string) {
  return queryRows<{
    actor: 'traveller' | 'staff';
    actorId: string | null;
    actorName: string | null;
    action: string;
    before: string | null;
    after: string | null;
    at: string;
  }>(
    db,
    sql`SELECT e.actor, e.actor_id::text AS "actorId", u.name AS "actorName", e.action, e.before, e.after,
          ${isoTimestamp(sql`e.created_at`)} AS at
        FROM complaint_events e LEFT JOIN users u ON u.id = e.actor_id
        WHERE e.complaint_id = ${complaintId}::uuid ORDER BY e.id`,
  );
}

/** For the account's export and deletion. */
export async function complaintsWithMessagesOf(db: Db, subject: { id: string; email: string }) {
  return queryRows(
    db,
    sql`SELECT c.ticket, c.category, c.booking_kind AS "bookingKind", c.booking_reference AS "bookingReference",
          c.status, c.filed_at AS "filedAt", c.resolved_at AS "resolvedAt", c.resolution,
          coalesce((SELECT json_agg(json_build_object('author', m.author, 'body', m.body, 'createdAt', m.created_at)
                                    ORDER BY m.id)
                    FROM complaint_messages m WHERE m.complaint_id = c.id), '[]'::json) AS messages
        FROM complaints c
        WHERE c.user_id::text = ${subject.id} OR lower(c.email) = lower(${subject.email})
        ORDER BY c.filed_at`,
  );
}

/** The address the desk writes to, after the account's email changed or the account was deleted. */
export async function setEmailOf(db: Db, subject: { id: string; email: string }, previousEmail: string, email: string) {
  await db.execute(
    sql`UPDATE complaints SET email = ${email}
        WHERE user_id::text = ${subject.id} OR lower(email) = lower(${previousEmail})`,
  );
}
