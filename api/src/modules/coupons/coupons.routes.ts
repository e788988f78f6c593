import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';

const QuoteBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32 }),
  product: Type.Union([Type.Literal('flight'), Type.Literal('hotel')]),
  fareType: Type.Optional(Type.Union([Type.Literal('Saver'), Type.Literal('Standard'), Type.Literal('Flexi')])),
  amountMinor: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
});

const QuoteReply = Type.Object({
  success: Type.Literal(true),
  code: Type.String(),
  discountMinor: Type.Integer(),
  currency: Type.String(),
  description: Type.String(),
});

/**
 * Per client address: enough to try a few codes and re-price on every fare change, too few to guess codes.
 */
export const COUPON_QUOTE_LIMIT = { max: 30, timeWindow: '10 minutes' };

/** Coupons: the rules of each code live in the database; quoting prices a code for an order and says why not. */
export const couponsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post<{ Body: Static<typeof QuoteBody> }>(
    '/coupons/quote',
    {
      config: { rateLimit: COUPON_QUOTE_LIMIT },
      schema: {
        tags: ['coupons'],
        body: QuoteBody,
        response: { 200: QuoteReply, 400: ErrorReply, 404: ErrorReply, 409: ErrorReply, 422: ErrorReply },
      },
    },
    async (request) => {
      const user = await app.accounts.sessionUser(request);
      return app.coupons.quote(request.body, user?.id ?? null);
    },
  );
};
