import { useEffect, useState } from 'react';
import { apiErrorMessage } from '@travel/shared-ui';
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
export function useCouponQuote(order: Omit<CouponQuoteRequest, 'code'>): CouponQuoteHook {
  const [code, setCode] = useState<string | null>(null);
  // Applying the same code again asks the server again.
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CouponState>({ status: 'none' });
  const { product, fareType, amountMinor, currency } = order;

  useEffect(() => {
    if (code === null) {
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'checking', code });
    quoteCoupon({ code, product, fareType, amountMinor, currency }, controller.signal)
      .then((quote) => setState({ status: 'applied', code: quote.code, quote }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'refused', code, message: apiErrorMessage(error) });
      });
    return () => controller.abort();
  }, [code, attempt, product, fareType, amountMinor, currency]);

  return {
    state,
    discountMinor: state.status === 'applied' ? state.quote.discountMinor : 0,
    apply(typed) {
      const next = typed.trim();
      if (!next) return;
      setCode(next);
      setAttempt((n) => n + 1);
    },
    remove() {
      setCode(null);
    },
  };
}
