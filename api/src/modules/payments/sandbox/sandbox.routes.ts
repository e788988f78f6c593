import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../../plugins/errors';
import type { Payment } from '../payments.repository';
import { ErrorReply } from '@travel/contracts';
import { HtmlPage, PaymentParams, SandboxAuthenticateBody, SandboxCardBody } from '@travel/contracts/payments';
import { returnUrlFor } from '../payments.service';
import type { GatewayOutcome } from '../../../gateways/paymentGateway';
import { sandboxCardOutcome } from './sandboxCards';
import { authenticatePage, cardPage, paidPage, SANDBOX_PAGE_CSP } from './sandboxPage';
import { sandboxPagePath } from '../../../gateways/sandbox/payments';

/**
 * The API's default Referrer-Policy (no-referrer) makes a browser send `Origin: null` with a form the page posts,
 * which the same-origin check refuses; the sandbox's pages post their forms to this site, so they keep the origin.
 */
const FORM_PAGE_REFERRER_POLICY = 'same-origin';

/**
 * The sandbox gateway's hosted payment page: GET shows the amount, a card field and the test cards; POST takes
 * the card, settles the payment the way a webhook would, and sends the browser back to the order's returnUrl.
 */
export function sandboxRoutes(options: { slowSettleMs: number }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const timers = new Set<NodeJS.Timeout>();
    app.addHook('onClose', async () => timers.forEach((timer) => clearTimeout(timer)));

    async function sandboxPayment(paymentId: string): Promise<Payment & { gatewayOrderId: string }> {
      const payment = await app.payments.get(paymentId);
      if (!payment || payment.gateway !== 'sandbox' || payment.gatewayOrderId === null) {
        throw new ApiError(404, 'No such sandbox payment');
      }
      return { ...payment, gatewayOrderId: payment.gatewayOrderId };
    }

    /** The sandbox's own "webhook": the same path the gateways' webhooks take. */
    const settle = (payment: Payment & { gatewayOrderId: string }, outcome: GatewayOutcome) =>
      app.payments.applyGatewaySignal('sandbox', {
        gatewayEventId: `sandbox:${randomBytes(8).toString('hex')}`,
        gatewayOrderId: payment.gatewayOrderId,
        outcome,
      });

    const htmlSchema = { tags: ['payments'], params: PaymentParams, response: { 404: ErrorReply } };

    app.get<{ Params: PaymentParams }>(
      '/payments/sandbox/:paymentId',
      { schema: { ...htmlSchema, response: { 200: HtmlPage, 404: ErrorReply } } },
      async (request, reply) => {
        const payment = await sandboxPayment(request.params.paymentId);
        reply
          .type('text/html; charset=utf-8')
          .header('Referrer-Policy', FORM_PAGE_REFERRER_POLICY)
          .header('Content-Security-Policy', SANDBOX_PAGE_CSP);
        if (payment.status === 'captured') return paidPage(payment, returnUrlFor(payment, app.config.publicUrl));
        if (payment.status === 'requires_action') return authenticatePage(payment);
        return cardPage(payment, payment.status === 'failed' ? `${payment.failureReason} Try again.` : undefined);
      },
    );

    app.post<{ Params: PaymentParams; Body: SandboxCardBody }>(
      '/payments/sandbox/:paymentId',
      {
        config: { htmlForm: true },
        schema: { ...htmlSchema, body: SandboxCardBody, response: { 422: HtmlPage, 404: ErrorReply } },
      },
      async (request, reply) => {
        const payment = await sandboxPayment(request.params.paymentId);
        const back = returnUrlFor(payment, app.config.publicUrl);
        if (payment.status === 'captured') return reply.redirect(back, 303);
        const outcome = sandboxCardOutcome(request.body.cardNumber);
        if (!outcome) {
          return reply
            .code(422)
            .type('text/html; charset=utf-8')
            .header('Referrer-Policy', FORM_PAGE_REFERRER_POLICY)
            .header('Content-Security-Policy', SANDBOX_PAGE_CSP)
            .send(cardPage(payment, 'That card number is not one of the test cards listed below.'));
        }
        if (outcome === 'success') {
          await settle(payment, { status: 'captured', summary: 'sandbox: test card paid' });
        } else if (outcome === 'declined') {
          await settle(payment, {
            status: 'failed',
            failureReason: 'Your card was declined.',
            summary: 'sandbox: test card declined',
          });
        } else if (outcome === 'authentication') {
          await settle(payment, { status: 'requires_action', summary: 'sandbox: test card needs authentication' });
          return reply.redirect(sandboxPagePath(payment.id), 303);
        } else {
          const timer = setTimeout(() => {
            timers.delete(timer);
            settle(payment, { status: 'captured', summary: 'sandbox: slow test card paid' }).catch((error) =>
              app.log.error({ err: error, paymentId: payment.id }, 'the sandbox could not settle a slow payment'),
            );
          }, options.slowSettleMs);
          timers.add(timer);
        }
        return reply.redirect(back, 303);
      },
    );

    // Cancel on the card page: back to the order unpaid, its hold kept for another try (the order page says so).
    app.post<{ Params: PaymentParams }>(
      '/payments/sandbox/:paymentId/cancel',
      { config: { htmlForm: true }, schema: htmlSchema },
      async (request, reply) => {
        const payment = await sandboxPayment(request.params.paymentId);
        if (payment.status !== 'captured') {
          await settle(payment, {
            status: 'failed',
            failureReason: 'You cancelled the payment.',
            summary: 'sandbox: payment cancelled on its page',
          });
        }
        return reply.redirect(returnUrlFor(payment, app.config.publicUrl), 303);
      },
    );

    app.post<{ Params: PaymentParams; Body: SandboxAuthenticateBody }>(
      '/payments/sandbox/:paymentId/authenticate',
      { config: { htmlForm: true }, schema: { ...htmlSchema, body: SandboxAuthenticateBody } },
      async (request, reply) => {
        const payment = await sandboxPayment(request.params.paymentId);
        if (payment.status !== 'requires_action') return reply.redirect(sandboxPagePath(payment.id), 303);
        await settle(
          payment,
          request.body.decision === 'approve'
            ? { status: 'captured', summary: 'sandbox: authenticated and paid' }
            : {
                status: 'failed',
                failureReason: 'The payment was not authenticated.',
                summary: 'sandbox: authentication cancelled',
              },
        );
        return reply.redirect(returnUrlFor(payment, app.config.publicUrl), 303);
      },
    );
  };
}
