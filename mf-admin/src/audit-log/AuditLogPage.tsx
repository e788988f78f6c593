import { QueryState } from '@travel/shared-ui/api';
import { LoadError, Spinner } from '@travel/shared-ui/components';
import { AdminOnly } from '../access/AdminOnly';
import { Pager } from '../common/Pager';
import { useUrlPagedList } from '../common/usePagedList';
import {
  AUDIT_FILTER_FIELDS,
  auditLogExportUrl,
  useAuditLog,
  type AuditLogFilters,
  type AuditLogQueryResult,
} from './api/getAuditLog';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import '../suppliers/SuppliersPage.css';
import './AuditLogPage.css';

function loadErrorMessage(query: AuditLogQueryResult): string {
  if (query.status !== 'error') return '';
  if (query.httpStatus === 401) return 'Your session has ended. Log in again to see the audit log.';
  if (query.httpStatus === 403) return 'You are not allowed to see the audit log.';
  return query.message;
}

const readFilters = (params: URLSearchParams): AuditLogFilters & { page: number } => {
  const page = Number(params.get('page'));
  return {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    targetType: params.get('targetType') ?? '',
    targetId: params.get('targetId') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
};

const writeFilters = (list: AuditLogFilters & { page: number }) => {
  const params = new URLSearchParams();
  for (const field of AUDIT_FILTER_FIELDS) if (list[field].trim()) params.set(field, list[field].trim());
  if (list.page > 1) params.set('page', String(list.page));
  return params;
};

function AuditLog() {
  const list = useUrlPagedList(readFilters, writeFilters);
  const log = useAuditLog(list.filter, list.page);
  return (
    <div className="tp-page sup">
      <header className="sup__header">
        <div>
          <h1>Audit log</h1>
          <p className="sup__subtitle">
            Every staff action and every change to money, bookings and staff: who, when, from where, and the value
            before and after. Entries can never be changed or removed.
          </p>
        </div>
        <div className="sup__actions">
          <a className="tp-button tp-button--secondary" href={auditLogExportUrl(list.filter)} download>
            Export CSV
          </a>
        </div>
      </header>
      <AuditFilters key={JSON.stringify(list.filter)} filters={list.filter} onApply={list.setFilter} />
      <section aria-labelledby="aud-heading" aria-busy={log.status === 'loading' || log.isRefreshing}>
        <h2 id="aud-heading" className="tp-visually-hidden">
          Entries
        </h2>
        <QueryState
          query={log}
          loading={<Spinner label="Loading the audit log…" />}
          error={<LoadError message={loadErrorMessage(log)} onRetry={log.retry} />}
          isEmpty={(reply) => reply.data.length === 0}
          empty={<p className="sup__empty">No entry matches these filters.</p>}
        >
          {(reply) => (
            <>
              <p className="aud__summary" aria-live="polite">
                {reply.total === 1 ? '1 entry' : `${reply.total} entries`}
              </p>
              <AuditTable entries={reply.data} />
              <Pager page={reply.page} pages={reply.pages} onPage={list.setPage} />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}

/**
 * /admin-audit-log: the audit log a page at a time, newest first, filtered by who, what, on what and when
 * (GET /api/admin/audit-log), and the same filters exported as CSV (`audit.view`).
 */
export default function AuditLogPage() {
  return (
    <AdminOnly>
      <AuditLog />
    </AdminOnly>
  );
}
