import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { ErrorReply } from '@travel/contracts';
import { OrderParams } from '@travel/contracts/flight-checkout';

/**
 * An order's audit trail for the back office, at `/api/admin/<orders>/:reference/events` with the admin center's
 * other reads (registered under the `/api` prefix). It is the checkout module's table, so the checkout module
 * registers it with its own reply schema and reader. Staff with `bookings.view` read it.
 */
export function registerOrderEventsRoute(
  app: FastifyInstance,
  route: {
    orders: 'flight-orders' | 'hotel-orders';
    tags: string[];
    reply: TSchema;
    events(reference: string): Promise<object>;
  },
): void {
  app.get<{ Params: { reference: string } }>(
    `/admin/${route.orders}/:reference/events`,
    {
      onRequest: app.accounts.requirePermission('bookings.view'),
      schema: {
        tags: [...route.tags, 'admin'],
        params: OrderParams,
        response: { 200: route.reply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply },
      },
    },
    async (request) => ({ success: true as const, ...(await route.events(request.params.reference)) }),
  );
}
