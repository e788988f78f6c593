import { formatDateTime } from '../common/format';
import { TableHead } from '../common/TableHead';
import type { AuditEntry } from './api/getAuditLog';

const COLUMNS = ['When', 'Who', 'From where', 'Action', 'Target', 'Before', 'After'] as const;

/** A value before or after, as a person reads it: "roles: super_admin, finance", one field a line. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(readable).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '—';
    return entries.map(([key, item]) => `${key}: ${readable(item)}`).join('\n');
  }
  return String(value);
}

/** A page of the audit log, newest first. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="sup__table-wrap" tabIndex={0} role="group" aria-label="Audit log table">
      <table className="sup__table aud__table">
        <caption>Audit log entries, newest first</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td translate="no">{entry.actorEmail ?? entry.actorId ?? 'System'}</td>
              <td translate="no">{entry.ip ?? '—'}</td>
              <td translate="no">{entry.action}</td>
              <td translate="no">{`${entry.targetType} ${entry.targetId}`}</td>
              <td className="aud__value" translate="no">
                {readable(entry.before)}
              </td>
              <td className="aud__value" translate="no">
                {readable(entry.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
