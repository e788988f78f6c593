import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_STATUS_LABELS,
  type Complaint,
  type StaffComplaint,
} from '@travel/contracts/complaints';
import { Badge } from '../common/Badge';
import { formatDateTime } from '../common/format';

export const COMPLAINTS_PAGE = '/admin-complaints';
export const complaintPage = (ticket: string) => `${COMPLAINTS_PAGE}/ticket?ticket=${encodeURIComponent(ticket)}`;

export const categoryLabel = (complaint: Complaint) =>
  COMPLAINT_CATEGORY_LABELS[complaint.category] ?? complaint.category;
export const statusLabel = (complaint: Complaint) => COMPLAINT_STATUS_LABELS[complaint.status] ?? complaint.status;

/**
 * 'Flight ABC234' or 'Hotel HB-100001': the word translated, the reference as it is (a 'Hotel {0}' pattern in the
 * catalog would rewrite any text that starts with the word).
 */
export const BookingLabel = ({ complaint: { booking } }: { complaint: Complaint }) => (
  <>
    {booking.kind === 'flight' ? 'Flight' : 'Hotel'} <span translate="no">{booking.reference}</span>
  </>
);

export const assigneeLabel = (complaint: StaffComplaint) => complaint.assignedTo?.name ?? 'Unassigned';

/** A clock's cell: when its step was done, or when it is due, with Overdue once that has passed. */
function ClockCell({ done, dueBy, overdue }: { done: string | null; dueBy: string; overdue: boolean }) {
  if (done) return <>{done}</>;
  return (
    <>
      {`Due by ${formatDateTime(dueBy)}`}
      {overdue && (
        <>
          {' '}
          <Badge tone="overdue">Overdue</Badge>
        </>
      )}
    </>
  );
}

/** The 48-hour clock: acknowledged at, or due by. */
export const AcknowledgeClock = ({ complaint }: { complaint: Complaint }) => (
  <ClockCell
    done={complaint.acknowledgedAt && `Acknowledged ${formatDateTime(complaint.acknowledgedAt)}`}
    dueBy={complaint.clocks.acknowledgeBy}
    overdue={complaint.clocks.acknowledgeOverdue}
  />
);

/** The 30-day clock: resolved at, or due by. */
export const ResolveClock = ({ complaint }: { complaint: Complaint }) => (
  <ClockCell
    done={
      complaint.status === 'resolved' && complaint.resolvedAt
        ? `Resolved ${formatDateTime(complaint.resolvedAt)}`
        : null
    }
    dueBy={complaint.clocks.resolveBy}
    overdue={complaint.clocks.resolveOverdue}
  />
);
