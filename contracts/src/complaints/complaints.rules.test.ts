import {
  canMoveComplaint,
  COMPLAINT_MESSAGES,
  complaintFilingProblems,
  COMPLAINT_STATUSES,
  complaintClocks,
  complaintDeadlines,
  complaintTextFits,
  complaintTicket,
  isComplaintCategory,
  statusAfterStaffReply,
  statusAfterTravellerReply,
} from './complaints.rules';

const filedAt = '2026-11-01T10:00:00.000Z';
const hours = (n: number) => new Date(new Date(filedAt).getTime() + n * 3_600_000);

describe('complaintTicket', () => {
  it('numbers tickets TP-C- and six digits at least', () => {
    expect(complaintTicket(123)).toBe('TP-C-000123');
    expect(complaintTicket(1_234_567)).toBe('TP-C-1234567');
  });
});

describe('complaintDeadlines and complaintClocks', () => {
  it('acknowledge within 48 hours, resolve within 30 days of filing', () => {
    const { acknowledgeBy, resolveBy } = complaintDeadlines(filedAt);
    expect(acknowledgeBy.toISOString()).toBe('2026-11-03T10:00:00.000Z');
    expect(resolveBy.toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('is overdue to acknowledge from the 48th hour while not acknowledged, not a millisecond before', () => {
    const open = { filedAt, acknowledgedAt: null, resolvedAt: null, status: 'open' as const };
    expect(complaintClocks(open, new Date(hours(48).getTime() - 1)).acknowledgeOverdue).toBe(false);
    expect(complaintClocks(open, hours(48)).acknowledgeOverdue).toBe(true);
    const acknowledged = { ...open, status: 'acknowledged' as const, acknowledgedAt: hours(50).toISOString() };
    expect(complaintClocks(acknowledged, hours(60)).acknowledgeOverdue).toBe(false);
  });

  it('is overdue to resolve after 30 days unless resolved; a reopened ticket runs against the same month', () => {
    const base = { filedAt, acknowledgedAt: hours(1).toISOString(), resolvedAt: null };
    expect(complaintClocks({ ...base, status: 'acknowledged' }, hours(30 * 24 - 1)).resolveOverdue).toBe(false);
    expect(complaintClocks({ ...base, status: 'acknowledged' }, hours(30 * 24)).resolveOverdue).toBe(true);
    expect(complaintClocks({ ...base, status: 'reopened' }, hours(31 * 24)).resolveOverdue).toBe(true);
    const resolved = { ...base, status: 'resolved' as const, resolvedAt: hours(2).toISOString() };
    expect(complaintClocks(resolved, hours(40 * 24)).resolveOverdue).toBe(false);
  });
});

describe('status transitions', () => {
  it('open → acknowledged → resolved → reopened → resolved; nothing goes back to open', () => {
    const allowed = COMPLAINT_STATUSES.flatMap((from) =>
      COMPLAINT_STATUSES.filter((to) => canMoveComplaint(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'open→acknowledged',
      'open→resolved',
      'acknowledged→resolved',
      'resolved→reopened',
      'reopened→resolved',
    ]);
  });

  it('a traveller reply reopens a resolved ticket; the first staff reply acknowledges an open one', () => {
    expect(statusAfterTravellerReply('resolved')).toBe('reopened');
    expect(statusAfterTravellerReply('acknowledged')).toBe('acknowledged');
    expect(statusAfterStaffReply('open')).toBe('acknowledged');
    expect(statusAfterStaffReply('reopened')).toBe('reopened');
  });
});

describe('text and category rules', () => {
  it('takes 10 to 4,000 characters, spaces at either end not counted', () => {
    expect(complaintTextFits('short')).toBe(false);
    expect(complaintTextFits('   123456789   ')).toBe(false);
    expect(complaintTextFits('1234567890')).toBe(true);
    expect(complaintTextFits('x'.repeat(4000))).toBe(true);
    expect(complaintTextFits('x'.repeat(4001))).toBe(false);
  });

  it('knows the six categories', () => {
    expect(isComplaintCategory('schedule_change')).toBe(true);
    expect(isComplaintCategory('lost_bag')).toBe(false);
  });
});

describe('complaintFilingProblems', () => {
  const good = { category: 'refund', booking: { kind: 'flight', reference: 'ABC123' }, message: 'My refund is late.' };

  it('finds nothing wrong with a good complaint', () => {
    expect(complaintFilingProblems(good)).toEqual([]);
  });

  it('names every broken rule at its field', () => {
    expect(complaintFilingProblems({ category: 'lost_bag', message: 'short' })).toEqual([
      { field: 'category', message: COMPLAINT_MESSAGES.category },
      { field: 'booking', message: COMPLAINT_MESSAGES.booking },
      { field: 'message', message: COMPLAINT_MESSAGES.message },
    ]);
    expect(complaintFilingProblems({ ...good, booking: { kind: 'train', reference: 'ABC123' } })).toEqual([
      { field: 'booking', message: COMPLAINT_MESSAGES.booking },
    ]);
  });
});
