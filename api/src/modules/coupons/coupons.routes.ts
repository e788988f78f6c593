import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply } from '@travel/contracts';
import { CouponQuote, CouponQuoteRequest } from '@travel/contracts/flights';

/**
 * Per client address: enough to try a few codes and re-price on every fare change, too few to guess codes.
 */
export const COUPON_QUOTE_LIMIT = { max: 30, timeWindow: '10 minutes' };

/** Coupons: the rules of each code live in the database; quoting prices a code for an order and says why not. */
export const couponsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/coupons/quote',
    {
      config: { rateLimit: COUPON_QUOTE_LIMIT },
      schema: {
        tags: ['coupons'],
        body: CouponQuoteRequest,
        response: { 200: CouponQuote, 400: ErrorReply, 404: ErrorReply, 409: ErrorReply, 422: ErrorReply },
      },
    },
    async (request) => {
      const user = await app.accounts.sessionUser(request);
      return app.coupons.quote(request.body, { userId: user?.id ?? null, email: user?.email ?? null });
    },
  );
};
