import type { Complaint, ComplaintThread } from '@travel/contracts/complaints';

/** A complaint as the API answers it: filed, not yet acknowledged, neither clock run out. */
export const complaint = (overrides: Partial<Complaint> = {}): Complaint => ({
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
  ...overrides,
});

/** A message of the thread (its text given by the test, so that no page copy lives outside a test file). */
export const message = (
  author: 'traveller' | 'staff',
  body: string,
  createdAt = '2026-11-28T10:00:00.000Z',
): ComplaintThread['messages'][number] => ({ author, body, createdAt });

/** The complaint with its thread: the traveller's first message unless the test gives others. */
export const thread = (overrides: Partial<ComplaintThread> = {}, first = 'first-message'): ComplaintThread => ({
  ...complaint(),
  messages: [message('traveller', first)],
  ...overrides,
});
