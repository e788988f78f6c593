import type { CouponQuote, CouponQuoteRequest } from '@travel/contracts/flights';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import { COUPON_MESSAGES, quoteCoupon } from './coupons.pricing';
import * as repo from './coupons.repository';
import type { ClaimResult, CouponUser } from './coupons.repository';

// What other modules use of this module's parts, through its public face.
export type { CouponUser } from './coupons.repository';

/**
 * Prices a code for an order without claiming it (an order claims its use when it is created).
 * `user` is who would use it, whose per-account limit is checked; nobody known for an anonymous quote.
 */
export async function quoteCouponFor(
  db: Db,
  request: CouponQuoteRequest,
  user: CouponUser,
  now = new Date(),
): Promise<CouponQuote> {
  const code = request.code.trim();
  const rules = await repo.findByCode(db, code);
  const usage = rules ? await repo.usage(db, rules.id, user) : { total: 0, byAccount: null };
  const quote = quoteCoupon(rules, usage, request, now);
  if (!quote.ok) throw new ApiError(quote.statusCode, quote.message);
  return {
    success: true,
    code: rules!.code,
    discountMinor: quote.discountMinor,
    currency: rules!.currency,
    description: rules!.description,
  };
}

/** Why an order could not claim its code, as the traveller is told (409). */
export const claimRefusal = (result: Exclude<ClaimResult, 'claimed'> | 'unknown') =>
  new ApiError(
    409,
    result === 'account-limit'
      ? COUPON_MESSAGES.accountLimit
      : result === 'used-up'
        ? COUPON_MESSAGES.usedUp
        : COUPON_MESSAGES.unknown,
  );

/** The coupons module's service, as `app.coupons`. */
export function couponsService({ db }: { db: Db }) {
  return {
    quote: (request: CouponQuoteRequest, user: CouponUser) => quoteCouponFor(db, request, user),

    /**
     * In the order's transaction `tx`: the order takes one use of its code, within the code's limits, or
     * answers what stands in its way. Claiming again for the same order changes nothing.
     */
    async claim(
      tx: Db,
      claim: {
        code: string;
        user: CouponUser;
        orderId: string;
        orderReference: string;
        discountMinor: number;
        currency: string;
      },
    ): Promise<ClaimResult | 'unknown'> {
      const rules = await repo.findByCode(tx, claim.code);
      if (!rules) return 'unknown';
      return repo.claim(tx, { ...claim, couponId: rules.id });
    },

    /** In the paying transaction: the order's claim becomes a paid use. Answers whether it had one. */
    markRedeemed: (tx: Db, orderId: string) => repo.markRedeemed(tx, orderId),

    /** In the transaction that ends the order (hold over unpaid, cancelled): its use goes back to the code. */
    release: (tx: Db, orderId: string) => repo.release(tx, orderId),
  };
}

export type CouponsService = ReturnType<typeof couponsService>;
