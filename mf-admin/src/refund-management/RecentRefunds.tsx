import { QueryState } from '@travel/shared-ui/api';
import { LoadError } from '@travel/shared-ui/components';
import { Badge } from '../common/Badge';
import { formatDateTime, formatMinorAmount } from '../common/format';
import type { RefundHistoryQuery } from './api/getRefundHistory';

/** "Recent Refunds": the table of the latest refunds, or why there is none. */
export function RecentRefunds({ history }: { history: RefundHistoryQuery }) {
  return (
    <section className="rfm__card rfm__recent" aria-labelledby="rfm-recent-heading">
      <h2 id="rfm-recent-heading">Recent Refunds</h2>
      <QueryState
        query={history}
        loading={<p>Loading refunds…</p>}
        error={<LoadError message="Could not load recent refunds." onRetry={history.retry} />}
        isEmpty={(refunds) => refunds.length === 0}
        empty={<p className="rfm__empty">No refunds processed yet</p>}
      >
        {(refunds) => (
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
                    <td translate="no">{formatMinorAmount(refund.amountMinor, refund.currency)}</td>
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
      </QueryState>
    </section>
  );
}
