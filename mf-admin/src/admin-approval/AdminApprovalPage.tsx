import { Suspense, useState } from 'react';
import { apiErrorMessage, apiErrorStatus, QueryState } from '@travel/shared-ui/api';
import { deferredDialog, LoadError, Spinner } from '@travel/shared-ui/components';
import { TextField } from '@travel/shared-ui/fields';
import { fromMinor, Price } from '@travel/shared-ui/money';
import { toast } from '@travel/shared-ui/toast';
import {
  ADMIN_PAGE_SIZE,
  DEFAULT_CANCELLATION_FILTER,
  type CancellationFilter,
  type CancellationRequest,
} from '@travel/contracts/admin';
import { AdminOnly } from '../access/AdminOnly';
import { useStepUp } from '../access/useStepUp';
import { Badge } from '../common/Badge';
import { formatDateTime, shortRequestId } from '../common/format';
import { Pager } from '../common/Pager';
import { pageOf, usePagedList } from '../common/usePagedList';
import { reloadCancellations, useDecideCancellation } from './api/decideCancellation';
import { useCancellationStats } from './api/getCancellationStats';
import { useCancellations } from './api/getCancellations';
import { FilterBar } from './FilterBar';
import { StatCards } from './StatCards';
import './AdminApprovalPage.css';
import { TableHead } from '../common/TableHead';

// A request's details dialog comes when the pointer or the focus reaches a View button, or when one is pressed: the
// list does not wait for it, and Modal leaves the page's first download with it.
const RequestDetailsModal = deferredDialog(
  () => import(/* webpackChunkName: "request-details" */ './RequestDetailsModal'),
  (details) => details.RequestDetailsModal,
);

/** Display labels for the account roles. */
const ROLE_LABEL = 'Administrator';

/** Shown until the counts arrive, and if they cannot be read. */

/** The API's filter, and the search the page applies to the list it answered. */
const START: CancellationFilter & { search: string } = { ...DEFAULT_CANCELLATION_FILTER, search: '' };

function CancellationApprovalCenter() {
  const list = usePagedList(START);
  const { search, ...filter } = list.filter;
  // The list is asked for first, then the counts.
  const requests = useCancellations(filter);
  const stats = useCancellationStats();
  const decision = useDecideCancellation(filter);
  // Approving refunds money: the API may ask for the second factor again first (#40).
  const stepUp = useStepUp();
  const [selected, setSelected] = useState<CancellationRequest | null>(null);
  const needle = search.trim().toLowerCase();
  const matching = (list: CancellationRequest[]) =>
    needle
      ? list.filter(
          (request) =>
            request.bookingId.toLowerCase().includes(needle) || request.customerEmail.toLowerCase().includes(needle),
        )
      : list;
  const processing = decision.status === 'pending' || stepUp.asking;

  async function decide(request: CancellationRequest, action: 'approve' | 'reject', notes = '') {
    try {
      const reply = await stepUp.guard(() => decision.mutate(request.id, { action, notes }));
      if (reply.refunds.some((refund) => refund.status === 'failed')) toast.warning(reply.message);
      else toast.success(reply.message);
    } catch (error) {
      toast.error(apiErrorMessage(error));
      // Someone else decided it first: show the list as it is now.
      if (apiErrorStatus(error) === 409) reloadCancellations();
    } finally {
      setSelected(null);
    }
  }

  return (
    <div className="tp-page adm-approval">
      <header className="adm-approval__header">
        <div>
          <h1>Cancellation Approval Center</h1>
          <p className="adm-approval__subtitle">Manage and review cancellation requests</p>
        </div>
        <div className="adm-approval__header-actions">
          <span className="adm-approval__role">{ROLE_LABEL}</span>
          <button type="button" className="tp-button tp-button--secondary" onClick={reloadCancellations}>
            Refresh
          </button>
        </div>
      </header>

      {stats.status === 'error' ? (
        <LoadError message="Could not load the request counts." onRetry={stats.retry} />
      ) : (
        <StatCards stats={stats.status === 'success' ? stats.data : undefined} />
      )}
      <FilterBar initial={DEFAULT_CANCELLATION_FILTER} onApply={(next) => list.setFilter({ ...next, search })} />
      <TextField
        id="adm-search"
        type="search"
        className="adm-search"
        label="Search by reference or email"
        value={search}
        onChange={(event) => list.setFilter({ ...filter, search: event.target.value })}
      />

      <section aria-labelledby="adm-requests-heading" className="adm-requests">
        <h2 id="adm-requests-heading" className="tp-visually-hidden">
          Cancellation requests
        </h2>
        <QueryState
          query={requests}
          loading={<Spinner label="Loading cancellation requests…" />}
          error={<LoadError message="Could not load cancellation requests." onRetry={requests.retry} />}
          isEmpty={(list) => matching(list).length === 0}
          empty={<p className="adm-requests__empty">No cancellation requests found</p>}
        >
          {(all) => {
            const shown = pageOf(matching(all), list.page, ADMIN_PAGE_SIZE);
            return (
              <div className="adm-table-wrap">
                <table className="adm-table">
                  <TableHead
                    columns={['Request ID', 'Customer', 'Amount', 'Priority', 'Status', 'Created', 'Actions']}
                  />
                  <tbody>
                    {shown.items.map((request) => {
                      const shortId = shortRequestId(request.id);
                      return (
                        <tr key={request.id} data-request-id={request.id}>
                          <td className="adm-table__id">{shortId}</td>
                          <td>
                            <div>{request.customerName}</div>
                            <div className="adm-table__email">{request.customerEmail}</div>
                          </td>
                          <td>
                            <Price amount={fromMinor(request.amountMinor)} />
                          </td>
                          <td>
                            <Badge tone={request.priority}>{request.priority}</Badge>
                          </td>
                          <td>
                            <Badge tone={request.status}>{request.status}</Badge>
                          </td>
                          <td>{formatDateTime(request.createdAt)}</td>
                          <td className="adm-table__actions">
                            <button
                              type="button"
                              className="tp-button tp-button--secondary"
                              aria-label={`View request ${shortId}`}
                              onPointerEnter={RequestDetailsModal.prefetch}
                              onFocus={RequestDetailsModal.prefetch}
                              onClick={() => setSelected(request)}
                            >
                              View
                            </button>
                            {request.status === 'pending' && (
                              <>
                                <button
                                  type="button"
                                  className="tp-button adm-approve"
                                  aria-label={`Approve request ${shortId}`}
                                  disabled={processing}
                                  onClick={() => void decide(request, 'approve')}
                                >
                                  Approve
                                </button>
                                <button
                                  type="button"
                                  className="tp-button adm-reject"
                                  aria-label={`Reject request ${shortId}`}
                                  disabled={processing}
                                  onClick={() => void decide(request, 'reject')}
                                >
                                  Reject
                                </button>
                              </>
                            )}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
                <Pager page={shown.page} pages={shown.pages} onPage={list.setPage} />
              </div>
            );
          }}
        </QueryState>
      </section>

      {stepUp.dialog}
      {/* Hidden while "Confirm it's you" is up, so that Escape closes that one only. */}
      {selected && !stepUp.asking && (
        <Suspense fallback={null}>
          <RequestDetailsModal
            request={selected}
            processing={processing}
            onClose={() => setSelected(null)}
            onDecide={(action, notes) => void decide(selected, action, notes)}
          />
        </Suspense>
      )}
    </div>
  );
}

export default function AdminApprovalPage() {
  return (
    <AdminOnly>
      <CancellationApprovalCenter />
    </AdminOnly>
  );
}
