import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import {
  CheckoutConflictReply,
  CreateOrderBody,
  CreateOrderHeaders,
  OrderAccessQuery,
  OrderEventsReply,
  OrderParams,
  OrderReply,
  PayReply,
  RepriceBody,
  RepriceReply,
  SeatMapParams,
  SeatMapReply,
} from '@travel/contracts/flight-checkout';
import { BOOKING_DEVICE, ensureVisitor } from '../../plugins/visitorCookie';
import { sendOrderConflicts } from '../orders/checkout-order';
import { registerOrderEventsRoute } from '../orders/order-events.route';

const tags = ['flight-checkout'];

/**
 * Flight checkout: re-price the chosen fare, the seat map, the order that holds the seats, and its payment.
 * Signed in or not: a guest's order is read and paid with the access token its creation answered.
 */
export const flightCheckoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A 409 carries why (price changed with both prices, sold out with similar flights, seat taken).
  sendOrderConflicts(app);

  const userIdOf = async (request: Parameters<typeof app.accounts.sessionUser>[0]) =>
    (await app.accounts.sessionUser(request))?.id ?? null;

  app.post(
    '/flight-checkout/reprice',
    {
      schema: {
        tags,
        body: RepriceBody,
        // 503: the offer's supplier gave no clear answer (nothing booked; try again).
        response: { 200: RepriceReply, 400: ErrorReply, 404: ErrorReply, 409: CheckoutConflictReply, 503: ErrorReply },
      },
    },
    async (request) => app.flightCheckout.reprice(request.body),
  );

  app.get(
    '/flight-checkout/flights/:flightId/seats',
    { schema: { tags, params: SeatMapParams, response: { 200: SeatMapReply, 404: ErrorReply } } },
    async (request) => app.flightCheckout.seatMap(request.params.flightId),
  );

  app.post(
    '/flight-checkout/orders',
    {
      config: { rateLimit: { max: app.config.flightCheckout.ordersPer10Minutes, timeWindow: '10 minutes' } },
      schema: {
        tags,
        headers: CreateOrderHeaders,
        body: CreateOrderBody,
        response: {
          201: OrderReply,
          200: OrderReply,
          400: ErrorReply,
          404: ErrorReply,
          409: CheckoutConflictReply,
          422: ErrorReply,
          429: ErrorReply,
          503: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const user = await app.accounts.sessionUser(request);
      // The travel credit spent is the signed-in account's (its ledger is kept by the account's email).
      const result = await app.flightCheckout.createOrder(request.body, key, user?.id ?? null, user?.email ?? null, {
        address: request.ip,
        device: ensureVisitor(request, reply, app.config.publicUrl, BOOKING_DEVICE),
      });
      return reply.status(result.replayed ? 200 : 201).send({ success: true as const, ...result.reply });
    },
  );

  app.get(
    '/flight-checkout/orders/:reference',
    {
      schema: {
        tags,
        params: OrderParams,
        querystring: OrderAccessQuery,
        response: { 200: OrderReply, 404: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      order: await app.flightCheckout.getOrder(request.params.reference, await userIdOf(request), request.query.token),
    }),
  );

  app.post(
    '/flight-checkout/orders/:reference/pay',
    {
      schema: {
        tags,
        params: OrderParams,
        querystring: OrderAccessQuery,
        response: { 200: PayReply, 404: ErrorReply, 409: CheckoutConflictReply, 502: ErrorReply, 503: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      payment: await app.flightCheckout.pay(request.params.reference, await userIdOf(request), request.query.token),
    }),
  );

  registerOrderEventsRoute(app, {
    orders: 'flight-orders',
    tags,
    reply: OrderEventsReply,
    events: (reference) => app.flightCheckout.orderEvents(reference),
  });
};
