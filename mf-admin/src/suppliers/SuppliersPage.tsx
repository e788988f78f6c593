import { QueryState } from '@travel/shared-ui/api';
import { LoadError, Spinner } from '@travel/shared-ui/components';
import { AdminOnly } from '../access/AdminOnly';
import { useSupplierHealth, type SupplierHealthQuery } from './api/getSupplierHealth';
import { CIRCUIT_LABEL, SupplierTable } from './SupplierTable';
import { useRefreshWhileVisible } from './useRefreshWhileVisible';
import './SuppliersPage.css';

/** How often the figures are asked for again while the page is visible. */
export const AUTO_REFRESH_MS = 15_000;

const formatTime = (iso: string) => new Intl.DateTimeFormat('en-IN', { timeStyle: 'medium' }).format(new Date(iso));

/** Why the figures could not be loaded, said so that staff know what to do. */
function loadErrorMessage(query: SupplierHealthQuery): string {
  if (query.status !== 'error') return '';
  if (query.httpStatus === 401) return 'Your session has ended. Log in again to see the suppliers.';
  if (query.httpStatus === 403) return 'Only administrators can see the suppliers.';
  return 'Could not load the suppliers.';
}

function Suppliers() {
  const health = useSupplierHealth();
  useRefreshWhileVisible(health.retry, AUTO_REFRESH_MS);
  const refreshing = health.status === 'loading' || health.isRefreshing;

  return (
    <div className="tp-page sup">
      <header className="sup__header">
        <div>
          <h1>Suppliers</h1>
          <p className="sup__subtitle">
            Each flight supplier a search asks, and how it has answered. The figures refresh every 15 seconds while this
            page is open.
          </p>
        </div>
        <div className="sup__actions">
          <span className="sup__updated">
            {refreshing
              ? 'Refreshing…'
              : health.status === 'success'
                ? `Updated ${formatTime(health.data.checkedAt)}`
                : null}
          </span>
          <button type="button" className="tp-button tp-button--secondary" onClick={health.retry}>
            Refresh
          </button>
        </div>
      </header>

      <section className="sup__area" aria-labelledby="sup-heading" aria-busy={refreshing}>
        <h2 id="sup-heading" className="tp-visually-hidden">
          Flight suppliers
        </h2>
        <QueryState
          query={health}
          loading={<Spinner label="Loading suppliers…" />}
          error={<LoadError message={loadErrorMessage(health)} onRetry={health.retry} />}
          isEmpty={(snapshot) => snapshot.suppliers.length === 0}
          empty={<p className="sup__empty">No flight suppliers are set up.</p>}
        >
          {(snapshot) => <SupplierTable suppliers={snapshot.suppliers} />}
        </QueryState>
      </section>

      <section className="sup__legend" aria-labelledby="sup-legend-heading">
        <h2 id="sup-legend-heading">What the status means</h2>
        <dl>
          <dt>{CIRCUIT_LABEL.closed}</dt>
          <dd>Searches ask this supplier.</dd>
          <dt>{CIRCUIT_LABEL.open}</dt>
          <dd>It failed several times in a row, so searches leave it out for a while and count it as skipped.</dd>
          <dt>{CIRCUIT_LABEL['half-open']}</dt>
          <dd>The pause is over: the next search asks it again, and its answer decides whether it is back.</dd>
          <dt>Sandbox</dt>
          <dd>No key is set for this supplier: the API answers with its built-in test supplier instead.</dd>
        </dl>
      </section>
    </div>
  );
}

/**
 * /admin-suppliers: each flight supplier (Duffel, TripJack) with its circuit breaker, calls, failures, time-outs,
 * latency and last failure (GET /api/admin/suppliers), refreshed every 15 s while visible. Admins only.
 */
export default function SuppliersPage() {
  return (
    <AdminOnly>
      <Suppliers />
    </AdminOnly>
  );
}
