import { Type, type Static } from '@sinclair/typebox';
import { BookingReference } from '../payments/payments.schemas';
import { TripKind } from '../trips/trips.schemas';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUSES,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TICKET_PATTERN,
  type ComplaintCategoryName,
  type ComplaintStatusName,
} from './complaints.rules';

// /api/complaints (the traveller's) and /api/admin/complaints (the staff queue): the complaints desk (issue 39).
// Times are ISO-8601 UTC.

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const ComplaintCategory = Type.Unsafe<ComplaintCategoryName>({
  type: 'string',
  enum: [...COMPLAINT_CATEGORIES],
  errorMessage: COMPLAINT_MESSAGES.category,
});
export type ComplaintCategory = Static<typeof ComplaintCategory>;
export const ComplaintStatus = Type.Unsafe<ComplaintStatusName>({ type: 'string', enum: [...COMPLAINT_STATUSES] });
export type ComplaintStatus = Static<typeof ComplaintStatus>;

/** A message's text: the service checks 10 to 4,000 characters once trimmed; the schema bounds the size. */
const Text = (errorMessage: string) => Type.String({ maxLength: COMPLAINT_TEXT_MAX + 1000, errorMessage });

export const ComplaintBooking = Type.Object({ kind: TripKind, reference: BookingReference });
export type ComplaintBooking = Static<typeof ComplaintBooking>;

/**
 * What a traveller files. The schema only bounds sizes: the API checks the rules with complaintFilingProblems, so
 * each broken one is answered with its own sentence at its field (a 400 with `problems`).
 */
export const FileComplaintBody = Type.Object({
  category: Type.Unsafe<ComplaintCategoryName>({ type: 'string', maxLength: 50, description: 'COMPLAINT_CATEGORIES' }),
  booking: Type.Optional(
    Type.Unsafe<ComplaintBooking>(
      Type.Object({ kind: Type.String({ maxLength: 20 }), reference: Type.String({ maxLength: 40 }) }),
    ),
  ),
  message: Text(COMPLAINT_MESSAGES.message),
});
export type FileComplaintBody = Static<typeof FileComplaintBody>;

export const ComplaintMessageBody = Type.Object({
  message: Text(COMPLAINT_MESSAGES.message),
});
export type ComplaintMessageBody = Static<typeof ComplaintMessageBody>;

export const ResolveComplaintBody = Type.Object({
  resolution: Text(COMPLAINT_MESSAGES.resolution),
});
export type ResolveComplaintBody = Static<typeof ResolveComplaintBody>;

export const LinkComplaintBody = Type.Object({
  refundId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  dateChangeId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type LinkComplaintBody = Static<typeof LinkComplaintBody>;

export const ComplaintParams = Type.Object({ ticket: Type.String({ pattern: COMPLAINT_TICKET_PATTERN }) });
export type ComplaintParams = Static<typeof ComplaintParams>;

/**
 * A guest files, reads and answers a complaint with `?token=`, the trips look-up's token for its booking (POST
 * /api/trips/lookup/verify), as My Trips' own routes take it; not needed when signed in.
 */
export const ComplaintAccessQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

export const ComplaintClocks = Type.Object({
  acknowledgeBy: Type.String(),
  resolveBy: Type.String(),
  acknowledgeOverdue: Type.Boolean(),
  resolveOverdue: Type.Boolean(),
});
export type ComplaintClocks = Static<typeof ComplaintClocks>;

export const Complaint = Type.Object({
  ticket: Type.String(),
  category: ComplaintCategory,
  status: ComplaintStatus,
  booking: Type.Object({ kind: TripKind, reference: Type.String() }),
  filedAt: Type.String(),
  acknowledgedAt: Nullable(Type.String()),
  resolvedAt: Nullable(Type.String()),
  /** What the desk decided, as the traveller reads it (the latest one after a reopening). */
  resolution: Nullable(Type.String()),
  clocks: ComplaintClocks,
  updatedAt: Type.String(),
});
export type Complaint = Static<typeof Complaint>;

export const ComplaintMessage = Type.Object({
  author: Type.Union([Type.Literal('traveller'), Type.Literal('staff')]),
  body: Type.String(),
  createdAt: Type.String(),
});
export type ComplaintMessage = Static<typeof ComplaintMessage>;

export const ComplaintThread = Type.Composite([Complaint, Type.Object({ messages: Type.Array(ComplaintMessage) })]);
export type ComplaintThread = Static<typeof ComplaintThread>;

export const FileComplaintReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  complaint: Complaint,
});
export type FileComplaintReply = Static<typeof FileComplaintReply>;

export const ComplaintsReply = Type.Object({ success: Type.Literal(true), complaints: Type.Array(Complaint) });
export type ComplaintsReply = Static<typeof ComplaintsReply>;

export const ComplaintThreadReply = Type.Object({ success: Type.Literal(true), complaint: ComplaintThread });
export type ComplaintThreadReply = Static<typeof ComplaintThreadReply>;

// The staff side.

const StaffMember = Type.Object({ id: Type.String(), name: Type.String() });

export const StaffComplaint = Type.Composite([
  Complaint,
  Type.Object({
    complainant: Type.Object({ userId: Nullable(Type.String()), email: Type.String() }),
    assignedTo: Type.Union([StaffMember, Type.Null()]),
  }),
]);
export type StaffComplaint = Static<typeof StaffComplaint>;

export const StaffComplaintMessage = Type.Composite([
  ComplaintMessage,
  Type.Object({ authorId: Nullable(Type.String()), authorName: Nullable(Type.String()) }),
]);

export const ComplaintLink = Type.Object({
  kind: Type.Union([Type.Literal('refund'), Type.Literal('date_change')]),
  targetId: Type.String(),
  linkedBy: Type.String(),
  linkedAt: Type.String(),
});
export type ComplaintLink = Static<typeof ComplaintLink>;

/** One line of the audit trail: who (staff, the traveller, or the system) did what, the value before and after. */
export const ComplaintEvent = Type.Object({
  actor: Type.Union([Type.Literal('traveller'), Type.Literal('staff')]),
  actorId: Nullable(Type.String()),
  actorName: Nullable(Type.String()),
  action: Type.String(),
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
  at: Type.String(),
});
export type ComplaintEvent = Static<typeof ComplaintEvent>;

export const StaffComplaintDetail = Type.Composite([
  StaffComplaint,
  Type.Object({
    messages: Type.Array(StaffComplaintMessage),
    links: Type.Array(ComplaintLink),
    events: Type.Array(ComplaintEvent),
  }),
]);
export type StaffComplaintDetail = Static<typeof StaffComplaintDetail>;

export const StaffComplaintsQuery = Type.Object({ status: Type.Optional(ComplaintStatus) });
export type StaffComplaintsQuery = Static<typeof StaffComplaintsQuery>;

export const StaffComplaintsReply = Type.Object({
  success: Type.Literal(true),
  complaints: Type.Array(StaffComplaint),
});
export type StaffComplaintsReply = Static<typeof StaffComplaintsReply>;

export const StaffComplaintReply = Type.Object({ success: Type.Literal(true), complaint: StaffComplaintDetail });
export type StaffComplaintReply = Static<typeof StaffComplaintReply>;
