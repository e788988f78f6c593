import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../plugins/errors';
import { ErrorReply } from '@travel/contracts';
import { ConfirmBody, PaymentParams, PaymentReply } from '@travel/contracts/payments';
import { toPaymentView } from './payments.repository';
import { paymentWebhookRoutes } from './payments.webhooks';
import { sandboxRoutes } from './sandbox/sandbox.routes';

/**
 * A payment's status (the order page polls it while a webhook is awaited), the browser's return from the
 * gateway's checkout, the gateways' webhooks and the sandbox's payment page. Payment ids are random and
 * unguessable; nothing here reveals more than the status and amount.
 */
export const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(paymentWebhookRoutes(app.config.gateways));
  await app.register(sandboxRoutes({ slowSettleMs: app.config.payments.sandboxSlowSettleMs }));

  app.get<{ Params: PaymentParams }>(
    '/payments/:paymentId',
    { schema: { tags: ['payments'], params: PaymentParams, response: { 200: PaymentReply, 404: ErrorReply } } },
    async (request) => {
      const payment = await app.payments.get(request.params.paymentId);
      if (!payment) throw new ApiError(404, 'No such payment');
      return { success: true as const, payment: toPaymentView(payment) };
    },
  );

  app.post<{ Params: PaymentParams; Body: ConfirmBody }>(
    '/payments/:paymentId/confirm',
    {
      schema: {
        tags: ['payments'],
        params: PaymentParams,
        body: ConfirmBody,
        response: { 200: PaymentReply, 400: ErrorReply, 404: ErrorReply, 409: ErrorReply },
      },
    },
    async (request) => {
      const payment = await app.payments.confirmFromBrowser(request.params.paymentId, request.body);
      return { success: true as const, payment: toPaymentView(payment) };
    },
  );
};
