import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import { acceptOneClickForms } from '../../mail/unsubscribeLinks';
import { PRICE_ALERT_MESSAGES } from './price-alerts.service';

const Done = Type.Object({ success: Type.Literal(true), message: Type.String() });

const PriceAlert = Type.Object({
  id: Type.String(),
  from: Type.String(),
  to: Type.String(),
  fromCity: Type.String(),
  toCity: Type.String(),
  date: Type.String(),
  priceAtCreationMinor: Type.Integer({ description: 'Paise (whole rupees), economy per adult' }),
  currentPriceMinor: Type.Union([Type.Integer(), Type.Null()]),
  notifiedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

const CreateBody = Type.Object({
  from: Type.String({ maxLength: 3 }),
  to: Type.String({ maxLength: 3 }),
  date: Type.String({ maxLength: 10 }),
  email: Type.Optional(Type.String({ maxLength: 320 })),
});
const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
const ConfirmBody = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });
// The token comes in the JSON body from the unsubscribe page, in the query string from a mail provider's
// one-click POST (whose form body is `List-Unsubscribe=One-Click`).
const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });
const TokenBody = Type.Optional(Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }));

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

  app.post<{ Body: Static<typeof CreateBody> }>(
    '/price-alerts',
    {
      config: createLimit,
      schema: {
        tags: ['price-alerts'],
        body: CreateBody,
        response: {
          201: Type.Object({ success: Type.Literal(true), message: Type.String(), alert: PriceAlert }),
          202: Done,
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

  app.post<{ Body: Static<typeof ConfirmBody> }>(
    '/price-alerts/confirm',
    {
      config: createLimit,
      schema: {
        tags: ['price-alerts'],
        body: ConfirmBody,
        response: {
          200: Type.Object({ success: Type.Literal(true), message: Type.String(), alert: PriceAlert }),
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
          200: Type.Object({ success: Type.Literal(true), alerts: Type.Array(PriceAlert) }),
          401: ErrorReply,
        },
      },
    },
    async (request) => ({ success: true as const, alerts: await service.list(request.user!.email) }),
  );

  app.delete<{ Params: Static<typeof IdParams> }>(
    '/price-alerts/:id',
    {
      preHandler: requireUser,
      schema: { tags: ['price-alerts'], params: IdParams, response: { 200: Done, 401: ErrorReply, 404: ErrorReply } },
    },
    async (request) => {
      await service.remove(request.params.id, request.user!.email);
      return { success: true as const, message: PRICE_ALERT_MESSAGES.removed };
    },
  );

  app.post<{ Querystring: Static<typeof TokenQuery>; Body: Static<typeof TokenBody> }>(
    '/price-alerts/unsubscribe',
    {
      config: { ...createLimit, oneClickUnsubscribe: true },
      schema: {
        tags: ['price-alerts'],
        querystring: TokenQuery,
        body: TokenBody,
        response: { 200: Done, 400: ErrorReply, 410: ErrorReply },
      },
    },
    async (request) => ({
      success: true as const,
      message: await service.unsubscribe(request.body?.token ?? request.query.token),
    }),
  );
};
