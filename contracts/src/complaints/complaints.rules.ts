/**
 * The complaints desk's pure rules (issue 39; the Consumer Protection (E-Commerce) Rules 2020's grievance
 * redressal): the ticket number, the two clocks every complaint runs against (acknowledge within 48 hours,
 * resolve within one month of filing), which status may follow which, and what a complaint's text must be.
 * The API applies them; the pages can show the same clocks and messages.
 */

export const COMPLAINT_CATEGORIES = [
  'refund',
  'cancellation',
  'change',
  'payment',
  'schedule_change',
  'other',
] as const;
export type ComplaintCategoryName = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategoryName, string> = {
  refund: 'Refund',
  cancellation: 'Cancellation',
  change: 'Change of booking',
  payment: 'Payment',
  schedule_change: 'Schedule change',
  other: 'Something else',
};

/** open → acknowledged → resolved (→ reopened → resolved …); a staff reply or a resolution acknowledges. */
export const COMPLAINT_STATUSES = ['open', 'acknowledged', 'resolved', 'reopened'] as const;
export type ComplaintStatusName = (typeof COMPLAINT_STATUSES)[number];

/** Each status as the traveller's and the staff pages name it. */
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatusName, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
  reopened: 'Reopened',
};

/** Which status may follow which. Nothing goes back to open; a resolved ticket is reopened by the traveller. */
export const COMPLAINT_TRANSITIONS: Record<ComplaintStatusName, readonly ComplaintStatusName[]> = {
  open: ['acknowledged', 'resolved'],
  acknowledged: ['resolved'],
  resolved: ['reopened'],
  reopened: ['resolved'],
};

export const canMoveComplaint = (from: ComplaintStatusName, to: ComplaintStatusName): boolean =>
  COMPLAINT_TRANSITIONS[from].includes(to);

/** The status a traveller's reply leaves: a resolved ticket is reopened, any other stays as it is. */
export const statusAfterTravellerReply = (status: ComplaintStatusName): ComplaintStatusName =>
  status === 'resolved' ? 'reopened' : status;

/** The status a staff reply leaves: the first one acknowledges an open ticket. */
export const statusAfterStaffReply = (status: ComplaintStatusName): ComplaintStatusName =>
  status === 'open' ? 'acknowledged' : status;

export const ACKNOWLEDGE_WITHIN_HOURS = 48;
export const RESOLVE_WITHIN_DAYS = 30;
const HOUR_MS = 60 * 60 * 1000;

/** 'TP-C-000123': the ticket number of the sequence's n-th complaint (six digits at least). */
export const complaintTicket = (n: number): string => `TP-C-${String(n).padStart(6, '0')}`;
export const COMPLAINT_TICKET_PATTERN = '^TP-C-[0-9]{6,}$';

export interface ComplaintClockInput {
  filedAt: Date | string;
  acknowledgedAt: Date | string | null;
  resolvedAt: Date | string | null;
  status: ComplaintStatusName;
}

export interface ComplaintClockValues {
  /** ISO: 48 hours after filing. */
  acknowledgeBy: string;
  /** ISO: 30 days after filing. */
  resolveBy: string;
  /** Not acknowledged and the 48 hours have run out. */
  acknowledgeOverdue: boolean;
  /** Not resolved (or reopened) and the month has run out. */
  resolveOverdue: boolean;
}

const at = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function complaintDeadlines(filedAt: Date | string): { acknowledgeBy: Date; resolveBy: Date } {
  const filed = at(filedAt).getTime();
  return {
    acknowledgeBy: new Date(filed + ACKNOWLEDGE_WITHIN_HOURS * HOUR_MS),
    resolveBy: new Date(filed + RESOLVE_WITHIN_DAYS * 24 * HOUR_MS),
  };
}

/** A complaint's two clocks at `now`: a deadline is overdue once reached with its step not done. */
export function complaintClocks(complaint: ComplaintClockInput, now: Date = new Date()): ComplaintClockValues {
  const { acknowledgeBy, resolveBy } = complaintDeadlines(complaint.filedAt);
  return {
    acknowledgeBy: acknowledgeBy.toISOString(),
    resolveBy: resolveBy.toISOString(),
    acknowledgeOverdue: complaint.acknowledgedAt === null && now.getTime() >= acknowledgeBy.getTime(),
    resolveOverdue: complaint.status !== 'resolved' && now.getTime() >= resolveBy.getTime(),
  };
}

export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 4000;

/** What each rule says when broken: the API's answers and the forms alike. */
export const COMPLAINT_MESSAGES = {
  category:
    'Please choose what the complaint is about: refund, cancellation, change, payment, schedule change or other.',
  message: `Please write your message in ${COMPLAINT_TEXT_MIN} to 4,000 characters.`,
  resolution: `Please write the resolution the traveller will read in ${COMPLAINT_TEXT_MIN} to 4,000 characters.`,
  booking: 'Please choose the booking the complaint is about.',
  link: 'Please give the refund or the date change to link.',
  noSuchComplaint: 'No such complaint',
  alreadyResolved: 'This complaint is already resolved.',
} as const;

/** Whether a message (or a resolution) is long enough and not too long, spaces at either end not counted. */
export const complaintTextFits = (text: string): boolean => {
  const length = text.trim().length;
  return length >= COMPLAINT_TEXT_MIN && length <= COMPLAINT_TEXT_MAX;
};

export const isComplaintCategory = (value: string): value is ComplaintCategoryName =>
  (COMPLAINT_CATEGORIES as readonly string[]).includes(value);

const BOOKING_REFERENCE = /^[A-Za-z0-9-]{6,20}$/;

/**
 * Every broken rule of a complaint being filed, at its field (the API answers them as a 400's `problems`; a form
 * can show them beside its fields): the category from the list, the booking, the message's length.
 */
export function complaintFilingProblems(body: {
  category?: string;
  booking?: { kind?: string; reference?: string };
  message?: string;
}): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (!isComplaintCategory(body.category ?? ''))
    problems.push({ field: 'category', message: COMPLAINT_MESSAGES.category });
  const { kind, reference } = body.booking ?? {};
  if ((kind !== 'flight' && kind !== 'hotel') || !BOOKING_REFERENCE.test(reference ?? '')) {
    problems.push({ field: 'booking', message: COMPLAINT_MESSAGES.booking });
  }
  if (!complaintTextFits(body.message ?? '')) problems.push({ field: 'message', message: COMPLAINT_MESSAGES.message });
  return problems;
}
