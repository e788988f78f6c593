import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AuditEntry, AuditLogFilter } from '@travel/contracts/admin';
import type { Db } from '../../db/database';
import { invalidInput } from '../../plugins/errors';
import * as repo from './audit.repository';
import { toCsv } from './csv';

/** What a staff route records: the action (`<thing>.<verb>`), what it acted on, the value before and after. */
export interface AuditAction {
  action: string;
  target: { type: string; id: string };
  before?: unknown;
  after?: unknown;
}

/** The newest this many entries are exported; a wider export is narrowed by its filters. */
export const AUDIT_EXPORT_LIMIT = 10_000;

export const AUDIT_MESSAGES = {
  actor: "actor must be a staff member's id or email address",
  date: (field: string) => `${field} must be an ISO 8601 date or date-time`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

function when(value: string | undefined, field: 'from' | 'to'): Date | undefined {
  if (value === undefined) return undefined;
  const date = ISO_DATE.test(value) ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw invalidInput([{ field, message: AUDIT_MESSAGES.date(field) }]);
  return date;
}

/** The query's filters as the repository takes them; 400 naming the field for an actor or a date it cannot read. */
export function auditWhere(filter: AuditLogFilter): repo.AuditWhere {
  const actor = filter.actor?.trim();
  if (actor && !UUID.test(actor) && !actor.includes('@')) {
    throw invalidInput([{ field: 'actor', message: AUDIT_MESSAGES.actor }]);
  }
  return {
    actorId: actor && UUID.test(actor) ? actor.toLowerCase() : undefined,
    actorEmail: actor && !UUID.test(actor) ? actor : undefined,
    action: filter.action?.trim() || undefined,
    targetType: filter.targetType?.trim() || undefined,
    targetId: filter.targetId?.trim() || undefined,
    from: when(filter.from?.trim(), 'from'),
    to: when(filter.to?.trim(), 'to'),
  };
}

const CSV_HEADER = [
  'id',
  'at',
  'actor_id',
  'actor_email',
  'ip',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
];

/**
 * The audit log's service, as `app.audit` (issue #40, point 4). Every staff route that changes something calls
 * `record(request, …)` once it is done: the actor is the signed-in staff member, the address the request's.
 */
export function auditService(deps: { db: Db; log: FastifyBaseLogger }) {
  const { db, log } = deps;
  return {
    /**
     * Appends one entry. The action has already happened when this runs, so a failure to write is logged with the
     * whole entry (enough to put it back) rather than turned into an error for something that was done.
     */
    async record(request: FastifyRequest, entry: AuditAction): Promise<void> {
      const row: repo.NewAuditEntry = {
        actorId: request.user?.id ?? null,
        actorEmail: request.user?.email ?? null,
        ip: request.ip ?? null,
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        before: entry.before ?? null,
        after: entry.after ?? null,
      };
      try {
        await repo.insertAuditEntry(db, row);
      } catch (error) {
        log.error({ err: error, auditEntry: row }, 'could not write an audit log entry');
      }
    },
    async list(filter: AuditLogFilter, page: number, pageSize: number) {
      const where = auditWhere(filter);
      const [rows, total] = await Promise.all([
        repo.listAuditEntries(db, where, { offset: (page - 1) * pageSize, limit: pageSize }),
        repo.countAuditEntries(db, where),
      ]);
      return { rows, total };
    },
    /** The filtered log as CSV, newest first, at most AUDIT_EXPORT_LIMIT rows; `total` says how many matched. */
    async exportCsv(filter: AuditLogFilter): Promise<{ csv: string; rows: number; total: number }> {
      const where = auditWhere(filter);
      const [rows, total] = await Promise.all([
        repo.listAuditEntries(db, where, { offset: 0, limit: AUDIT_EXPORT_LIMIT }),
        repo.countAuditEntries(db, where),
      ]);
      return { csv: toCsv(CSV_HEADER, rows.map(csvLine)), rows: rows.length, total };
    },
  };
}

const csvLine = (entry: AuditEntry) => [
  entry.id,
  entry.at,
  entry.actorId,
  entry.actorEmail,
  entry.ip,
  entry.action,
  entry.targetType,
  entry.targetId,
  entry.before,
  entry.after,
];

export type AuditService = ReturnType<typeof auditService>;
