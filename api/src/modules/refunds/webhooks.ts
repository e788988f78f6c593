import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import { mapRazorpayStatus, mapStripeStatus, type GatewayName, type RefundStatus } from './gateways/gateway';
import { ErrorReply } from '@travel/contracts';
import { WebhookReply } from '@travel/contracts/refunds';
import type { RefundsConfig } from '../../config';
import { recordGatewayRefund, recordWebhookEvent, updateStatusByGatewayRefundId } from './refunds.repository';

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

/**
 * Stripe-Signature carries one timestamp and one v1 signature per active secret (two while a secret is being
 * rolled): the event is genuine when any v1 matches.
 */
function verifyStripe(secret: string, header: string, rawBody: Buffer): boolean {
  const pairs = header.split(',').map((part) => {
    const [key, ...value] = part.split('=');
    return [key.trim(), value.join('=').trim()] as const;
  });
  const timestamps = pairs.filter(([key]) => key === 't').map(([, value]) => value);
  const signatures = pairs.filter(([key]) => key === 'v1').map(([, value]) => value);
  if (timestamps.length !== 1 || signatures.length === 0) return false;
  const timestamp = Number(timestamps[0]);
  if (!/^\d+$/.test(timestamps[0]) || Math.abs(Date.now() / 1000 - timestamp) > STRIPE_TOLERANCE_S) return false;
  const expected = hmacHex(secret, Buffer.concat([Buffer.from(`${timestamps[0]}.`), rawBody]));
  return signatures.some((signature) => sameHex(expected, signature));
}

interface RefundEvent {
  eventId: string;
  gatewayRefundId?: string;
  status?: RefundStatus;
  /** Our refund id, sent as the receipt / metadata: finds a refund whose creation got no clear answer. */
  reference?: string;
}

/**
 * Razorpay's x-razorpay-event-id header is not signed, so a captured body would replay under a new one. The
 * event is known by what the signature covers: its type, the entity it is about and when it was created.
 */
function razorpayEvent(request: FastifyRequest, rawBody: Buffer): RefundEvent {
  const body = request.body as {
    event?: string;
    created_at?: number;
    payload?: Record<
      string,
      { entity?: { id?: string; status?: string; receipt?: string | null; notes?: { reference?: string } } } | undefined
    >;
  };
  if (typeof body?.event !== 'string' || !body.event) throw new ApiError(400, 'event is required');
  const entityName = body.event.split('.')[0];
  const entity = body.payload?.[entityName]?.entity;
  const eventId =
    entity?.id && body.created_at !== undefined
      ? `${body.event}:${entity.id}:${body.created_at}`
      : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  const refund = entityName === 'refund' ? entity : undefined;
  return {
    eventId,
    gatewayRefundId: refund?.id,
    status: refund?.status ? mapRazorpayStatus(refund.status) : undefined,
    reference: refund?.receipt || refund?.notes?.reference || undefined,
  };
}

function stripeEvent(request: FastifyRequest): RefundEvent {
  const body = request.body as {
    id?: string;
    type?: string;
    data?: { object?: { object?: string; id?: string; status?: string; metadata?: { reference?: string } } };
  };
  if (!body.id) throw new ApiError(400, 'id is required');
  const object = body.data?.object;
  const refund = object?.object === 'refund' ? object : undefined;
  return {
    eventId: body.id,
    gatewayRefundId: refund?.id,
    status: refund?.status ? mapStripeStatus(refund.status) : undefined,
    reference: refund?.metadata?.reference || undefined,
  };
}

/** Applies one event once: recording its id and the status change commit together. */
async function applyEvent(db: Db, gateway: GatewayName, event: RefundEvent) {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (!(await recordWebhookEvent(txDb, gateway, event.eventId))) return { duplicate: true, updated: false };
    const { gatewayRefundId, status, reference } = event;
    if (!gatewayRefundId || !status) return { duplicate: false, updated: false };
    const updated =
      (await updateStatusByGatewayRefundId(txDb, gateway, gatewayRefundId, status)) ||
      (reference !== undefined && (await recordGatewayRefund(txDb, gateway, reference, gatewayRefundId, status)));
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

    const schema = {
      tags: ['refunds'],
      response: { 200: WebhookReply, 400: ErrorReply, 401: ErrorReply, 404: ErrorReply },
    };

    app.post('/refunds/webhooks/razorpay', { schema }, async (request) => {
      const secret = config.razorpay?.webhookSecret;
      if (!secret) throw new ApiError(404, 'Razorpay webhooks are not configured');
      const signature = String(request.headers['x-razorpay-signature'] ?? '');
      if (!sameHex(razorpaySignature(secret, rawBodyOf(request)), signature)) {
        throw new ApiError(401, 'Invalid webhook signature');
      }
      return {
        success: true as const,
        ...(await applyEvent(app.db, 'razorpay', razorpayEvent(request, rawBodyOf(request)))),
      };
    });

    app.post('/refunds/webhooks/stripe', { schema }, async (request) => {
      const secret = config.stripe?.webhookSecret;
      if (!secret) throw new ApiError(404, 'Stripe webhooks are not configured');
      if (!verifyStripe(secret, String(request.headers['stripe-signature'] ?? ''), rawBodyOf(request))) {
        throw new ApiError(401, 'Invalid webhook signature');
      }
      return { success: true as const, ...(await applyEvent(app.db, 'stripe', stripeEvent(request))) };
    });
  };
}
