import { Link, useSearchParams } from 'react-router-dom';
import { QueryState } from '@travel/shared-ui/api';
import { selectCurrentUser, useAppSelector } from '@travel/shared-ui/store';
import type { StaffComplaintDetail } from '@travel/contracts/complaints';
import { AdminOnly } from '../access/AdminOnly';
import { formatDateTime } from '../common/format';
import { useStaffComplaint } from './api/getStaffComplaint';
import { AssignPanel, LinkForm, ReplyForm, ResolveForm } from './ComplaintActions';
import { ComplaintHistory } from './ComplaintHistory';
import {
  AcknowledgeClock,
  BookingLabel,
  categoryLabel,
  COMPLAINTS_PAGE,
  ResolveClock,
  statusLabel,
} from './complaintTexts';
import './Complaints.css';

function Detail({ complaint, me }: { complaint: StaffComplaintDetail; me: string }) {
  return (
    <div className="cmp__layout">
      <div>
        <section className="cmp__panel" aria-labelledby="cmp-facts">
          <h2 id="cmp-facts">Ticket</h2>
          <dl className="cmp__facts">
            <dt>Status</dt>
            <dd>{statusLabel(complaint)}</dd>
            <dt>Category</dt>
            <dd>{categoryLabel(complaint)}</dd>
            <dt>Booking</dt>
            <dd>
              <BookingLabel complaint={complaint} />
            </dd>
            <dt>Traveller</dt>
            <dd translate="no">{complaint.complainant.email}</dd>
            <dt>Filed</dt>
            <dd>{formatDateTime(complaint.filedAt)}</dd>
            <dt>Acknowledge within 48 hours</dt>
            <dd>
              <AcknowledgeClock complaint={complaint} />
            </dd>
            <dt>Resolve within 30 days</dt>
            <dd>
              <ResolveClock complaint={complaint} />
            </dd>
          </dl>
          {complaint.resolution && (
            <>
              <h3>Resolution</h3>
              <p>{complaint.resolution}</p>
            </>
          )}
        </section>
        <section className="cmp__panel" aria-labelledby="cmp-thread">
          <h2 id="cmp-thread">Messages</h2>
          <ol className="cmp__thread" aria-label="Messages">
            {complaint.messages.map((message, index) => (
              <li key={index} className={`cmp__message cmp__message--${message.author}`}>
                <strong>{message.author === 'traveller' ? 'Traveller' : (message.authorName ?? 'Staff')}</strong>{' '}
                <span className="cmp__when">{formatDateTime(message.createdAt)}</span>
                <p>{message.body}</p>
              </li>
            ))}
          </ol>
        </section>
        <ReplyForm complaint={complaint} />
        <ComplaintHistory events={complaint.events} />
      </div>
      <div>
        <AssignPanel complaint={complaint} me={me} />
        <ResolveForm complaint={complaint} />
        <LinkForm complaint={complaint} />
      </div>
    </div>
  );
}

function ComplaintDetail() {
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const me = useAppSelector(selectCurrentUser)?.id ?? '';
  const complaint = useStaffComplaint(ticket);
  return (
    <div className="tp-page cmp">
      <p>
        <Link to={COMPLAINTS_PAGE}>Back to the complaints</Link>
      </p>
      <h1>
        Complaint <span translate="no">{ticket}</span>
      </h1>
      <QueryState query={complaint}>{(data) => <Detail complaint={data} me={me} />}</QueryState>
    </div>
  );
}

/**
 * /admin-complaints/ticket?ticket=TP-C-000123: one complaint for staff: its clocks and thread, assign to me,
 * reply, link a refund or a date change, resolve. Admins only.
 */
export default function ComplaintDetailPage() {
  return (
    <AdminOnly>
      <ComplaintDetail />
    </AdminOnly>
  );
}
