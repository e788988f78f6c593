import { useCallback, useState } from 'react';
import type { BrowserPayment, StripePayment } from './browserPayment';
import { payWithRazorpay } from './razorpayCheckout';
import { StripeCardDialog } from './StripeCardDialog';

/**
 * Takes a payment the API has started, whichever gateway it went to: the sandbox's own page, Razorpay Checkout
 * or Stripe.js's card form (render `dialog`). Each goes to the payment's return page once paid; `open` rejects
 * with a message to show when the gateway or the API refused. A card guarantee (a pay-at-the-hotel rate) is taken
 * the same way: the API's answer says so (Stripe `intent: 'setup'`, Razorpay `guarantee`), nothing is charged.
 */
export function useGatewayCheckout() {
  const [stripePayment, setStripePayment] = useState<StripePayment | null>(null);
  const open = useCallback(async (payment: BrowserPayment): Promise<void> => {
    if (payment.gateway === 'sandbox') window.location.assign(payment.redirectUrl);
    else if (payment.gateway === 'razorpay') await payWithRazorpay(payment);
    else setStripePayment(payment);
  }, []);
  const dialog = stripePayment ? (
    <StripeCardDialog payment={stripePayment} onClose={() => setStripePayment(null)} />
  ) : null;
  return { open, dialog };
}
