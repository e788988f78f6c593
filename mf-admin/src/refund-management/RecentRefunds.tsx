import type { ReactNode } from 'react';
import { LoadError, Spinner } from '@travel/shared-ui/components';
import { QueryState } from '@travel/shared-ui/api';
import { Badge } from '../common/Badge';
import { formatDateTime, formatMinorAmount } from '../common/format';
import { Pager } from '../common/Pager';
import type { RefundsQuery } from './api/getRefunds';
import { TableHead } from '../common/TableHead';

const PRODUCT_LABEL = { flight: 'Flight', hotel: 'Hotel' };

/**
 * "Recent Refunds": a page of the refunds that match the filters, newest first, with the pages under it; or
 * why there is none. `filtered` says whether an empty page means "none match" or "none yet".
 */
export function RecentRefunds({
  refunds,
  filters,
  filtered,
  onPage,
}: {
  refunds: RefundsQuery;
  filters: ReactNode;
  filtered: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <section className="rfm__card rfm__recent" aria-labelledby="rfm-recent-heading" aria-busy={refunds.isRefreshing}>
      <h2 id="rfm-recent-heading">Recent Refunds</h2>
      {filters}
      <QueryState
        query={refunds}
        loading={<Spinner label="Loading refunds…" />}
        error={<LoadError message="Could not load recent refunds." onRetry={refunds.retry} />}
        isEmpty={(reply) => reply.total === 0}
        empty={<p className="rfm__empty">{filtered ? 'No refunds match these filters' : 'No refunds processed yet'}</p>}
      >
        {(reply) => (
          <>
            <p className="rfm__count" aria-live="polite">
              {reply.total === 1 ? '1 refund' : `${reply.total} refunds`}
            </p>
            {reply.data.length === 0 ? (
              <p className="rfm__empty">This page is past the last one</p>
            ) : (
              <div className="rfm__table-wrap" tabIndex={0} role="group" aria-label="Refunds table">
                <table className="rfm__table">
                  <TableHead columns={['Refund ID', 'Booking', 'Customer', 'Amount', 'Status', 'Gateway', 'Date']} />
                  <tbody>
                    {reply.data.map((refund) => (
                      <tr key={refund.id}>
                        <td className="rfm__id">{refund.id}</td>
                        <td>
                          {refund.reference && <div translate="no">{refund.reference}</div>}
                          {refund.product && <div className="rfm__product">{PRODUCT_LABEL[refund.product]}</div>}
                        </td>
                        <td className="rfm__email">{refund.customerEmail}</td>
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
            <Pager page={reply.page} pages={reply.pages} onPage={onPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
