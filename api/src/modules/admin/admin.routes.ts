import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import {
  AuditTrailReply,
  CancellationListQuery,
  CancellationListReply,
  CancellationParams,
  CancellationStats,
  DecisionBody,
  DecisionReply,
} from '@travel/contracts/admin';
import { requestTimeZone } from '../../plugins/timeZone';
import { toRefund } from '../refunds/refunds.service';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply };

/**
 * The cancellation approval center's API (admin only). The acting admin comes from the session;
 * a processedBy in the body is ignored.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.accounts.requireAdmin);

  app.get(
    '/admin/cancellations',
    {
      schema: {
        tags: ['admin'],
        querystring: CancellationListQuery,
        response: { 200: CancellationListReply, ...errors },
      },
    },
    async (request) => {
      const timeZone = requestTimeZone(request.query.timeZone);
      return app.admin.listCancellationRequests({ ...request.query, timeZone });
    },
  );

  app.get(
    '/admin/cancellations/stats',
    { schema: { tags: ['admin'], response: { 200: CancellationStats, ...errors } } },
    async () => app.admin.cancellationStats(),
  );

  app.get(
    '/admin/cancellations/:id/history',
    {
      schema: {
        tags: ['admin'],
        params: CancellationParams,
        response: { 200: AuditTrailReply, 404: ErrorReply, ...errors },
      },
    },
    async (request) => ({ success: true as const, events: await app.admin.history(request.params.id) }),
  );

  app.patch(
    '/admin/cancellations/:id',
    {
      schema: {
        tags: ['admin'],
        params: CancellationParams,
        body: DecisionBody,
        response: { 200: DecisionReply, 404: ErrorReply, 409: ErrorReply, ...errors },
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
      const failed = decision.refunds.filter((refund) => refund.status === 'failed');
      return {
        success: true as const,
        message:
          action === 'reject'
            ? 'Cancellation request rejected'
            : failed.length > 0
              ? decision.refunds.length > 1
                ? `Cancellation approved, but ${failed.length} of the refund's ${decision.refunds.length} parts failed: ${failed[0].failureReason}`
                : `Cancellation approved, but the refund failed: ${failed[0].failureReason}`
              : 'Cancellation request approved',
        request: decision.request,
        refund: decision.refund ? toRefund(decision.refund) : null,
        refunds: decision.refunds.map(toRefund),
      };
    },
  );
};
