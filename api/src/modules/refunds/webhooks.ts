import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import { mapRazorpayStatus, mapStripeStatus, type GatewayName, type RefundStatus } from './gateways/gateway';
import type { RefundsConfig } from './refunds.config';
import { recordWebhookEvent, updateStatusByGatewayRefundId } from './refunds.repository';

const hmacHex = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest('hex');

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** Razorpay: X-Razorpay-Signature is the hex HMAC-SHA256 of the raw body with the webhook secret. */
export function razorpaySignature(secret: string, rawBody: string | Buffer): string {
  return hmacHex(secret, rawBody);
}

/** Stripe: Stripe-Signature 't=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">'. */
export function stripeSignatureHeader(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)) {
  return `t=${timestamp},v1=${hmacHex(secret, `${timestamp}.${rawBody}`)}`;
}

const STRIPE_TOLERANCE_S = 300;

function verifyStripe(secret: string, header: string, rawBody: Buffer): boolean {
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const [k, ...v] = part.split('=');
      return [k.trim(), v.join('=')];
    }),
  );
  const timestamp = Number(parts.t);
  if (!parts.v1 || !Number.isFinite(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > STRIPE_TOLERANCE_S) return false;
  const signed = Buffer.concat([Buffer.from(`${parts.t}.`), rawBody]);
  return sameHex(hmacHex(secret, signed), parts.v1);
}

interface RefundEvent {
  eventId: string;
  gatewayRefundId?: string;
  status?: RefundStatus;
}

function razorpayEvent(request: FastifyRequest): RefundEvent {
  const body = request.body as {
    event?: string;
    payload?: { refund?: { entity?: { id?: string; status?: string } } };
  };
  const eventId = String(request.headers['x-razorpay-event-id'] ?? '');
  if (!eventId) throw new ApiError(400, 'x-razorpay-event-id is required');
  const refund = body.event?.startsWith('refund.') ? body.payload?.refund?.entity : undefined;
  return {
    eventId,
    gatewayRefundId: refund?.id,
    status: refund?.status ? mapRazorpayStatus(refund.status) : undefined,
  };
}

function stripeEvent(request: FastifyRequest): RefundEvent {
  const body = request.body as {
    id?: string;
    type?: string;
    data?: { object?: { object?: string; id?: string; status?: string } };
  };
  if (!body.id) throw new ApiError(400, 'id is required');
  const object = body.data?.object;
  const refund = object?.object === 'refund' ? object : undefined;
  return {
    eventId: body.id,
    gatewayRefundId: refund?.id,
    status: refund?.status ? mapStripeStatus(refund.status) : undefined,
  };
}

/** Applies one event once: recording its id and the status change commit together. */
async function applyEvent(db: Db, gateway: GatewayName, event: RefundEvent) {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (!(await recordWebhookEvent(txDb, gateway, event.eventId))) return { duplicate: true, updated: false };
    const updated =
      event.gatewayRefundId && event.status
        ? await updateStatusByGatewayRefundId(txDb, gateway, event.gatewayRefundId, event.status)
        : false;
    return { duplicate: false, updated };
  });
}

/**
 * POST /refunds/webhooks/razorpay and /refunds/webhooks/stripe: the gateways tell us a refund's new status.
 * Authenticated by signature over the raw body (not by session); each event id is applied once.
 */
export function webhookRoutes(config: RefundsConfig): FastifyPluginAsync {
  return async (app) => {
    // The signature covers the exact bytes received, so keep them beside the parsed JSON.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      (request as FastifyRequest & { rawBody?: Buffer }).rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(new ApiError(400, 'The body is not valid JSON'), undefined);
      }
    });
    const rawBodyOf = (request: FastifyRequest) =>
      (request as FastifyRequest & { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0);

    app.post('/refunds/webhooks/razorpay', async (request) => {
      const secret = config.razorpay?.webhookSecret;
      if (!secret) throw new ApiError(404, 'Razorpay webhooks are not configured');
      const signature = String(request.headers['x-razorpay-signature'] ?? '');
      if (!sameHex(razorpaySignature(secret, rawBodyOf(request)), signature)) {
        throw new ApiError(401, 'Invalid webhook signature');
      }
      return { success: true, ...(await applyEvent(app.db, 'razorpay', razorpayEvent(request))) };
    });

    app.post('/refunds/webhooks/stripe', async (request) => {
      const secret = config.stripe?.webhookSecret;
      if (!secret) throw new ApiError(404, 'Stripe webhooks are not configured');
      if (!verifyStripe(secret, String(request.headers['stripe-signature'] ?? ''), rawBodyOf(request))) {
        throw new ApiError(401, 'Invalid webhook signature');
      }
      return { success: true, ...(await applyEvent(app.db, 'stripe', stripeEvent(request))) };
    });
  };
}
