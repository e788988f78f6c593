import type { FastifyPluginAsync } from 'fastify';
import { razorpayEventId, verifyRazorpayWebhook, type RazorpayWebhookBody } from '../../gateways/razorpay';
import { keepRawJsonBody, rawBodyOf } from '../../gateways/rawBody';
import { verifyStripeWebhook } from '../../gateways/stripe';
import { ApiError } from '../../plugins/errors';
import { ErrorReply } from '@travel/contracts';
import { RazorpayWebhookBody as RazorpayBodySchema, StripeWebhookBody, WebhookReply } from '@travel/contracts/payments';
import type { GatewaysConfig } from '../../config';
import { razorpayOutcome, type RazorpayPaymentEntity } from './gateways/razorpay';
import { stripeOutcome, type StripeIntent } from './gateways/stripe';
import type { GatewaySignal } from './gateways/paymentGateway';

const RAZORPAY_EVENTS = new Set(['payment.captured', 'payment.failed']);
const STRIPE_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
  'payment_intent.canceled',
]);

const ignored = { success: true as const, duplicate: false, applied: false };

const schema = (body: unknown) => ({
  tags: ['payments'],
  body,
  response: { 200: WebhookReply, 400: ErrorReply, 404: ErrorReply },
});

/**
 * POST /payments/webhooks/razorpay and /payments/webhooks/stripe: the gateways say a payment was captured, failed
 * or needs authentication. Authenticated by signature over the raw body, not by session; an event is applied once.
 */
export function paymentWebhookRoutes(config: GatewaysConfig): FastifyPluginAsync {
  return async (app) => {
    keepRawJsonBody(app);

    app.post('/payments/webhooks/razorpay', { schema: schema(RazorpayBodySchema) }, async (request) => {
      const secret = config.razorpay?.webhookSecret;
      if (!secret) throw new ApiError(404, 'Razorpay webhooks are not configured');
      const signature = String(request.headers['x-razorpay-signature'] ?? '');
      if (!verifyRazorpayWebhook(secret, rawBodyOf(request), signature)) {
        throw new ApiError(400, 'Invalid webhook signature');
      }
      const body = request.body as RazorpayWebhookBody;
      const entity = body.payload?.payment?.entity as RazorpayPaymentEntity | undefined;
      if (!RAZORPAY_EVENTS.has(String(body.event)) || !entity?.order_id) return ignored;
      const signal: GatewaySignal = {
        gatewayEventId: `razorpay:${razorpayEventId(body, rawBodyOf(request))}`,
        gatewayOrderId: entity.order_id,
        outcome: razorpayOutcome(entity, `webhook ${body.event}`),
      };
      return { success: true as const, ...(await app.payments.applyGatewaySignal('razorpay', signal)) };
    });

    app.post('/payments/webhooks/stripe', { schema: schema(StripeWebhookBody) }, async (request) => {
      const secret = config.stripe?.webhookSecret;
      if (!secret) throw new ApiError(404, 'Stripe webhooks are not configured');
      if (!verifyStripeWebhook(secret, String(request.headers['stripe-signature'] ?? ''), rawBodyOf(request))) {
        throw new ApiError(400, 'Invalid webhook signature');
      }
      const body = request.body as { id: string; type: string; data?: { object?: StripeIntent } };
      const intent = body.data?.object;
      if (!STRIPE_EVENTS.has(body.type) || intent?.object !== 'payment_intent' || !intent.id) return ignored;
      const signal: GatewaySignal = {
        gatewayEventId: `stripe:${body.id}`,
        gatewayOrderId: intent.id,
        outcome: stripeOutcome(intent, `webhook ${body.type}`),
      };
      return { success: true as const, ...(await app.payments.applyGatewaySignal('stripe', signal)) };
    });
  };
}
