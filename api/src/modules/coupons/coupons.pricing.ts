import type { FareType } from '@travel/contracts/rules';
import type { CouponProduct } from '@travel/contracts/flights';

/** A coupon's rules as the coupons table holds them. Amounts are minor units of `currency`. */
export interface CouponRules {
  id: string;
  code: string;
  description: string;
  kind: 'percentage' | 'flat';
  percentOff: number | null;
  /** The most a percentage code takes off; null: no cap. */
  maxDiscountMinor: number | null;
  amountOffMinor: number | null;
  currency: string;
  minOrderMinor: number;
  validFrom: Date;
  validUntil: Date | null;
  perAccountLimit: number | null;
  totalLimit: number | null;
  product: CouponProduct;
  /** null: every fare type. */
  fareTypes: FareType[] | null;
  active: boolean;
}

/** How often a code was redeemed: by everyone, and by the account asking (null when nobody is logged in). */
export interface CouponUsage {
  total: number;
  byAccount: number | null;
}

export interface CouponOrder {
  product: CouponProduct;
  fareType?: FareType;
  amountMinor: number;
  currency: string;
}

export const COUPON_MESSAGES = {
  unknown: 'This coupon code does not exist.',
  expired: 'This coupon code has expired.',
  notYetValid: (date: string) => `This coupon code can be used from ${date}.`,
  flightsOnly: 'This code is valid on flight bookings only.',
  hotelsOnly: 'This code is valid on hotel bookings only.',
  fareTypes: (fares: string) => `This code is valid on ${fares} fares only.`,
  currency: (currency: string) => `This code can only be used for payments in ${currency}.`,
  belowMinimum: (amount: string) => `Add ${amount} more to use this code.`,
  usedUp: 'This coupon code has been fully redeemed.',
  accountLimit: 'You have already used this coupon code the maximum number of times.',
} as const;

export type CouponQuote =
  { ok: true; discountMinor: number } | { ok: false; statusCode: 404 | 409 | 422; message: string };

/** An amount in minor units written as people read it: ₹1,500, ₹99.50, $20. */
export function formatMinor(amountMinor: number, currency: string): string {
  const major = amountMinor / 100;
  return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(major) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(major);
}

/** '1 December 2026', on the Indian calendar day. */
const day = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "Flexi", "Standard, Flexi": a list that reads the same once the sentence around it is translated. */
const fareList = (fares: readonly string[]) => fares.join(', ');

/**
 * What the code takes off an amount: a percentage rounded down to a whole minor unit and held to its cap,
 * or the flat amount; never more than the amount itself.
 */
export function discountMinor(
  rules: Pick<CouponRules, 'kind' | 'percentOff' | 'maxDiscountMinor' | 'amountOffMinor'>,
  amountMinor: number,
): number {
  const raw =
    rules.kind === 'percentage'
      ? Math.min(Math.floor((amountMinor * rules.percentOff!) / 100), rules.maxDiscountMinor ?? Number.MAX_SAFE_INTEGER)
      : rules.amountOffMinor!;
  return Math.max(0, Math.min(raw, amountMinor));
}

/**
 * Prices a code for an order, or says why it does not apply. `rules` undefined: no such code.
 * The checks run from the most to the least final, so the reason given is the one that matters.
 */
export function quoteCoupon(
  rules: CouponRules | undefined,
  usage: CouponUsage,
  order: CouponOrder,
  now: Date,
): CouponQuote {
  const refuse = (statusCode: 404 | 409 | 422, message: string): CouponQuote => ({ ok: false, statusCode, message });
  if (!rules || !rules.active) return refuse(404, COUPON_MESSAGES.unknown);
  if (rules.validUntil && now >= rules.validUntil) return refuse(422, COUPON_MESSAGES.expired);
  if (now < rules.validFrom) return refuse(422, COUPON_MESSAGES.notYetValid(day(rules.validFrom)));
  if (rules.product !== order.product) {
    return refuse(422, rules.product === 'flight' ? COUPON_MESSAGES.flightsOnly : COUPON_MESSAGES.hotelsOnly);
  }
  if (rules.fareTypes && (!order.fareType || !rules.fareTypes.includes(order.fareType))) {
    return refuse(422, COUPON_MESSAGES.fareTypes(fareList(rules.fareTypes)));
  }
  if (rules.currency !== order.currency) return refuse(422, COUPON_MESSAGES.currency(rules.currency));
  if (rules.totalLimit !== null && usage.total >= rules.totalLimit) return refuse(409, COUPON_MESSAGES.usedUp);
  if (rules.perAccountLimit !== null && usage.byAccount !== null && usage.byAccount >= rules.perAccountLimit) {
    return refuse(409, COUPON_MESSAGES.accountLimit);
  }
  if (order.amountMinor < rules.minOrderMinor) {
    return refuse(
      422,
      COUPON_MESSAGES.belowMinimum(formatMinor(rules.minOrderMinor - order.amountMinor, rules.currency)),
    );
  }
  return { ok: true, discountMinor: discountMinor(rules, order.amountMinor) };
}
