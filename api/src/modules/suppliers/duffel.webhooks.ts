import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { ErrorReply } from '@travel/contracts';
import { keepRawJsonBody, rawBodyOf } from '../../gateways/rawBody';
import { ApiError } from '../../plugins/errors';
import { DUFFEL_SIGNATURE_HEADER, verifyDuffelSignature } from '../../suppliers/duffel/webhooks';

interface DuffelEvent {
  id?: unknown;
  type?: unknown;
  data?: { object?: { id?: unknown; order_id?: unknown } };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * POST /api/suppliers/duffel/webhooks: Duffel's signed events (at least once, in any order). The signature is
 * checked over the raw bytes before anything is read; a good event is recorded once by its id and answered 204,
 * a repeat too (so Duffel stops retrying); a bad signature is a 401.
 */
export function duffelWebhooks(secretOf: () => string | undefined): FastifyPluginAsync {
  return async (app) => {
    keepRawJsonBody(app);
    app.post(
      '/suppliers/duffel/webhooks',
      { schema: { tags: ['suppliers'], response: { 204: { type: 'null' }, 400: ErrorReply, 401: ErrorReply } } },
      async (request, reply) => {
        const secret = secretOf();
        const signature = String(request.headers[DUFFEL_SIGNATURE_HEADER] ?? '');
        if (!secret || !verifyDuffelSignature(rawBodyOf(request), signature, secret)) {
          throw new ApiError(401, 'The webhook signature is not valid');
        }
        const event = (request.body ?? {}) as DuffelEvent;
        const eventId = text(event.id);
        const type = text(event.type);
        if (!eventId || !type) throw new ApiError(400, 'The event has no id or type');
        const object = event.data?.object;
        const orderId = text(object?.order_id) ?? (type.startsWith('order.') ? text(object?.id) : undefined);
        await app.db.execute(
          sql`INSERT INTO supplier_events (supplier, event_id, type, supplier_order_id, payload)
              VALUES ('duffel', ${eventId}, ${type}, ${orderId ?? null}, ${JSON.stringify(event)}::jsonb)
              ON CONFLICT (supplier, event_id) DO NOTHING`,
        );
        return reply.code(204).send();
      },
    );
  };
}
