import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorReply } from '@travel/contracts';
import { StepUpRequiredReply } from '@travel/contracts/accounts';
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
 * The cancellation approval center's API: reading the requests takes `bookings.view`, deciding one
 * `cancellations.approve` (contracts' ROLE_PERMISSIONS). The acting staff member comes from the session;
 * a processedBy in the body is ignored. Each decision is written to the audit log.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const view = app.accounts.requirePermission('bookings.view');
  // Deciding moves money (an approval refunds): a second factor proven in the last 15 minutes too (issue #40).
  const decide = [app.accounts.requirePermission('cancellations.approve'), app.accounts.requireRecentFactor];

  app.get(
    '/admin/cancellations',
    {
      onRequest: view,
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
    { onRequest: view, schema: { tags: ['admin'], response: { 200: CancellationStats, ...errors } } },
    async () => app.admin.cancellationStats(),
  );

  app.get(
    '/admin/cancellations/:id/history',
    {
      onRequest: view,
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
      onRequest: decide,
      schema: {
        tags: ['admin'],
        params: CancellationParams,
        body: DecisionBody,
        response: {
          200: DecisionReply,
          404: ErrorReply,
          409: ErrorReply,
          ...errors,
          403: Type.Union([StepUpRequiredReply, ErrorReply]),
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
      const failed = decision.refunds.filter((refund) => refund.status === 'failed');
      // Only a pending request can be decided, so that is what it was before.
      await app.audit.record(request, {
        action: action === 'approve' ? 'cancellation.approved' : 'cancellation.rejected',
        target: { type: 'cancellation_request', id: decision.request.id },
        before: { status: 'pending' },
        after: {
          status: decision.request.status,
          notes: decision.request.notes,
          bookingId: decision.request.bookingId,
          netRefundMinor: decision.request.netRefundMinor,
          currency: decision.request.currency,
          refunds: decision.refunds.map((refund) => ({
            id: refund.id,
            amountMinor: refund.amountMinor,
            gateway: refund.gateway,
            status: refund.status,
          })),
        },
      });
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
