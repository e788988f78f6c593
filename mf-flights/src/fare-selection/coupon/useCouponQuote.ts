import { useState } from 'react';
import { useApiQuery } from '@travel/shared-ui/api';
import { quoteCoupon, type CouponQuote, type CouponQuoteRequest } from './api/quoteCoupon';

export type CouponState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; quote: CouponQuote }
  | { status: 'refused'; code: string; message: string };

export interface CouponQuoteHook {
  state: CouponState;
  /** What the applied code takes off, in minor units of the order's currency; 0 without one. */
  discountMinor: number;
  /** Quotes a typed code; an empty field does nothing. */
  apply(typed: string): void;
  remove(): void;
}

/**
 * The coupon of an order: the code the traveller applied, priced by the API, and priced again whenever
 * the order changes (a Flexi-only code stops applying when Saver is chosen, and applies again on Flexi).
 */
export function useCouponQuote(order: Omit<CouponQuoteRequest, 'code'>, initialCode?: string): CouponQuoteHook {
  // The code applied on the fare page comes along to checkout, and is priced again there.
  const [code, setCode] = useState<string | null>(initialCode ?? null);
  const { product, fareType, amountMinor, currency } = order;
  const quote = useApiQuery(
    ['coupons', 'quote', code, product, fareType ?? null, amountMinor, currency],
    (signal) => quoteCoupon({ code: code!, product, fareType, amountMinor, currency }, signal),
    { enabled: code !== null },
  );

  const state: CouponState =
    code === null
      ? { status: 'none' }
      : quote.status === 'loading'
        ? { status: 'checking', code }
        : quote.status === 'error'
          ? { status: 'refused', code, message: quote.message }
          : { status: 'applied', code: quote.data.code, quote: quote.data };

  return {
    state,
    discountMinor: state.status === 'applied' ? state.quote.discountMinor : 0,
    apply(typed) {
      const next = typed.trim();
      if (!next) return;
      // Applying the same code again asks the server again.
      if (next === code) quote.retry();
      else setCode(next);
    },
    remove() {
      setCode(null);
    },
  };
}
