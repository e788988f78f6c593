import {
  CAR_REFERENCE,
  type DisruptedSlice,
  type DisruptionAlternative,
  type DisruptionCompensation,
  type FlightDisruption,
} from '@travel/contracts/disruptions';

// The API's own sentences are given by each test (so that no page copy lives outside a test file).

export const slice = (overrides: Partial<DisruptedSlice> = {}): DisruptedSlice => ({
  from: 'BOM',
  to: 'DEL',
  departingAt: '2026-12-12T06:10',
  arrivingAt: '2026-12-12T08:20',
  flightNumbers: ['6E2131'],
  ...overrides,
});

/** An open change of booking ABC234: the airline moved its flight by two hours and set no deadline. */
export const disruption = (overrides: Partial<FlightDisruption> = {}): FlightDisruption => ({
  id: '5f0c1a52-8a43-4d0e-9a7e-1f2b3c4d5e6f',
  reference: 'ABC234',
  kind: 'retimed',
  status: 'open',
  supplier: 'sandbox-supplier',
  detectedAt: '2026-12-01T09:00:00.000Z',
  before: [slice()],
  after: [slice({ departingAt: '2026-12-12T08:10', arrivingAt: '2026-12-12T10:20' })],
  actions: ['accept', 'change', 'cancel'],
  respondBy: null,
  whenDeadlinePasses: 'deadline-words',
  choice: null,
  refund: null,
  ...overrides,
});

export const alternative = (overrides: Partial<DisruptionAlternative> = {}): DisruptionAlternative => ({
  id: 'ocr_alt_1',
  slices: [slice({ departingAt: '2026-12-12T07:00', arrivingAt: '2026-12-12T09:10', flightNumbers: ['6E501'] })],
  expiresAt: '2026-12-05T12:30:00.000Z',
  ...overrides,
});

export const compensation = (overrides: Partial<DisruptionCompensation> = {}): DisruptionCompensation => ({
  owed: false,
  reason: 'not_a_cancellation',
  band: '1h_to_2h',
  bandAmountMinor: 7_500_00,
  perPassengerMinor: 0,
  totalMinor: 0,
  currency: 'INR',
  upTo: false,
  noticeHours: 261,
  claimFrom: 'operating_airline',
  explanation: 'explanation-words',
  airline: '6E',
  howToClaim: 'how-to-claim-words',
  source: CAR_REFERENCE,
  ...overrides,
});

/** The change's URL under the booking's (what the page asks). */
export const changeUrl = (id: string, tail = '') => `/trips/flight/ABC234/disruptions/${id}${tail}`;
