import type { CouponQuote, CouponQuoteRequest } from '@travel/contracts/flights';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import { quoteCoupon } from './coupons.pricing';
import { couponsRepository, type RedemptionResult } from './coupons.repository';

/**
 * Prices a code for an order without redeeming it (redemption happens when the order is paid).
 * `userId` is the logged-in account, whose per-account limit is checked; null for a guest.
 */
export async function quoteCouponFor(
  db: Db,
  request: CouponQuoteRequest,
  userId: string | null,
  now = new Date(),
): Promise<CouponQuote> {
  const repo = couponsRepository(db);
  const code = request.code.trim();
  const rules = await repo.findByCode(code);
  const usage = rules ? await repo.usage(rules.id, userId) : { total: 0, byAccount: null };
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

/** The coupons module's service, as `app.coupons`. */
export function couponsService(db: Db) {
  return {
    quote: (request: CouponQuoteRequest, userId: string | null) => quoteCouponFor(db, request, userId),
    /** Records a paid order's use of a code (once per order), within the code's limits. */
    async redeem(redemption: {
      code: string;
      userId: string | null;
      orderReference: string;
      discountMinor: number;
      currency: string;
    }): Promise<RedemptionResult | 'unknown'> {
      const repo = couponsRepository(db);
      const rules = await repo.findByCode(redemption.code);
      if (!rules) return 'unknown';
      return repo.redeem({ ...redemption, couponId: rules.id });
    },
  };
}

export type CouponsService = ReturnType<typeof couponsService>;
