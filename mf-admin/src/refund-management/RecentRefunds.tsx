import { LoadError } from '@travel/shared-ui';
import { Badge } from '../common/Badge';
import { formatDateTime, formatMinorAmount } from '../common/format';
import type { RefundHistory } from './api/useRefundHistory';

/** "Recent Refunds": the table of the latest refunds, or why there is none. */
export function RecentRefunds({ history }: { history: RefundHistory }) {
  const { refunds, loading, loadError, reload } = history;
  return (
    <section className="rfm__card rfm__recent" aria-labelledby="rfm-recent-heading">
      <h2 id="rfm-recent-heading">Recent Refunds</h2>
      {loading && refunds.length === 0 ? (
        <p>Loading refunds…</p>
      ) : loadError && refunds.length === 0 ? (
        <LoadError message={loadError} onRetry={() => void reload()} />
      ) : refunds.length === 0 ? (
        <p className="rfm__empty">No refunds processed yet</p>
      ) : (
        <div className="rfm__table-wrap">
          <table className="rfm__table">
            <thead>
              <tr>
                <th scope="col">Refund ID</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Gateway</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {refunds.map((refund) => (
                <tr key={refund.id}>
                  <td className="rfm__id">{refund.id}</td>
                  <td translate="no">{formatMinorAmount(refund.amount, refund.currency)}</td>
                  <td>
                    <Badge tone={refund.status}>{refund.status.replace('_', ' ')}</Badge>
                  </td>
                  <td className="rfm__gateway-name">{refund.gateway}</td>
                  <td>{formatDateTime(refund.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
