import { staffDisruptionState } from './staff';

describe('staffDisruptionState: where a change stands for the desk', () => {
  const now = new Date('2026-12-01T10:00:00.000Z');

  it.each([
    ['open', null, 'awaiting'],
    ['open', '2026-12-01T12:00:00.000Z', 'awaiting'],
    // The deadline passed, its job not run yet: no longer awaiting.
    ['open', '2026-12-01T10:00:00.000Z', 'deadline_passed'],
    ['accepted', null, 'accepted'],
    ['changed', null, 'moved'],
    ['cancelled', '2026-11-30T10:00:00.000Z', 'cancelled'],
    ['expired', '2026-11-30T10:00:00.000Z', 'deadline_passed'],
    ['superseded', null, 'superseded'],
  ] as const)('%s with deadline %p: %s', (status, respondBy, state) => {
    expect(staffDisruptionState({ status, respondBy }, now)).toBe(state);
  });
});
