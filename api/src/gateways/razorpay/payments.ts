import { RAZORPAY_CHECKOUT_JS, type RazorpayCredentials } from '../../config';
import { isGuarantee, type Payment } from '../../modules/payments/payments.service';
import { ApiError } from '../../plugins/errors';
import { GatewayError, type CallPolicy } from '../http';
import type { CreatedOrder, GatewayOutcome, GatewayReturn, GuaranteeCustomer, PaymentGateway } from '../paymentGateway';
import { sameHex } from '../signatures';
import { razorpayApi } from './client';
import { razorpayPaymentSignature } from './signatures';

interface RazorpayOrder {
  id: string;
  receipt?: string | null;
  customer_id?: string | null;
}

/**
 * A card guarantee is Razorpay's authorisation transaction for cards (recurring payments): a customer, an order of
 * the smallest amount Razorpay takes for it (₹1) with method card and a token, paid in Checkout with `recurring`.
 * The order does not capture, so the ₹1 is only authorised and released by the bank: nothing is charged.
 */
export const RAZORPAY_GUARANTEE_AUTH_MINOR = 100;
/** The most a card token may be charged once without the cardholder authenticating again (₹15,000). */
const RAZORPAY_TOKEN_MAX_MINOR = 1_500_000;
const TOKEN_LIFETIME_S = 366 * 24 * 3600;

/** A Razorpay payment entity, as its API and its webhooks describe it. */
export interface RazorpayPaymentEntity {
  id?: string;
  order_id?: string | null;
  amount?: number;
  currency?: string;
  status?: string;
  error_description?: string | null;
  token_id?: string | null;
}

/** Razorpay's payment statuses: created, authorized, captured, refunded, failed. */
export function razorpayOutcome(entity: RazorpayPaymentEntity, via: string): GatewayOutcome {
  const base = { gatewayPaymentId: entity.id, amountMinor: entity.amount, currency: entity.currency };
  if (entity.status === 'captured' || entity.status === 'refunded') {
    return { ...base, status: 'captured', summary: `${via}: payment ${entity.id} captured` };
  }
  if (entity.status === 'failed') {
    const reason = entity.error_description || 'The payment failed';
    return { ...base, status: 'failed', failureReason: reason, summary: `${via}: payment ${entity.id} failed` };
  }
  return { ...base, status: 'pending', summary: `${via}: payment ${entity.id} ${entity.status ?? 'unknown'}` };
}

/** A guarantee's authorisation payment: authorized (or captured) keeps the card; failed is a refusal. */
export function razorpayGuaranteeOutcome(entity: RazorpayPaymentEntity, via: string): GatewayOutcome {
  const base = { gatewayPaymentId: entity.token_id ?? entity.id };
  const summary = `${via}: authorisation ${entity.id} ${entity.status ?? 'unknown'}; nothing charged`;
  if (entity.status === 'authorized' || entity.status === 'captured' || entity.status === 'refunded') {
    return { ...base, status: 'captured', summary };
  }
  if (entity.status === 'failed') {
    return {
      ...base,
      status: 'failed',
      failureReason: entity.error_description || 'The card was not accepted',
      summary,
    };
  }
  return { ...base, status: 'pending', summary };
}

/** Razorpay Orders: POST /v1/orders, then Checkout in the browser, its signature and the payment read back. */
export class RazorpayPayments implements PaymentGateway {
  readonly name = 'razorpay' as const;
  private readonly api;

  constructor(
    private readonly credentials: RazorpayCredentials,
    policy: CallPolicy,
  ) {
    this.api = razorpayApi(credentials, policy);
  }

  async createOrder(payment: Payment, retry: boolean, customer?: GuaranteeCustomer): Promise<CreatedOrder> {
    if (retry) {
      const found = await this.findOrder(payment.id);
      if (found) return found;
    }
    const notes = { payment_id: payment.id, purpose: payment.purpose, order_id: payment.orderId };
    let json: Record<string, unknown> = {
      amount: payment.amountMinor,
      currency: payment.currency,
      receipt: payment.id,
      notes,
    };
    let customerId: string | undefined;
    if (isGuarantee(payment)) {
      // fail_existing 0: the customer already made for this address is answered, so a retry makes no second one.
      const made = await this.api.call<{ id: string }>({
        method: 'POST',
        path: '/v1/customers',
        answerHas: 'id',
        json: {
          name: customer?.name ?? payment.customerEmail,
          email: payment.customerEmail,
          ...(customer?.contact ? { contact: customer.contact } : {}),
          fail_existing: '0',
        },
      });
      customerId = made.id;
      json = {
        ...json,
        amount: RAZORPAY_GUARANTEE_AUTH_MINOR,
        customer_id: customerId,
        method: 'card',
        payment_capture: false,
        token: {
          max_amount: RAZORPAY_TOKEN_MAX_MINOR,
          expire_at: Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_S,
          frequency: 'as_presented',
        },
      };
    }
    try {
      // Sent once: Razorpay has no idempotency key for orders, so a blind resend could make a second one.
      const order = await this.api.call<RazorpayOrder>({
        method: 'POST',
        path: '/v1/orders',
        maxAttempts: 1,
        json,
        answerHas: 'id',
      });
      return { gatewayOrderId: order.id, customerId };
    } catch (error) {
      if (!(error instanceof GatewayError) || error.refused) throw error;
      // No clear answer: the order may exist all the same, known by its receipt (our payment id).
      const found = await this.findOrder(payment.id).catch(() => undefined);
      if (found) return found;
      throw error;
    }
  }

  /** GET /v1/orders/:id/payments: a captured payment settles it, else the latest attempt says how it stands. */
  async lookup(payment: Payment & { gatewayOrderId: string }) {
    const list = await this.api.call<{ items?: RazorpayPaymentEntity[] }>({
      method: 'GET',
      path: `/v1/orders/${encodeURIComponent(payment.gatewayOrderId)}/payments`,
      answerHas: 'items',
    });
    const items = list.items ?? [];
    if (isGuarantee(payment)) {
      const kept = items.find((item) => item.status === 'authorized' || item.status === 'captured') ?? items[0];
      return kept
        ? razorpayGuaranteeOutcome(kept, 'lookup')
        : { status: 'pending' as const, summary: `lookup: no authorisation on ${payment.gatewayOrderId} yet` };
    }
    const chosen = items.find((item) => item.status === 'captured') ?? items[0];
    return chosen
      ? razorpayOutcome(chosen, 'lookup')
      : { status: 'pending' as const, summary: `lookup: no payment on ${payment.gatewayOrderId} yet` };
  }

  private async findOrder(paymentId: string): Promise<CreatedOrder | undefined> {
    const found = await this.api.call<{ items?: RazorpayOrder[] }>({
      method: 'GET',
      path: `/v1/orders?receipt=${encodeURIComponent(paymentId)}`,
      answerHas: 'items',
    });
    const order = found.items?.find((item) => item.receipt === paymentId);
    return order ? { gatewayOrderId: order.id, customerId: order.customer_id ?? undefined } : undefined;
  }

  async browserPayment(payment: Payment & { gatewayOrderId: string }, returnUrl: string, created?: CreatedOrder) {
    const base = {
      paymentId: payment.id,
      gateway: 'razorpay' as const,
      keyId: this.credentials.keyId,
      razorpayOrderId: payment.gatewayOrderId,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      checkoutScriptUrl: this.credentials.checkoutUrl ?? RAZORPAY_CHECKOUT_JS,
      returnUrl,
    };
    if (!isGuarantee(payment)) return base;
    const customerId =
      created?.customerId ??
      (
        await this.api.call<RazorpayOrder>({
          method: 'GET',
          path: `/v1/orders/${encodeURIComponent(payment.gatewayOrderId)}`,
          answerHas: 'id',
        })
      ).customer_id;
    if (!customerId) throw new ApiError(502, 'Razorpay did not name the customer of the card guarantee');
    return { ...base, amountMinor: RAZORPAY_GUARANTEE_AUTH_MINOR, guarantee: { customerId } };
  }

  async outcomeOfReturn(payment: Payment & { gatewayOrderId: string }, back: GatewayReturn) {
    const { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature } = back;
    if (!paymentId || !orderId || !signature) {
      throw new ApiError(400, 'razorpay_payment_id, razorpay_order_id and razorpay_signature are required');
    }
    if (orderId !== payment.gatewayOrderId) throw new ApiError(400, 'The payment is for another order');
    // Signed over our own record of the order id, so a signature for another (cheaper) order never fits.
    const expected = razorpayPaymentSignature(this.credentials.keySecret, payment.gatewayOrderId, paymentId);
    if (!sameHex(expected, signature)) throw new ApiError(400, 'The payment signature is not valid');
    let entity: RazorpayPaymentEntity;
    try {
      entity = await this.api.call<RazorpayPaymentEntity>({
        method: 'GET',
        path: `/v1/payments/${encodeURIComponent(paymentId)}`,
        answerHas: 'id',
      });
    } catch (error) {
      if (error instanceof GatewayError && error.refused) throw new ApiError(400, error.message);
      // Genuinely signed, but its capture cannot be read now: the webhook will tell.
      return { status: 'pending' as const, gatewayPaymentId: paymentId, summary: `browser: ${paymentId} signed` };
    }
    if (entity.order_id !== payment.gatewayOrderId) throw new ApiError(400, 'The payment is for another order');
    return isGuarantee(payment) ? razorpayGuaranteeOutcome(entity, 'browser') : razorpayOutcome(entity, 'browser');
  }
}
