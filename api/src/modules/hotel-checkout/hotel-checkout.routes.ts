import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import { CreateOrderHeaders, OrderAccessQuery, OrderParams } from '@travel/contracts/flight-checkout';
import {
  HotelCheckoutConflictReply,
  HotelCreateOrderBody,
  HotelOrderEventsReply,
  HotelOrderReply,
  HotelPayReply,
  HotelRepriceBody,
  HotelRepriceReply,
} from '@travel/contracts/hotel-checkout';
import { HtmlPage, SandboxCardBody } from '@travel/contracts/payments';
import { BOOKING_DEVICE, ensureVisitor } from '../../plugins/visitorCookie';
import { sendOrderConflicts } from '../orders/checkout-order';
import { registerOrderEventsRoute } from '../orders/order-events.route';
import { sandboxCardOutcome } from '../payments/payments.service';
import { guaranteePage } from './guaranteePage';

const tags = ['hotel-checkout'];

/**
 * Hotel checkout: re-price the chosen rate, the order that holds the rooms, its payment (pay now) or card
 * guarantee (pay at the hotel). Signed in or not: a guest's order is read and paid with its access token.
 */
export const hotelCheckoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  sendOrderConflicts(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const userIdOf = async (request: Parameters<typeof app.accounts.sessionUser>[0]) =>
    (await app.accounts.sessionUser(request))?.id ?? null;

  app.post(
    '/hotel-checkout/reprice',
    {
      schema: {
        tags,
        body: HotelRepriceBody,
        response: { 200: HotelRepriceReply, 400: ErrorReply, 404: ErrorReply, 409: HotelCheckoutConflictReply },
      },
    },
    async (request) => app.hotelCheckout.reprice(request.body, await userIdOf(request)),
  );

  app.post(
    '/hotel-checkout/orders',
    {
      config: { rateLimit: { max: app.config.hotelCheckout.ordersPer10Minutes, timeWindow: '10 minutes' } },
      schema: {
        tags,
        headers: CreateOrderHeaders,
        body: HotelCreateOrderBody,
        response: {
          201: HotelOrderReply,
          200: HotelOrderReply,
          400: ErrorReply,
          404: ErrorReply,
          409: HotelCheckoutConflictReply,
          422: ErrorReply,
          429: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const user = await app.accounts.sessionUser(request);
      // The travel credit spent is the signed-in account's (its ledger is kept by the account's email).
      const result = await app.hotelCheckout.createOrder(
        request.body,
        key,
        user?.id ?? null,
        undefined,
        user?.email ?? null,
        { address: request.ip, device: ensureVisitor(request, reply, app.config.publicUrl, BOOKING_DEVICE) },
      );
      return reply.status(result.replayed ? 200 : 201).send({ success: true as const, ...result.reply });
    },
  );

  app.get(
    '/hotel-checkout/orders/:reference',
    {
      schema: {
        tags,
        params: OrderParams,
        querystring: OrderAccessQuery,
        response: { 200: HotelOrderReply, 404: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      order: await app.hotelCheckout.getOrder(request.params.reference, await userIdOf(request), request.query.token),
    }),
  );

  registerOrderEventsRoute(app, {
    orders: 'hotel-orders',
    tags,
    reply: HotelOrderEventsReply,
    events: (reference) => app.hotelCheckout.orderEvents(reference),
  });

  app.post(
    '/hotel-checkout/orders/:reference/pay',
    {
      schema: {
        tags,
        params: OrderParams,
        querystring: OrderAccessQuery,
        response: {
          200: HotelPayReply,
          404: ErrorReply,
          409: HotelCheckoutConflictReply,
          502: ErrorReply,
          503: ErrorReply,
        },
      },
    },
    async (request) => app.hotelCheckout.pay(request.params.reference, await userIdOf(request), request.query.token),
  );

  const guaranteePath = (reference: string, token: string | undefined) =>
    `/api/hotel-checkout/orders/${reference}/guarantee?token=${encodeURIComponent(token ?? '')}`;
  // As the sandbox's payment page: the API's default no-referrer would make the browser post the card form with
  // `Origin: null`, which the same-origin check refuses.
  const FORM_PAGE_REFERRER_POLICY = 'same-origin';
  const confirmationPath = (reference: string) => `/hotel-checkout/confirmation?reference=${reference}`;

  app.get(
    '/hotel-checkout/orders/:reference/guarantee',
    {
      schema: {
        tags,
        params: OrderParams,
        querystring: OrderAccessQuery,
        response: { 200: HtmlPage, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const order = await app.hotelCheckout.guarantee(request.params.reference, request.query.token);
      if (order.status === 'guaranteed') return reply.redirect(confirmationPath(order.reference), 303);
      return reply
        .type('text/html; charset=utf-8')
        .header('Referrer-Policy', FORM_PAGE_REFERRER_POLICY)
        .send(guaranteePage(order, guaranteePath(order.reference, request.query.token)));
    },
  );

  app.post(
    '/hotel-checkout/orders/:reference/guarantee',
    {
      config: { htmlForm: true },
      schema: {
        tags,
        params: OrderParams,
        querystring: OrderAccessQuery,
        body: SandboxCardBody,
        response: { 422: HtmlPage, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const order = await app.hotelCheckout.guarantee(request.params.reference, request.query.token);
      const action = guaranteePath(order.reference, request.query.token);
      const back = confirmationPath(order.reference);
      if (order.status === 'guaranteed') return reply.redirect(back, 303);
      const outcome = sandboxCardOutcome(request.body.cardNumber);
      const refuse = (message: string) =>
        reply
          .code(422)
          .type('text/html; charset=utf-8')
          .header('Referrer-Policy', FORM_PAGE_REFERRER_POLICY)
          .send(guaranteePage(order, action, message));
      if (outcome === 'declined') return refuse('Your card was declined.');
      if (outcome !== 'success') return refuse('That card number is not one of the test cards listed below.');
      const confirmed = await app.hotelCheckout.confirmGuarantee(
        order,
        request.body.cardNumber.replace(/\D/g, '').slice(-4),
      );
      if (!confirmed)
        return refuse('The hold on these rooms has ended and they have been released. Please start again.');
      return reply.redirect(back, 303);
    },
  );
};
