import { Type, type Static } from '@sinclair/typebox';
import { BookingReference } from '../payments/payments.schemas';

// /api/trips/flight/:reference/disruptions: the airline's schedule changes and cancellations of a flight booked at
// a supplier (issue 39). Instants are ISO-8601 UTC; a slice's times are the airports' local wall-clock times.

export const DISRUPTION_KINDS = ['retimed', 'renumbered', 'cancelled'] as const;
export const DISRUPTION_ACTIONS = ['accept', 'change', 'cancel'] as const;
/**
 * open: waiting for the traveller; accepted: the new schedule, confirmed at the supplier; changed: another flight
 * the supplier offered; cancelled: the booking cancelled and refunded in full; expired: the supplier's deadline
 * passed unanswered (see `whenDeadlinePasses`); superseded: a later change of the same booking replaced it.
 */
export const DISRUPTION_STATUSES = ['open', 'accepted', 'changed', 'cancelled', 'expired', 'superseded'] as const;

export const DisruptedSlice = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** 'YYYY-MM-DDTHH:mm', the departure airport's local time. */
  departingAt: Type.String(),
  arrivingAt: Type.String(),
  /** Each segment's flight number as the carrier writes it ('6E 2131'). */
  flightNumbers: Type.Array(Type.String()),
});
export type DisruptedSlice = Static<typeof DisruptedSlice>;

export const FlightDisruption = Type.Object({
  id: Type.String(),
  reference: Type.String(),
  kind: Type.Union(DISRUPTION_KINDS.map((k) => Type.Literal(k))),
  status: Type.Union(DISRUPTION_STATUSES.map((s) => Type.Literal(s))),
  /** The supplier's name as cards show it (Duffel, TripJack). */
  supplier: Type.String(),
  detectedAt: Type.String(),
  /** The flights as booked, and as the airline changed them (empty when cancelled without a new flight). */
  before: Type.Array(DisruptedSlice),
  after: Type.Array(DisruptedSlice),
  /** What the traveller may still do (empty once answered). */
  actions: Type.Array(Type.Union(DISRUPTION_ACTIONS.map((a) => Type.Literal(a)))),
  /** Answer by this instant, when the supplier set a deadline. */
  respondBy: Type.Union([Type.String(), Type.Null()]),
  /** What happens if the deadline passes unanswered, said up front. */
  whenDeadlinePasses: Type.String(),
  choice: Type.Union([
    Type.Object({
      action: Type.Union([...DISRUPTION_ACTIONS.map((a) => Type.Literal(a)), Type.Literal('deadline')]),
      at: Type.String(),
      by: Type.Union([Type.Literal('traveller'), Type.Literal('staff'), Type.Literal('system')]),
    }),
    Type.Null(),
  ]),
  /** The full refund, when the booking was cancelled for this change. */
  refund: Type.Union([
    Type.Object({
      refundId: Type.Union([Type.String(), Type.Null()]),
      amountMinor: Type.Integer(),
      travelCreditMinor: Type.Integer(),
      currency: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type FlightDisruption = Static<typeof FlightDisruption>;

export const DisruptionsParams = Type.Object({ reference: BookingReference });
export const DisruptionParams = Type.Object({
  reference: BookingReference,
  id: Type.String({ format: 'uuid', errorMessage: 'No such schedule change' }),
});
export type DisruptionParams = Static<typeof DisruptionParams>;

export const DisruptionsReply = Type.Object({
  success: Type.Literal(true),
  disruptions: Type.Array(FlightDisruption),
});
export type DisruptionsReply = Static<typeof DisruptionsReply>;

export const DisruptionReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  disruption: FlightDisruption,
});
export type DisruptionReply = Static<typeof DisruptionReply>;

export const DisruptionAlternative = Type.Object({
  /** The supplier's id for the alternative, to choose it. */
  id: Type.String(),
  slices: Type.Array(DisruptedSlice),
  /** Choose it before this instant. */
  expiresAt: Type.String(),
});
export type DisruptionAlternative = Static<typeof DisruptionAlternative>;

export const DisruptionAlternativesReply = Type.Object({
  success: Type.Literal(true),
  alternatives: Type.Array(DisruptionAlternative),
});
export type DisruptionAlternativesReply = Static<typeof DisruptionAlternativesReply>;

export const ChooseAlternativeBody = Type.Object({
  alternativeId: Type.String({ minLength: 1, maxLength: 200, errorMessage: 'Choose one of the flights offered' }),
});
export type ChooseAlternativeBody = Static<typeof ChooseAlternativeBody>;

export const DisruptionCompensation = Type.Object({
  owed: Type.Boolean(),
  reason: Type.Union(
    (
      [
        'owed',
        'not_a_cancellation',
        'told_two_weeks_before',
        'alternate_within_two_hours',
        'extraordinary_circumstances',
      ] as const
    ).map((r) => Type.Literal(r)),
  ),
  band: Type.Union((['up_to_1h', '1h_to_2h', 'over_2h'] as const).map((b) => Type.Literal(b))),
  bandAmountMinor: Type.Integer(),
  perPassengerMinor: Type.Integer(),
  totalMinor: Type.Integer(),
  currency: Type.String(),
  upTo: Type.Boolean(),
  noticeHours: Type.Integer(),
  claimFrom: Type.Literal('operating_airline'),
  explanation: Type.String(),
  /** The operating airline's code and name as the booking has it ('6E'). */
  airline: Type.String(),
  /** Whom to claim from and how, in one paragraph. */
  howToClaim: Type.String(),
  /** The rule's source. */
  source: Type.String(),
});
export type DisruptionCompensation = Static<typeof DisruptionCompensation>;

export const DisruptionCompensationReply = Type.Object({
  success: Type.Literal(true),
  compensation: DisruptionCompensation,
});
export type DisruptionCompensationReply = Static<typeof DisruptionCompensationReply>;
