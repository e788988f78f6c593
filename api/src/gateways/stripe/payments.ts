import { STRIPE_JS, type StripeCredentials } from '../../config';
import { isGuarantee, type Payment } from '../../modules/payments/payments.service';
import { ApiError } from '../../plugins/errors';
import { GatewayError, type CallPolicy } from '../http';
import type { CreatedOrder, GatewayOutcome, GatewayReturn, PaymentGateway } from '../paymentGateway';
import { stripeApi } from './client';

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
  return intentOutcome(
    intent.status,
    intent.last_payment_error,
    { cancelled: 'The payment was cancelled', failed: 'The payment failed' },
    {
      gatewayPaymentId: intent.latest_charge ?? undefined,
      amountMinor: intent.amount,
      currency: intent.currency?.toUpperCase(),
      summary: `${via}: ${intent.id} ${intent.status ?? 'unknown'}`,
    },
  );
}

/** What a PaymentIntent's or a SetupIntent's status means to the payments module (their statuses are the same). */
function intentOutcome(
  status: string | undefined,
  lastError: { message?: string } | null | undefined,
  words: { cancelled: string; failed: string },
  base: Omit<GatewayOutcome, 'status'>,
): GatewayOutcome {
  switch (status) {
    case 'succeeded':
      return { ...base, status: 'captured' };
    case 'requires_action':
      return { ...base, status: 'requires_action' };
    case 'canceled':
      return { ...base, status: 'failed', failureReason: words.cancelled };
    case 'requires_payment_method':
      return lastError
        ? { ...base, status: 'failed', failureReason: lastError.message || words.failed }
        : { ...base, status: 'pending' };
    default:
      return { ...base, status: 'pending' };
  }
}

/** A SetupIntent (a card guarantee), as Stripe's API and its webhooks describe it. */
export interface StripeSetupIntent {
  id?: string;
  object?: string;
  status?: string;
  client_secret?: string;
  payment_method?: string | null;
  last_setup_error?: { message?: string } | null;
}

/**
 * SetupIntent statuses: requires_payment_method (new, or after a failed attempt, with last_setup_error),
 * requires_confirmation, requires_action (3-D Secure), processing, succeeded, canceled. Succeeded is the
 * guarantee's 'captured': the card is kept, nothing charged.
 */
export function stripeSetupOutcome(intent: StripeSetupIntent, via: string): GatewayOutcome {
  return intentOutcome(
    intent.status,
    intent.last_setup_error,
    { cancelled: 'The card guarantee was cancelled', failed: 'The card was not accepted' },
    {
      gatewayPaymentId: intent.payment_method ?? undefined,
      summary: `${via}: ${intent.id} ${intent.status ?? 'unknown'}; nothing charged`,
    },
  );
}

/**
 * Stripe PaymentIntents: created with our payment id as the Idempotency-Key, confirmed by Stripe.js. A card
 * guarantee is a SetupIntent (usage off_session, cards only) in the same way, confirmed by confirmCardSetup.
 */
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
    if (isGuarantee(payment)) return this.createSetupIntent(payment);
    const intent = await this.api.call<StripeIntent & { id: string }>({
      method: 'POST',
      path: '/v1/payment_intents',
      answerHas: 'id',
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
    return { gatewayOrderId: intent.id, clientSecret: intent.client_secret };
  }

  private async createSetupIntent(payment: Payment): Promise<CreatedOrder> {
    const intent = await this.api.call<StripeSetupIntent & { id: string }>({
      method: 'POST',
      path: '/v1/setup_intents',
      answerHas: 'id',
      idempotencyKey: payment.id,
      form: new URLSearchParams({
        usage: 'off_session',
        'payment_method_types[]': 'card',
        description: payment.description,
        'metadata[payment_id]': payment.id,
        'metadata[purpose]': payment.purpose,
        'metadata[order_id]': payment.orderId,
      }),
    });
    return { gatewayOrderId: intent.id, clientSecret: intent.client_secret };
  }

  async browserPayment(payment: Payment & { gatewayOrderId: string }, returnUrl: string, created?: CreatedOrder) {
    const setup = isGuarantee(payment);
    const clientSecret =
      created?.clientSecret ??
      (setup ? await this.setupIntent(payment.gatewayOrderId) : await this.intent(payment.gatewayOrderId))
        .client_secret;
    if (!clientSecret) throw new ApiError(502, 'Stripe did not give the payment its client secret');
    return {
      paymentId: payment.id,
      gateway: 'stripe' as const,
      clientSecret,
      scriptUrl: this.credentials.jsUrl ?? STRIPE_JS,
      returnUrl,
      ...(setup ? { intent: 'setup' as const } : {}),
      ...(this.credentials.publishableKey ? { publishableKey: this.credentials.publishableKey } : {}),
    };
  }

  async outcomeOfReturn(payment: Payment & { gatewayOrderId: string }, back: GatewayReturn) {
    if (isGuarantee(payment)) {
      if (!back.setup_intent) throw new ApiError(400, 'setup_intent is required');
      if (back.setup_intent !== payment.gatewayOrderId) throw new ApiError(400, 'The guarantee is for another order');
      try {
        return stripeSetupOutcome(await this.setupIntent(payment.gatewayOrderId), 'browser');
      } catch (error) {
        if (!(error instanceof GatewayError) || error.refused) throw error;
        return { status: 'pending' as const, summary: `browser: ${error.message}` };
      }
    }
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
    if (isGuarantee(payment)) return stripeSetupOutcome(await this.setupIntent(payment.gatewayOrderId), 'lookup');
    return stripeOutcome(await this.intent(payment.gatewayOrderId), 'lookup');
  }

  private setupIntent(id: string) {
    return this.api.call<StripeSetupIntent>({
      method: 'GET',
      path: `/v1/setup_intents/${encodeURIComponent(id)}`,
      answerHas: 'id',
    });
  }

  private intent(id: string) {
    return this.api.call<StripeIntent>({
      method: 'GET',
      path: `/v1/payment_intents/${encodeURIComponent(id)}`,
      answerHas: 'id',
    });
  }
}
