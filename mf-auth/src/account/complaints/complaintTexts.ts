import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_STATUS_LABELS,
  type Complaint,
  type ComplaintCategoryName,
  type ComplaintStatusName,
} from '@travel/contracts/complaints';

/** '1 Dec 2026, 10:30' in the visitor's time. */
export const complaintTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export const categoryLabel = (category: ComplaintCategoryName) => COMPLAINT_CATEGORY_LABELS[category] ?? category;
export const statusLabelOf = (status: ComplaintStatusName) => COMPLAINT_STATUS_LABELS[status] ?? status;

export interface ClockText {
  text: string;
  overdue: boolean;
}

/** The 48-hour clock: when it was acknowledged, or by when it must be (and whether that has passed). */
export function acknowledgeClock(complaint: Complaint): ClockText {
  if (complaint.acknowledgedAt) {
    return { text: `Acknowledged ${complaintTime(complaint.acknowledgedAt)}`, overdue: false };
  }
  return {
    text: `Due by ${complaintTime(complaint.clocks.acknowledgeBy)}`,
    overdue: complaint.clocks.acknowledgeOverdue,
  };
}

/** The 30-day clock: when it was resolved, or by when it must be (and whether that has passed). */
export function resolveClock(complaint: Complaint): ClockText {
  if (complaint.status === 'resolved' && complaint.resolvedAt) {
    return { text: `Resolved ${complaintTime(complaint.resolvedAt)}`, overdue: false };
  }
  return { text: `Due by ${complaintTime(complaint.clocks.resolveBy)}`, overdue: complaint.clocks.resolveOverdue };
}
