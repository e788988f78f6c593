import { confirmPayment } from '../api/confirmPayment';
import type { RazorpayPayment } from './browserPayment';
import { loadScript } from './loadScript';

/** Razorpay Checkout's handler response. */
interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The part of checkout.js's `Razorpay` this site uses. */
interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', listener: (response: unknown) => void): void;
}
type RazorpayConstructor = new (options: {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
  /** A card guarantee: Checkout's authorisation transaction for this customer's card (recurring). */
  customer_id?: string;
  recurring?: '1';
}) => RazorpayCheckout;

/**
 * Opens Razorpay Checkout on the order; once it has paid, the API checks the signature and the payment, and the
 * browser goes to the return page. A declined card stays in Checkout, which lets the customer try again (the
 * webhook records the failure). Answers false when the customer closed Checkout without paying. A card guarantee
 * opens Checkout's authorisation transaction (recurring, the customer's card kept; its ₹1 is never captured).
 */
export async function payWithRazorpay(payment: RazorpayPayment): Promise<boolean> {
  await loadScript(payment.checkoutScriptUrl);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) throw new Error('The payment form could not be loaded. Please try again.');
  const response = await new Promise<RazorpayResponse | null>((resolve) => {
    new Razorpay({
      key: payment.keyId,
      order_id: payment.razorpayOrderId,
      amount: payment.amountMinor,
      currency: payment.currency,
      name: 'Travel Portal',
      handler: resolve,
      modal: { ondismiss: () => resolve(null) },
      ...(payment.guarantee ? { customer_id: payment.guarantee.customerId, recurring: '1' as const } : {}),
    }).open();
  });
  if (!response) return false;
  await confirmPayment(payment.paymentId, response);
  window.location.assign(payment.returnUrl);
  return true;
}
