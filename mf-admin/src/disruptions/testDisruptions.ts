import type { StaffDisruption, StaffDisruptionDetail } from '@travel/contracts/disruptions';

/** A change as the API lists it: a retimed flight awaiting the traveller, no deadline (texts come from the tests). */
export const staffDisruption = (overrides: Partial<StaffDisruption> = {}): StaffDisruption => ({
  id: '5f0c7a8e-1b2c-4d3e-8f90-a1b2c3d4e5f6',
  reference: 'ABC234',
  kind: 'retimed',
  status: 'open',
  state: 'awaiting',
  supplier: 'Duffel',
  detectedAt: '2026-11-28T10:00:00.000Z',
  before: [
    {
      from: 'BOM',
      to: 'DEL',
      departingAt: '2026-12-20T10:00',
      arrivingAt: '2026-12-20T12:10',
      flightNumbers: ['6E 2131'],
    },
  ],
  after: [
    {
      from: 'BOM',
      to: 'DEL',
      departingAt: '2026-12-20T13:30',
      arrivingAt: '2026-12-20T15:40',
      flightNumbers: ['6E 2131'],
    },
  ],
  actions: ['accept', 'change', 'cancel'],
  respondBy: null,
  whenDeadlinePasses: 'fixture: what happens at the deadline',
  choice: null,
  refund: null,
  traveller: { name: 'Asha Verma', email: 'asha@example.test' },
  answeredBy: null,
  ...overrides,
});

export const staffDisruptionDetail = (overrides: Partial<StaffDisruptionDetail> = {}): StaffDisruptionDetail => ({
  ...staffDisruption(),
  alternatives: [],
  alternativesError: null,
  ...overrides,
});
