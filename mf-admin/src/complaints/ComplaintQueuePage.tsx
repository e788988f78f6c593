import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryState } from '@travel/shared-ui/api';
import { LoadError, Spinner } from '@travel/shared-ui/components';
import { SelectField } from '@travel/shared-ui/fields';
import { COMPLAINT_STATUSES, COMPLAINT_STATUS_LABELS, type ComplaintStatus } from '@travel/contracts/complaints';
import { AdminOnly } from '../access/AdminOnly';
import { TableHead } from '../common/TableHead';
import { useComplaintQueue } from './api/getComplaintQueue';
import {
  AcknowledgeClock,
  assigneeLabel,
  BookingLabel,
  categoryLabel,
  complaintPage,
  ResolveClock,
  statusLabel,
} from './complaintTexts';
import './Complaints.css';

const COLUMNS = [
  'Ticket',
  'Category',
  'Booking',
  'Status',
  'Acknowledge within 48 hours',
  'Resolve within 30 days',
  'Assigned to',
] as const;
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...COMPLAINT_STATUSES.map((status) => ({ value: status, label: COMPLAINT_STATUS_LABELS[status] })),
];

function Queue() {
  const [status, setStatus] = useState<ComplaintStatus | ''>('');
  const queue = useComplaintQueue(status);
  const forbidden = queue.status === 'error' && queue.httpStatus === 403;
  return (
    <div className="tp-page cmp">
      <header className="cmp__header">
        <h1>Complaints</h1>
        <p className="cmp__subtitle">
          Every ticket must be acknowledged within 48 hours and resolved within 30 days of filing. Overdue tickets come
          first.
        </p>
      </header>
      <div className="cmp__filters">
        <SelectField
          id="cmp-status"
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(event) => setStatus(event.target.value as ComplaintStatus | '')}
        />
      </div>
      <section aria-labelledby="cmp-queue" aria-busy={queue.status === 'loading' || queue.isRefreshing}>
        <h2 id="cmp-queue" className="tp-visually-hidden">
          Complaints queue
        </h2>
        <QueryState
          query={queue}
          loading={<Spinner label="Loading complaints…" />}
          error={
            <LoadError
              message={
                forbidden
                  ? 'Only administrators can see the complaints.'
                  : queue.status === 'error'
                    ? queue.message
                    : ''
              }
              onRetry={queue.retry}
            />
          }
          isEmpty={(list) => list.length === 0}
          empty={<p className="cmp__empty">No complaints to show.</p>}
        >
          {(list) => (
            <div className="cmp__table-wrap">
              <table className="cmp__table">
                <caption className="tp-visually-hidden">Complaints queue</caption>
                <TableHead columns={COLUMNS} />
                <tbody>
                  {list.map((complaint) => (
                    <tr key={complaint.ticket}>
                      <th scope="row">
                        <Link to={complaintPage(complaint.ticket)} translate="no">
                          {complaint.ticket}
                        </Link>
                      </th>
                      <td>{categoryLabel(complaint)}</td>
                      <td>
                        <BookingLabel complaint={complaint} />
                      </td>
                      <td>{statusLabel(complaint)}</td>
                      <td>
                        <AcknowledgeClock complaint={complaint} />
                      </td>
                      <td>
                        <ResolveClock complaint={complaint} />
                      </td>
                      <td>{assigneeLabel(complaint)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </section>
    </div>
  );
}

/** /admin-complaints: the complaints desk's queue (GET /api/admin/complaints), overdue first. Admins only. */
export default function ComplaintQueuePage() {
  return (
    <AdminOnly>
      <Queue />
    </AdminOnly>
  );
}
