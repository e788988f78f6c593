import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../plugins/errors';
import { Refund, toRefund } from '../refunds/refunds.schemas';
import type { CancellationRequestRow, DateRange, Priority, RequestStatus } from './admin.repository';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** A cancellation request; amounts in rupees, as the admin center shows them. */
const CancellationRequest = Type.Object({
  id: Type.String(),
  bookingId: Type.String(),
  customerName: Type.String(),
  customerEmail: Type.String(),
  customerPhone: nullable(Type.String()),
  amount: Type.Number(),
  departureDate: Type.String(),
  reason: Type.String(),
  additionalNotes: nullable(Type.String()),
  createdAt: Type.String(),
  priority: literals(['high', 'medium', 'low']),
  status: literals(['pending', 'approved', 'rejected']),
  refundableAmount: Type.Number(),
  deductions: Type.Number(),
  netRefund: Type.Number(),
  processedBy: nullable(Type.String()),
  processedAt: nullable(Type.String()),
  notes: nullable(Type.String()),
  refundId: nullable(Type.String()),
  refundStatus: nullable(Type.String()),
});

const toRupees = (paise: number) => paise / 100;
const toCancellationRequest = (row: CancellationRequestRow): Static<typeof CancellationRequest> => ({
  ...row,
  amount: toRupees(row.amount),
  refundableAmount: toRupees(row.refundableAmount),
  deductions: toRupees(row.deductions),
  netRefund: toRupees(row.netRefund),
});

const ListQuery = Type.Object({
  status: Type.Optional(literals(['all', 'pending', 'approved', 'rejected'])),
  priority: Type.Optional(literals(['all', 'high', 'medium', 'low'])),
  dateRange: Type.Optional(literals(['today', 'week', 'month', 'all'])),
  /** The admin's IANA time zone, which decides where "today" begins; the site's home, India, by default. */
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const DecisionBody = Type.Object({
  action: literals(['approve', 'reject']),
  notes: Type.Optional(Type.String({ maxLength: 2000 })),
});

/**
 * The cancellation approval center's API (admin only). The acting admin comes from the session;
 * a processedBy in the body is ignored.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.accounts.requireAdmin);

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/admin/cancellations',
    { schema: { querystring: ListQuery, response: { 200: Type.Array(CancellationRequest) } } },
    async (request) => {
      const timeZone = request.query.timeZone ?? DEFAULT_TIME_ZONE;
      if (!isTimeZone(timeZone)) throw new ApiError(400, 'timeZone must be an IANA time zone, such as Asia/Kolkata');
      const rows = await app.admin.listCancellationRequests({
        status: (request.query.status ?? 'pending') as RequestStatus | 'all',
        priority: (request.query.priority ?? 'all') as Priority | 'all',
        dateRange: (request.query.dateRange ?? 'today') as DateRange,
        timeZone,
      });
      return rows.map(toCancellationRequest);
    },
  );

  app.get(
    '/admin/cancellations/stats',
    {
      schema: {
        response: {
          200: Type.Object({
            pending: Type.Integer(),
            approved: Type.Integer(),
            rejected: Type.Integer(),
            total: Type.Integer(),
          }),
        },
      },
    },
    async () => app.admin.cancellationStats(),
  );

  app.patch<{ Params: { id: string }; Body: { action: 'approve' | 'reject'; notes?: string } }>(
    '/admin/cancellations/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        body: DecisionBody,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            request: CancellationRequest,
            refund: Type.Union([Refund, Type.Null()]),
          }),
        },
      },
    },
    async (request) => {
      const { action, notes = '' } = request.body;
      const decision = await app.admin.decideCancellation({
        id: request.params.id,
        action,
        notes,
        adminId: request.user!.id,
      });
      const refundFailed = decision.refund?.status === 'failed';
      return {
        success: true as const,
        message:
          action === 'reject'
            ? 'Cancellation request rejected'
            : refundFailed
              ? `Cancellation approved, but the refund failed: ${decision.refund!.failureReason}`
              : 'Cancellation request approved',
        request: toCancellationRequest(decision.request),
        refund: decision.refund ? toRefund(decision.refund) : null,
      };
    },
  );
};
