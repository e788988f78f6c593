import { confirmPayment } from '../api/confirmPayment';
import type { StripePayment } from './browserPayment';
import { loadScript } from './loadScript';

/** A Stripe.js card element. */
export interface StripeCardElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}

interface StripeResult {
  paymentIntent?: { id: string; status: string };
  error?: { message?: string };
}

interface StripeSetupResult {
  setupIntent?: { id: string; status: string };
  error?: { message?: string };
}

/** The part of Stripe.js this site uses. */
export interface StripeJs {
  elements(): { create(type: 'card'): StripeCardElement };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ): Promise<StripeResult>;
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ): Promise<StripeSetupResult>;
}

/** Loads Stripe.js and makes its client with the publishable key. */
export async function loadStripe(payment: StripePayment): Promise<StripeJs> {
  if (!payment.publishableKey) throw new Error('Card payments are not available right now. Please try again later.');
  await loadScript(payment.scriptUrl);
  const Stripe = (window as unknown as { Stripe?: (key: string) => StripeJs }).Stripe;
  if (!Stripe) throw new Error('The payment form could not be loaded. Please try again.');
  return Stripe(payment.publishableKey);
}

/**
 * Confirms the PaymentIntent with the card (Stripe.js runs 3-D Secure itself when the bank asks), then lets the
 * API read the intent's status and goes to the return page. Answers Stripe's message when the card was refused,
 * so the customer can try another card on the same intent. A card guarantee (`intent: 'setup'`) confirms its
 * SetupIntent instead.
 */
export async function payWithStripe(
  stripe: StripeJs,
  card: StripeCardElement,
  payment: StripePayment,
): Promise<string | undefined> {
  if (payment.intent === 'setup') return guaranteeWithStripe(stripe, card, payment);
  const result = await stripe.confirmCardPayment(payment.clientSecret, { payment_method: { card } });
  if (result.error || !result.paymentIntent) return result.error?.message ?? 'The payment could not be completed.';
  await confirmPayment(payment.paymentId, { payment_intent: result.paymentIntent.id });
  window.location.assign(payment.returnUrl);
  return undefined;
}

/**
 * A card guarantee: confirms the SetupIntent with the card (Stripe.js runs 3-D Secure itself), nothing charged;
 * then as a payment, the API reads the SetupIntent and the browser goes to the return page.
 */
async function guaranteeWithStripe(
  stripe: StripeJs,
  card: StripeCardElement,
  payment: StripePayment,
): Promise<string | undefined> {
  const result = await stripe.confirmCardSetup(payment.clientSecret, { payment_method: { card } });
  if (result.error || !result.setupIntent) return result.error?.message ?? 'The card could not be checked.';
  await confirmPayment(payment.paymentId, { setup_intent: result.setupIntent.id });
  window.location.assign(payment.returnUrl);
  return undefined;
}
