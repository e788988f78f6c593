import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { mapRazorpayStatus } from '../../gateways/razorpay/refunds';
import { razorpayEventId, verifyRazorpayWebhook, type RazorpayWebhookBody } from '../../gateways/razorpay/signatures';
import { keepRawJsonBody, rawBodyOf } from '../../gateways/rawBody';
import { mapStripeStatus } from '../../gateways/stripe/refunds';
import { verifyStripeWebhook } from '../../gateways/stripe/signatures';
import { ApiError } from '../../plugins/errors';
import type { GatewayName, RefundStatus } from '../../gateways/refunds';
import { ErrorReply } from '@travel/contracts';
import { SandboxRefundWebhookBody, WebhookReply } from '@travel/contracts/refunds';
import type { GatewaysConfig } from '../../config';
import {
  findRefundByGatewayId,
  recordGatewayRefund,
  recordWebhookEvent,
  updateStatusByGatewayRefundId,
} from './refunds.repository';
import type { RefundsService } from './refunds.service';

interface RefundEvent {
  eventId: string;
  gatewayRefundId?: string;
  status?: RefundStatus;
  /** Our refund id, sent as the receipt / metadata: finds a refund whose creation got no clear answer. */
  reference?: string;
}

/** A Razorpay event, known by what its signature covers (see razorpayEventId). */
function razorpayEvent(request: FastifyRequest, rawBody: Buffer): RefundEvent {
  const body = request.body as RazorpayWebhookBody;
  if (typeof body?.event !== 'string' || !body.event) throw new ApiError(400, 'event is required');
  const entityName = body.event.split('.')[0];
  const refund =
    entityName === 'refund'
      ? (body.payload?.refund?.entity as
          { id?: string; status?: string; receipt?: string | null; notes?: { reference?: string } } | undefined)
      : undefined;
  return {
    eventId: razorpayEventId(body, rawBody),
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

/** Applies one event once (its id and the status change commit together), then tells the refund's listeners. */
async function applyEvent(db: Db, refunds: RefundsService, gateway: GatewayName, event: RefundEvent) {
  const result = await applyOnce(db, gateway, event);
  if (result.updated && event.gatewayRefundId) {
    const refund = await findRefundByGatewayId(db, gateway, event.gatewayRefundId);
    if (refund) await refunds.changed(refund.id);
  }
  return result;
}

async function applyOnce(db: Db, gateway: GatewayName, event: RefundEvent) {
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
export function webhookRoutes(config: GatewaysConfig): FastifyPluginAsync {
  return async (app) => {
    keepRawJsonBody(app);

    const schema = {
      tags: ['refunds'],
      response: { 200: WebhookReply, 400: ErrorReply, 401: ErrorReply, 404: ErrorReply },
    };

    app.post('/refunds/webhooks/razorpay', { schema }, async (request) => {
      const secret = config.razorpay?.webhookSecret;
      if (!secret) throw new ApiError(404, 'Razorpay webhooks are not configured');
      const signature = String(request.headers['x-razorpay-signature'] ?? '');
      if (!verifyRazorpayWebhook(secret, rawBodyOf(request), signature)) {
        throw new ApiError(401, 'Invalid webhook signature');
      }
      return {
        success: true as const,
        ...(await applyEvent(app.db, app.refunds, 'razorpay', razorpayEvent(request, rawBodyOf(request)))),
      };
    });

    app.post('/refunds/webhooks/stripe', { schema }, async (request) => {
      const secret = config.stripe?.webhookSecret;
      if (!secret) throw new ApiError(404, 'Stripe webhooks are not configured');
      if (!verifyStripeWebhook(secret, String(request.headers['stripe-signature'] ?? ''), rawBodyOf(request))) {
        throw new ApiError(401, 'Invalid webhook signature');
      }
      return { success: true as const, ...(await applyEvent(app.db, app.refunds, 'stripe', stripeEvent(request))) };
    });

    // The sandbox gateway's own "webhook", as the sandbox payment page has one: it tells a simulated refund's
    // outcome the way Razorpay and Stripe do. It only reaches refunds made through the sandbox (no money moves),
    // and answers only while payments go through the sandbox: a live site takes no unsigned word on refunds.
    app.post(
      '/refunds/webhooks/sandbox',
      { schema: { ...schema, body: SandboxRefundWebhookBody } },
      async (request) => {
        if (app.config.payments.gateway !== 'sandbox') throw new ApiError(404, 'The sandbox is not in use');
        const body = request.body as SandboxRefundWebhookBody;
        return {
          success: true as const,
          ...(await applyEvent(app.db, app.refunds, 'sandbox', {
            eventId: body.eventId,
            gatewayRefundId: body.gatewayRefundId,
            status: body.status,
          })),
        };
      },
    );
  };
}
