import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import { ApiError } from '../../plugins/errors';
import { GATEWAY_NAMES, REFUND_REASONS, gatewayLabel, type GatewayName } from './gateways/gateway';
import { literals, Refund, toRefund } from './refunds.schemas';
import { webhookRoutes } from './webhooks';

const InitiateBody = Type.Object({
  paymentId: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  cancellationId: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  amount: Type.Number({
    minimum: 1,
    maximum: 100_000_000,
    description: 'Rupees, as typed in the form (min 1, step 0.01)',
  }),
  reason: literals(REFUND_REASONS),
  gateway: literals(GATEWAY_NAMES),
});

/**
 * Refund management for staff (admin only): initiate, history, a refund's status, a gateway's connection.
 * Gateway webhooks sit beside them, authenticated by signature instead of a session.
 */
export const refundsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.refunds;
  await app.register(webhookRoutes(app.config.gateways));

  // Route generics spell the request types: the TypeBox type provider (typebox 1.x) cannot infer them from
  // @sinclair/typebox 0.34 schemas.
  await app.register(async (admin) => {
    // A gateway's refusal is a 502 whose message staff must see; the app-wide handler hides 5xx details.
    admin.setErrorHandler((error, _request, reply) => {
      if (error instanceof ApiError && error.statusCode === 502) {
        return reply.code(502).send({ success: false, message: error.message });
      }
      throw error;
    });

    // onRequest, so a caller without the right session learns that before anything about the body.
    admin.addHook('onRequest', app.accounts.requireAdmin);

    admin.post<{ Body: Static<typeof InitiateBody>; Headers: { 'idempotency-key'?: string } }>(
      '/refunds/initiate',
      {
        schema: {
          body: InitiateBody,
          headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }),
          response: {
            200: Type.Object({
              success: Type.Literal(true),
              refundId: Type.String(),
              message: Type.String(),
              replayed: Type.Boolean(),
              refund: Refund,
            }),
            400: ErrorReply,
          },
        },
      },
      async (request) => {
        const body = request.body;
        const amountPaise = Math.round(body.amount * 100);
        if (Math.abs(body.amount * 100 - amountPaise) > 1e-6) {
          throw new ApiError(400, 'amount must have at most 2 decimal places');
        }
        const { refund, created } = await service.initiate({
          paymentId: body.paymentId.trim(),
          cancellationId: body.cancellationId.trim(),
          amountPaise,
          reason: body.reason,
          gateway: body.gateway,
          idempotencyKey: request.headers['idempotency-key'],
          initiatedBy: request.user!.id,
        });
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

    admin.get<{ Querystring: { limit?: number } }>(
      '/refunds/history',
      {
        schema: {
          querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })) }),
          response: { 200: Type.Object({ success: Type.Literal(true), data: Type.Array(Refund) }) },
        },
      },
      async (request) => ({
        success: true as const,
        data: (await service.history(request.query.limit ?? 50)).map(toRefund),
      }),
    );

    admin.get<{ Params: { gateway: GatewayName } }>(
      '/refunds/gateways/:gateway/status',
      {
        schema: {
          params: Type.Object({ gateway: literals(GATEWAY_NAMES) }),
          response: {
            200: Type.Object({
              success: Type.Literal(true),
              gateway: Type.String(),
              label: Type.String(),
              mode: Type.Union([Type.Literal('live'), Type.Literal('sandbox')]),
              connected: Type.Boolean(),
              latencyMs: Type.Integer(),
              message: Type.String(),
              checkedAt: Type.String(),
            }),
          },
        },
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

    admin.get<{ Params: { id: string } }>(
      '/refunds/:id',
      {
        schema: {
          params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
          response: { 200: Type.Object({ success: Type.Literal(true), refund: Refund }) },
        },
      },
      async (request) => ({ success: true as const, refund: toRefund(await service.refresh(request.params.id)) }),
    );
  });
};
