import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import {
  CreatePriceAlertBody,
  PriceAlertDone,
  PriceAlertIdParams,
  PriceAlertReply,
  PriceAlertsReply,
  PriceAlertToken,
} from '@travel/contracts/flights';
import { acceptOneClickForms } from '../../mail/unsubscribeLinks';
import { PRICE_ALERT_MESSAGES } from './price-alerts.service';

// Each one may send an email to an address the caller typed: bounded per client IP.
const createLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * Price alerts: watch a route-day's cheapest fare and get one email when it drops. Logged in, the alert is
 * the account's (its verified email) and active at once; logged out, it is for the email given and starts only
 * once the link in its first email is opened (POST /price-alerts/confirm from the page that link opens).
 * Removal is by session or by the signed link in every alert email.
 */
export const priceAlertsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.priceAlerts;
  const { requireUser } = app.accounts;
  acceptOneClickForms(app);

  app.post(
    '/price-alerts',
    {
      config: createLimit,
      schema: {
        tags: ['price-alerts'],
        body: CreatePriceAlertBody,
        response: {
          201: PriceAlertReply,
          202: PriceAlertDone,
          400: ErrorReply,
          409: ErrorReply,
          429: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const user = await app.accounts.sessionUser(request);
      if (user) {
        const alert = await service.createForAccount({ ...request.body, email: user.email });
        return reply.code(201).send({ success: true, message: PRICE_ALERT_MESSAGES.created, alert });
      }
      const message = await service.requestForAddress({ ...request.body, email: request.body.email ?? '' });
      return reply.code(202).send({ success: true, message });
    },
  );

  app.post(
    '/price-alerts/confirm',
    {
      config: createLimit,
      schema: {
        tags: ['price-alerts'],
        body: PriceAlertToken,
        response: {
          200: PriceAlertReply,
          400: ErrorReply,
          410: ErrorReply,
        },
      },
    },
    async (request) => ({ success: true as const, ...(await service.confirm(request.body.token)) }),
  );

  app.get(
    '/price-alerts',
    {
      preHandler: requireUser,
      schema: {
        tags: ['price-alerts'],
        response: {
          200: PriceAlertsReply,
          401: ErrorReply,
        },
      },
    },
    async (request) => ({ success: true as const, alerts: await service.list(request.user!.email) }),
  );

  app.delete(
    '/price-alerts/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['price-alerts'],
        params: PriceAlertIdParams,
        response: { 200: PriceAlertDone, 401: ErrorReply, 404: ErrorReply },
      },
    },
    async (request) => {
      await service.remove(request.params.id, request.user!.email);
      return { success: true as const, message: PRICE_ALERT_MESSAGES.removed };
    },
  );

  app.post(
    '/price-alerts/unsubscribe',
    {
      config: { ...createLimit, oneClickUnsubscribe: true },
      schema: {
        tags: ['price-alerts'],
        querystring: PriceAlertToken,
        body: Type.Optional(PriceAlertToken),
        response: { 200: PriceAlertDone, 400: ErrorReply, 410: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      message: await service.unsubscribe(request.body?.token ?? request.query.token),
    }),
  );
};
