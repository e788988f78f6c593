import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorReply } from '@travel/contracts';
import { StepUpRequiredReply } from '@travel/contracts/accounts';
import {
  BookingRefundParams,
  BookingRefundReply,
  GatewayParams,
  GatewayStatusReply,
  InitiateRefundBody,
  InitiateRefundHeaders,
  InitiateRefundReply,
  RefundHistoryQuery,
  RefundHistoryReply,
  RefundListQuery,
  RefundListReply,
  refundListFilterProblem,
  RefundParams,
  RefundReply,
} from '@travel/contracts/refunds';
import { ADMIN_PAGE_SIZE } from '@travel/contracts/admin';
import { ApiError } from '../../plugins/errors';
import { requestTimeZone } from '../../plugins/timeZone';
import { gatewayLabel } from '../../gateways/refunds';
import { toRefund } from './refunds.service';
import { webhookRoutes } from './webhooks';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply, 502: ErrorReply };

/**
 * Refund management for staff: initiate (`refunds.initiate`, audited), and with `refunds.view` the history, a
 * refund's status and a gateway's connection.
 * Gateway webhooks sit beside them, authenticated by signature instead of a session.
 */
export const refundsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.refunds;
  await app.register(webhookRoutes(app.config.gateways));

  const staffRoutes: FastifyPluginAsyncTypebox = async (admin) => {
    // A gateway's refusal is a 502 whose message staff must see; the app-wide handler hides 5xx details.
    admin.setErrorHandler((error, _request, reply) => {
      if (error instanceof ApiError && error.statusCode === 502) {
        return reply.code(502).send({ success: false, message: error.message });
      }
      throw error;
    });

    // onRequest, so a caller without the right session or permission learns that before anything about the body.
    const view = app.accounts.requirePermission('refunds.view');
    // Moving money also takes a second factor proven on the session in the last 15 minutes (issue #40).
    const initiate = [app.accounts.requirePermission('refunds.initiate'), app.accounts.requireRecentFactor];

    admin.get(
      '/refunds/bookings/:reference',
      {
        onRequest: view,
        schema: {
          tags: ['refunds'],
          params: BookingRefundParams,
          response: { 200: BookingRefundReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply },
        },
      },
      async (request) => {
        const { paidMinor: _paid, ...found } = await service.bookingPayment(request.params.reference);
        return { success: true as const, ...found };
      },
    );

    admin.post(
      '/refunds/initiate',
      {
        onRequest: initiate,
        schema: {
          tags: ['refunds'],
          body: InitiateRefundBody,
          headers: InitiateRefundHeaders,
          response: {
            200: InitiateRefundReply,
            422: ErrorReply,
            ...errors,
            403: Type.Union([StepUpRequiredReply, ErrorReply]),
          },
        },
      },
      async (request) => {
        const body = request.body;
        const asked = {
          paymentId: body.paymentId.trim(),
          cancellationId: body.cancellationId.trim(),
          amountMinor: body.amountMinor,
          currency: body.currency,
          reason: body.reason,
          gateway: body.gateway,
        };
        const initiated = await service
          .initiate({ ...asked, idempotencyKey: request.headers['idempotency-key'], initiatedBy: request.user!.id })
          .catch(async (error: unknown) => {
            // A gateway's refusal still leaves a refund row (failed): the attempt is money moved or not, so it is
            // recorded too. A refusal before anything was written (400, 404, 409, 422) is not an action.
            if (error instanceof ApiError && error.statusCode === 502) {
              await app.audit.record(request, {
                action: 'refund.initiate_failed',
                target: { type: 'payment', id: asked.paymentId },
                after: { ...asked, failure: error.message },
              });
            }
            throw error;
          });
        const { refund, created } = initiated;
        if (created) {
          await app.audit.record(request, {
            action: 'refund.initiated',
            target: { type: 'refund', id: refund.id },
            after: { ...asked, status: refund.status, gatewayRefundId: refund.gatewayRefundId },
          });
        }
        return {
          success: true as const,
          refundId: refund.id,
          message: !created
            ? 'This refund was already initiated'
            : refund.unconfirmedSince
              ? `Refund recorded; ${gatewayLabel(refund.gateway)} has not confirmed it yet, so it stays pending until it does`
              : 'Refund initiated',
          replayed: !created,
          refund: toRefund(refund),
        };
      },
    );

    admin.get(
      '/refunds/history',
      {
        onRequest: view,
        schema: {
          tags: ['refunds'],
          querystring: RefundHistoryQuery,
          response: { 200: RefundHistoryReply, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: (await service.history(request.query.limit)).map(toRefund),
      }),
    );

    admin.get(
      '/refunds',
      {
        onRequest: view,
        schema: {
          tags: ['refunds'],
          querystring: RefundListQuery,
          response: { 200: RefundListReply, ...errors },
        },
      },
      async (request) => {
        const { page, timeZone, q, ...filters } = request.query;
        const problem = refundListFilterProblem(filters);
        if (problem) throw new ApiError(400, problem);
        const { rows, total } = await service.list(
          { ...filters, q: q?.trim() || undefined, timeZone: requestTimeZone(timeZone) },
          page,
          ADMIN_PAGE_SIZE,
        );
        return {
          success: true as const,
          data: rows.map((row) => ({
            ...toRefund(row),
            product: row.product,
            reference: row.reference,
            customerEmail: row.customerEmail,
          })),
          page,
          pageSize: ADMIN_PAGE_SIZE,
          total,
          pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
        };
      },
    );

    admin.get(
      '/refunds/gateways/:gateway/status',
      {
        onRequest: view,
        schema: { tags: ['refunds'], params: GatewayParams, response: { 200: GatewayStatusReply, ...errors } },
      },
      async (request) => {
        const name = request.params.gateway;
        const gateway = service.gateways[name];
        const status = await gateway.checkConnection();
        return {
          success: true as const,
          gateway: name,
          label: gatewayLabel(name),
          mode: gateway.mode,
          ...status,
          checkedAt: new Date().toISOString(),
        };
      },
    );

    admin.get(
      '/refunds/:id',
      {
        onRequest: view,
        schema: { tags: ['refunds'], params: RefundParams, response: { 200: RefundReply, ...errors } },
      },
      async (request) => ({ success: true as const, refund: toRefund(await service.refresh(request.params.id)) }),
    );
  };
  await app.register(staffRoutes);
};
