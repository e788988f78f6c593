import { useState } from 'react';
import { apiClient, apiErrorMessage, apiErrorStatus, LoadError, Price, Spinner, toast } from '@travel/shared-ui';
import { AdminOnly } from '../access/AdminOnly';
import { Badge } from '../common/Badge';
import { formatDateTime, shortRequestId } from '../common/format';
import type { CancellationFilter, CancellationRequest } from '../common/types';
import { FilterBar } from './FilterBar';
import { RequestDetailsModal } from './RequestDetailsModal';
import { StatCards } from './StatCards';
import { DEFAULT_FILTER, useCancellations } from './useCancellations';
import './AdminApprovalPage.css';

/** Display labels for the account roles. */
const ROLE_LABEL = 'Administrator';

function CancellationApprovalCenter() {
  const [filter, setFilter] = useState<CancellationFilter>(DEFAULT_FILTER);
  const { requests, stats, loading, loadError, reload, removeRequest } = useCancellations(filter);
  const [selected, setSelected] = useState<CancellationRequest | null>(null);
  const [processing, setProcessing] = useState(false);

  async function decide(request: CancellationRequest, action: 'approve' | 'reject', notes = '') {
    setProcessing(true);
    try {
      const { data } = await apiClient.patch<{ message: string; refund: { status: string } | null }>(
        `/admin/cancellations/${request.id}`,
        { action, notes },
      );
      removeRequest(request.id);
      if (data.refund?.status === 'failed') toast.warning(data.message);
      else toast.success(data.message);
    } catch (error) {
      console.error('Cancellation action failed', error);
      toast.error(apiErrorMessage(error));
      // Someone else decided it first: show the list as it is now.
      if (apiErrorStatus(error) === 409) void reload();
    } finally {
      setProcessing(false);
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
          <button type="button" className="tp-button tp-button--secondary" onClick={() => void reload()}>
            Refresh
          </button>
        </div>
      </header>

      <StatCards stats={stats} />
      <FilterBar initial={DEFAULT_FILTER} onApply={setFilter} />

      <section aria-labelledby="adm-requests-heading" className="adm-requests">
        <h2 id="adm-requests-heading" className="tp-visually-hidden">
          Cancellation requests
        </h2>
        {loading ? (
          <Spinner label="Loading cancellation requests…" />
        ) : loadError ? (
          <LoadError message={loadError} onRetry={() => void reload()} />
        ) : requests.length === 0 ? (
          <p className="adm-requests__empty">No cancellation requests found</p>
        ) : (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">Request ID</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Priority</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((request) => {
                  const shortId = shortRequestId(request.id);
                  return (
                    <tr key={request.id} data-request-id={request.id}>
                      <td className="adm-table__id">{shortId}</td>
                      <td>
                        <div>{request.customerName}</div>
                        <div className="adm-table__email">{request.customerEmail}</div>
                      </td>
                      <td>
                        <Price amount={request.amount} />
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
          </div>
        )}
      </section>

      {selected && (
        <RequestDetailsModal
          request={selected}
          processing={processing}
          onClose={() => setSelected(null)}
          onDecide={(action, notes) => void decide(selected, action, notes)}
        />
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
