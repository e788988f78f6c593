import { QueryState } from '@travel/shared-ui/api';
import { LoadError, Spinner } from '@travel/shared-ui/components';
import { AdminOnly } from '../access/AdminOnly';
import { useSupplierHealth, type SupplierHealth, type SupplierHealthQuery } from './api/getSupplierHealth';
import { CIRCUIT_LABEL, SupplierTable } from './SupplierTable';
import { useRefreshWhileVisible } from './useRefreshWhileVisible';
import './SuppliersPage.css';

/** How often the figures are asked for again while the page is visible. */
export const AUTO_REFRESH_MS = 15_000;

interface SupplierSection {
  kind: SupplierHealth['kind'];
  heading: string;
  /** The name of the table's scrolling area. */
  tableLabel: string;
  caption: string;
  /** Said instead of the table when no supplier of this kind is set up. */
  empty: string;
}

/** The page's sections, the airlines' then the hotels', each with its own table of the same figures. */
const SECTIONS: SupplierSection[] = [
  {
    kind: 'flights',
    heading: 'Airlines',
    tableLabel: 'Flight suppliers table',
    caption: 'Flight suppliers: circuit, calls, failures and response times (p50 and p95) since the API last started',
    empty: 'No flight suppliers are set up.',
  },
  {
    kind: 'hotels',
    heading: 'Hotels',
    tableLabel: 'Hotel suppliers table',
    caption: 'Hotel suppliers: circuit, calls, failures and response times (p50 and p95) since the API last started',
    empty: 'No hotel suppliers are set up.',
  },
];

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
            Each flight and hotel supplier a search asks, and how it has answered. The figures refresh every 15 seconds
            while this page is open.
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

      <div className="sup__area" aria-busy={refreshing}>
        <QueryState
          query={health}
          loading={<Spinner label="Loading suppliers…" />}
          error={<LoadError message={loadErrorMessage(health)} onRetry={health.retry} />}
        >
          {(snapshot) =>
            SECTIONS.map((section) => {
              const suppliers = snapshot.suppliers.filter((supplier) => supplier.kind === section.kind);
              const headingId = `sup-${section.kind}-heading`;
              return (
                <section key={section.kind} className="sup__section" aria-labelledby={headingId}>
                  <h2 id={headingId}>{section.heading}</h2>
                  {suppliers.length === 0 ? (
                    <p className="sup__empty">{section.empty}</p>
                  ) : (
                    <SupplierTable suppliers={suppliers} label={section.tableLabel} caption={section.caption} />
                  )}
                </section>
              );
            })
          }
        </QueryState>
      </div>

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
 * /admin-suppliers: each flight supplier (Duffel, TripJack) under Airlines and each hotel supplier (Hotelbeds, Duffel
 * Stays) under Hotels, with its circuit breaker, calls, failures, time-outs, latency and last failure (GET
 * /api/admin/suppliers), refreshed every 15 s while visible. Admins only.
 */
export default function SuppliersPage() {
  return (
    <AdminOnly>
      <Suppliers />
    </AdminOnly>
  );
}
