import type { FastifyPluginAsync } from 'fastify';
import { razorpayEventId, verifyRazorpayWebhook, type RazorpayWebhookBody } from '../../gateways/razorpay/signatures';
import { keepRawJsonBody, rawBodyOf } from '../../gateways/rawBody';
import { verifyStripeWebhook } from '../../gateways/stripe/signatures';
import { ApiError } from '../../plugins/errors';
import { ErrorReply } from '@travel/contracts';
import { RazorpayWebhookBody as RazorpayBodySchema, StripeWebhookBody, WebhookReply } from '@travel/contracts/payments';
import type { GatewaysConfig } from '../../config';
import {
  razorpayGuaranteeOutcome,
  razorpayOutcome,
  type RazorpayPaymentEntity,
} from '../../gateways/razorpay/payments';
import {
  stripeOutcome,
  stripeSetupOutcome,
  type StripeIntent,
  type StripeSetupIntent,
} from '../../gateways/stripe/payments';
import type { GatewaySignal } from '../../gateways/paymentGateway';
import { isGuarantee } from './payments.repository';

// payment.authorized settles a card guarantee (its ₹1 is authorised, never captured); for a payment it says
// nothing final and is only recorded.
const RAZORPAY_EVENTS = new Set(['payment.captured', 'payment.failed', 'payment.authorized']);
const STRIPE_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
  'payment_intent.canceled',
]);
const STRIPE_SETUP_EVENTS = new Set([
  'setup_intent.succeeded',
  'setup_intent.setup_failed',
  'setup_intent.requires_action',
  'setup_intent.canceled',
]);

const ignored = { success: true as const, duplicate: false, applied: false };

const schema = (body: unknown) => ({
  tags: ['payments'],
  body,
  response: { 200: WebhookReply, 400: ErrorReply, 404: ErrorReply },
});

/**
 * POST /payments/webhooks/razorpay and /payments/webhooks/stripe: the gateways say a payment was captured, failed
 * or needs authentication, or that a card guarantee (SetupIntent, authorisation transaction) was accepted or
 * not. Authenticated by signature over the raw body, not by session; an event is applied once.
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
      const via = `webhook ${body.event}`;
      const signal: GatewaySignal = {
        gatewayEventId: `razorpay:${razorpayEventId(body, rawBodyOf(request))}`,
        gatewayOrderId: entity.order_id,
        outcome: (payment) =>
          isGuarantee(payment) ? razorpayGuaranteeOutcome(entity, via) : razorpayOutcome(entity, via),
      };
      return { success: true as const, ...(await app.payments.applyGatewaySignal('razorpay', signal)) };
    });

    app.post('/payments/webhooks/stripe', { schema: schema(StripeWebhookBody) }, async (request) => {
      const secret = config.stripe?.webhookSecret;
      if (!secret) throw new ApiError(404, 'Stripe webhooks are not configured');
      if (!verifyStripeWebhook(secret, String(request.headers['stripe-signature'] ?? ''), rawBodyOf(request))) {
        throw new ApiError(400, 'Invalid webhook signature');
      }
      const body = request.body as { id: string; type: string; data?: { object?: StripeIntent & StripeSetupIntent } };
      const intent = body.data?.object;
      if (STRIPE_SETUP_EVENTS.has(body.type) && intent?.object === 'setup_intent' && intent.id) {
        const setup: GatewaySignal = {
          gatewayEventId: `stripe:${body.id}`,
          gatewayOrderId: intent.id,
          outcome: stripeSetupOutcome(intent, `webhook ${body.type}`),
        };
        return { success: true as const, ...(await app.payments.applyGatewaySignal('stripe', setup)) };
      }
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
