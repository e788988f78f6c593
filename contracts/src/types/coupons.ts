import type { FareType } from '../rules/fares';

export type CouponProduct = 'flight' | 'hotel';

/** POST /api/coupons/quote: what a code would take off an order. Amounts are minor units of `currency`. */
export interface CouponQuoteRequest {
  code: string;
  product: CouponProduct;
  fareType?: FareType;
  amountMinor: number;
  currency: string;
}

/** Its answer when the code applies (a code that does not gets `{ success: false, message }` with the reason). */
export interface CouponQuote {
  success: true;
  code: string;
  discountMinor: number;
  currency: string;
  description: string;
}
