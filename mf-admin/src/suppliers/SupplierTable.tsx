import { formatDateTime } from '../common/format';
import { TableHead } from '../common/TableHead';
import type { SupplierHealth } from './api/getSupplierHealth';

/** The circuit breaker's state as staff read it. */
export const CIRCUIT_LABEL: Record<SupplierHealth['circuit'], string> = {
  closed: 'Healthy',
  open: 'Skipped for now',
  'half-open': 'Trying again',
};

const COLUMNS = [
  'Supplier',
  'Mode',
  'Status',
  'Calls',
  'Failures',
  'Time-outs',
  'Skipped',
  'p50',
  'p95',
  'Last failure',
] as const;

const count = (n: number) => n.toLocaleString('en-IN');

/** A figure that is not known yet: a dash on screen, "none" to a screen reader. */
function NoFigure() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="tp-visually-hidden">none</span>
    </>
  );
}

const Milliseconds = ({ ms }: { ms: number | null }) => (ms === null ? <NoFigure /> : <>{count(ms)} ms</>);

/**
 * One row per supplier (the airlines' or the hotels'): live or sandbox, its circuit, its calls and failures, latency,
 * last failure. `label` names the scrolling area, `caption` the table.
 */
export function SupplierTable({
  suppliers,
  label,
  caption,
}: {
  suppliers: SupplierHealth[];
  label: string;
  caption: string;
}) {
  return (
    <div className="sup__table-wrap" tabIndex={0} role="group" aria-label={label}>
      <table className="sup__table">
        <caption>{caption}</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {suppliers.map((supplier) => (
            <tr key={supplier.supplier} data-supplier={supplier.supplier}>
              <th scope="row" translate="no">
                {supplier.label}
              </th>
              <td>{supplier.sandbox ? 'Sandbox' : 'Live'}</td>
              <td>
                <span className={`sup__status sup__status--${supplier.circuit}`}>
                  <span className="sup__dot" aria-hidden="true" />
                  {CIRCUIT_LABEL[supplier.circuit]}
                </span>
              </td>
              <td className="sup__num">{count(supplier.calls)}</td>
              <td className="sup__num">{count(supplier.failures)}</td>
              <td className="sup__num">{count(supplier.timeouts)}</td>
              <td className="sup__num">{count(supplier.skipped)}</td>
              <td className="sup__num">
                <Milliseconds ms={supplier.p50Ms} />
              </td>
              <td className="sup__num">
                <Milliseconds ms={supplier.p95Ms} />
              </td>
              <td className="sup__failure">
                {supplier.lastFailure ? (
                  <>
                    <time dateTime={supplier.lastFailure.at}>{formatDateTime(supplier.lastFailure.at)}</time>
                    <div className="sup__failure-message">{supplier.lastFailure.message}</div>
                  </>
                ) : (
                  'None'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
