import { Type, type Static } from '@sinclair/typebox';
import { DisruptionAlternative, FlightDisruption } from './disruptions.schemas';

// /api/admin/disruptions: the back office's view of every airline change of a flight booked at a supplier, and the
// answers staff give for the traveller (issue 39, point 6). Seeing them needs `bookings.view`; accepting the new
// schedule or choosing another flight `complaints.work`; cancelling for a full refund `refunds.initiate`.

/**
 * Where a change stands for the desk: awaiting the traveller; accepted; moved to another flight; cancelled and
 * refunded in full; the supplier's deadline passed unanswered (also while its job has yet to run); superseded by a
 * later change of the same booking.
 */
export const STAFF_DISRUPTION_STATES = [
  'awaiting',
  'accepted',
  'moved',
  'cancelled',
  'deadline_passed',
  'superseded',
] as const;
export type StaffDisruptionState = (typeof STAFF_DISRUPTION_STATES)[number];

/** The list's filter: the changes still awaiting an answer, or all of them (the default). */
export const STAFF_DISRUPTION_FILTERS = ['open', 'all'] as const;

/** Where a change stands, from its status and its deadline as of `now`. */
export function staffDisruptionState(
  disruption: Pick<FlightDisruption, 'status' | 'respondBy'>,
  now: Date = new Date(),
): StaffDisruptionState {
  switch (disruption.status) {
    case 'open':
      return disruption.respondBy !== null && Date.parse(disruption.respondBy) <= now.getTime()
        ? 'deadline_passed'
        : 'awaiting';
    case 'accepted':
      return 'accepted';
    case 'changed':
      return 'moved';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'deadline_passed';
    default:
      return 'superseded';
  }
}

export const StaffDisruption = Type.Composite([
  FlightDisruption,
  Type.Object({
    state: Type.Union(STAFF_DISRUPTION_STATES.map((s) => Type.Literal(s))),
    /** The lead passenger's name, and the booking's contact email (where the traveller's emails go). */
    traveller: Type.Object({ name: Type.String(), email: Type.String() }),
    /** Who answered: the traveller, a staff member (by name), or the system when the deadline passed. */
    answeredBy: Type.Union([
      Type.Object({
        by: Type.Union([Type.Literal('traveller'), Type.Literal('staff'), Type.Literal('system')]),
        name: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ]),
  }),
]);
export type StaffDisruption = Static<typeof StaffDisruption>;

export const StaffDisruptionDetail = Type.Composite([
  StaffDisruption,
  Type.Object({
    /** The flights the supplier offers instead, while the change is open and allows another flight. */
    alternatives: Type.Array(DisruptionAlternative),
    /** Why the alternatives could not be read from the supplier just now, else null. */
    alternativesError: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type StaffDisruptionDetail = Static<typeof StaffDisruptionDetail>;

export const StaffDisruptionsQuery = Type.Object({
  status: Type.Optional(
    Type.Union(
      STAFF_DISRUPTION_FILTERS.map((f) => Type.Literal(f)),
      { errorMessage: 'status must be open or all' },
    ),
  ),
});
export type StaffDisruptionsQuery = Static<typeof StaffDisruptionsQuery>;

export const StaffDisruptionParams = Type.Object({
  id: Type.String({ format: 'uuid', errorMessage: 'No such schedule change' }),
});
export type StaffDisruptionParams = Static<typeof StaffDisruptionParams>;

export const StaffDisruptionsReply = Type.Object({
  success: Type.Literal(true),
  disruptions: Type.Array(StaffDisruption),
});
export type StaffDisruptionsReply = Static<typeof StaffDisruptionsReply>;

export const StaffDisruptionReply = Type.Object({
  success: Type.Literal(true),
  /** After an answer given for the traveller: what was done, for the desk. */
  message: Type.Optional(Type.String()),
  disruption: StaffDisruptionDetail,
});
export type StaffDisruptionReply = Static<typeof StaffDisruptionReply>;
