import { apiClient } from '@travel/shared-ui/api';
import type { CouponQuote, CouponQuoteRequest } from '@travel/contracts/flights';

export type { CouponQuote, CouponQuoteRequest } from '@travel/contracts/flights';

/** What a code takes off an order; a code that does not apply rejects with the server's reason. */
export async function quoteCoupon(request: CouponQuoteRequest, signal?: AbortSignal): Promise<CouponQuote> {
  const { data } = await apiClient.post<CouponQuote>('/coupons/quote', request, { signal });
  return data;
}
