import { STRIPE_JS, type StripeCredentials } from '../../../config';
import { GatewayError } from '../../../gateways/http';
import type { CallPolicy } from '../../../gateways/razorpay';
import { stripeApi } from '../../../gateways/stripe';
import { ApiError } from '../../../plugins/errors';
import type { Payment } from '../payments.repository';
import type { CreatedOrder, GatewayOutcome, GatewayReturn, PaymentGateway } from './paymentGateway';

/** A PaymentIntent, as Stripe's API and its webhooks describe it. */
export interface StripeIntent {
  id?: string;
  object?: string;
  amount?: number;
  currency?: string;
  status?: string;
  client_secret?: string;
  latest_charge?: string | null;
  last_payment_error?: { message?: string } | null;
}

/**
 * PaymentIntent statuses: requires_payment_method (new, or after a failed attempt), requires_confirmation,
 * requires_action (3-D Secure), processing, requires_capture, succeeded, canceled.
 */
export function stripeOutcome(intent: StripeIntent, via: string): GatewayOutcome {
  const base = {
    gatewayPaymentId: intent.latest_charge ?? undefined,
    amountMinor: intent.amount,
    currency: intent.currency?.toUpperCase(),
  };
  const summary = `${via}: ${intent.id} ${intent.status ?? 'unknown'}`;
  switch (intent.status) {
    case 'succeeded':
      return { ...base, status: 'captured', summary };
    case 'requires_action':
      return { ...base, status: 'requires_action', summary };
    case 'canceled':
      return { ...base, status: 'failed', failureReason: 'The payment was cancelled', summary };
    case 'requires_payment_method':
      return intent.last_payment_error
        ? {
            ...base,
            status: 'failed',
            failureReason: intent.last_payment_error.message || 'The payment failed',
            summary,
          }
        : { ...base, status: 'pending', summary };
    default:
      return { ...base, status: 'pending', summary };
  }
}

/** Stripe PaymentIntents: created with our payment id as the Idempotency-Key, confirmed by Stripe.js. */
export class StripePayments implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly api;

  constructor(
    private readonly credentials: StripeCredentials,
    policy: CallPolicy,
  ) {
    this.api = stripeApi(credentials, policy);
  }

  async createOrder(payment: Payment): Promise<CreatedOrder> {
    const intent = await this.api.call<StripeIntent>({
      method: 'POST',
      path: '/v1/payment_intents',
      // The same key on every try: Stripe answers a repeat with the intent it already made.
      idempotencyKey: payment.id,
      form: new URLSearchParams({
        amount: String(payment.amountMinor),
        currency: payment.currency.toLowerCase(),
        description: payment.description,
        receipt_email: payment.customerEmail,
        'automatic_payment_methods[enabled]': 'true',
        'metadata[payment_id]': payment.id,
        'metadata[purpose]': payment.purpose,
        'metadata[order_id]': payment.orderId,
      }),
    });
    if (!intent.id) throw new GatewayError('Stripe: the payment intent came back without an id', true);
    return { gatewayOrderId: intent.id, clientSecret: intent.client_secret };
  }

  async browserPayment(payment: Payment & { gatewayOrderId: string }, returnUrl: string, created?: CreatedOrder) {
    const clientSecret = created?.clientSecret ?? (await this.intent(payment.gatewayOrderId)).client_secret;
    if (!clientSecret) throw new ApiError(502, 'Stripe did not give the payment its client secret');
    return {
      paymentId: payment.id,
      gateway: 'stripe' as const,
      clientSecret,
      scriptUrl: this.credentials.jsUrl ?? STRIPE_JS,
      returnUrl,
      ...(this.credentials.publishableKey ? { publishableKey: this.credentials.publishableKey } : {}),
    };
  }

  async outcomeOfReturn(payment: Payment & { gatewayOrderId: string }, back: GatewayReturn) {
    if (!back.payment_intent) throw new ApiError(400, 'payment_intent is required');
    if (back.payment_intent !== payment.gatewayOrderId) throw new ApiError(400, 'The payment is for another order');
    try {
      return stripeOutcome(await this.intent(payment.gatewayOrderId), 'browser');
    } catch (error) {
      if (!(error instanceof GatewayError) || error.refused) throw error;
      // Stripe cannot be asked now; its webhook will tell.
      return { status: 'pending' as const, summary: `browser: ${error.message}` };
    }
  }

  async lookup(payment: Payment & { gatewayOrderId: string }) {
    return stripeOutcome(await this.intent(payment.gatewayOrderId), 'lookup');
  }

  private intent(id: string) {
    return this.api.call<StripeIntent>({ method: 'GET', path: `/v1/payment_intents/${encodeURIComponent(id)}` });
  }
}
