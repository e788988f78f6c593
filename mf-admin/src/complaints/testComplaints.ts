import type { StaffComplaint, StaffComplaintDetail } from '@travel/contracts/complaints';

/** A queued complaint as the API answers it: open, unassigned, neither clock run out (texts come from the tests). */
export const staffComplaint = (overrides: Partial<StaffComplaint> = {}): StaffComplaint => ({
  ticket: 'TP-C-000123',
  category: 'refund',
  status: 'open',
  booking: { kind: 'flight', reference: 'ABC234' },
  filedAt: '2026-11-28T10:00:00.000Z',
  acknowledgedAt: null,
  resolvedAt: null,
  resolution: null,
  clocks: {
    acknowledgeBy: '2026-11-30T10:00:00.000Z',
    resolveBy: '2026-12-28T10:00:00.000Z',
    acknowledgeOverdue: false,
    resolveOverdue: false,
  },
  updatedAt: '2026-11-28T10:00:00.000Z',
  complainant: { userId: 'u-asha', email: 'asha@example.test' },
  assignedTo: null,
  ...overrides,
});

export const staffDetail = (overrides: Partial<StaffComplaintDetail> = {}): StaffComplaintDetail => ({
  ...staffComplaint(),
  messages: [],
  links: [],
  events: [],
  ...overrides,
});
