import { RAZORPAY_CHECKOUT_JS, type RazorpayCredentials } from '../../../config';
import { GatewayError } from '../../../gateways/http';
import { razorpayApi, razorpayPaymentSignature, type CallPolicy } from '../../../gateways/razorpay';
import { sameHex } from '../../../gateways/signatures';
import { ApiError } from '../../../plugins/errors';
import type { Payment } from '../payments.repository';
import type { CreatedOrder, GatewayOutcome, GatewayReturn, PaymentGateway } from './paymentGateway';

interface RazorpayOrder {
  id: string;
  receipt?: string | null;
}

/** A Razorpay payment entity, as its API and its webhooks describe it. */
export interface RazorpayPaymentEntity {
  id?: string;
  order_id?: string | null;
  amount?: number;
  currency?: string;
  status?: string;
  error_description?: string | null;
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

  async createOrder(payment: Payment, retry: boolean): Promise<CreatedOrder> {
    if (retry) {
      const found = await this.findOrder(payment.id);
      if (found) return found;
    }
    try {
      // Sent once: Razorpay has no idempotency key for orders, so a blind resend could make a second one.
      const order = await this.api.call<RazorpayOrder>({
        method: 'POST',
        path: '/v1/orders',
        maxAttempts: 1,
        json: {
          amount: payment.amountMinor,
          currency: payment.currency,
          receipt: payment.id,
          notes: { payment_id: payment.id, purpose: payment.purpose, order_id: payment.orderId },
        },
      });
      return { gatewayOrderId: order.id };
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
    });
    const items = list.items ?? [];
    const chosen = items.find((item) => item.status === 'captured') ?? items[0];
    return chosen
      ? razorpayOutcome(chosen, 'lookup')
      : { status: 'pending' as const, summary: `lookup: no payment on ${payment.gatewayOrderId} yet` };
  }

  private async findOrder(paymentId: string): Promise<CreatedOrder | undefined> {
    const found = await this.api.call<{ items?: RazorpayOrder[] }>({
      method: 'GET',
      path: `/v1/orders?receipt=${encodeURIComponent(paymentId)}`,
    });
    const order = found.items?.find((item) => item.receipt === paymentId);
    return order ? { gatewayOrderId: order.id } : undefined;
  }

  async browserPayment(payment: Payment & { gatewayOrderId: string }, returnUrl: string) {
    return {
      paymentId: payment.id,
      gateway: 'razorpay' as const,
      keyId: this.credentials.keyId,
      razorpayOrderId: payment.gatewayOrderId,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      checkoutScriptUrl: this.credentials.checkoutUrl ?? RAZORPAY_CHECKOUT_JS,
      returnUrl,
    };
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
      });
    } catch (error) {
      if (error instanceof GatewayError && error.refused) throw new ApiError(400, error.message);
      // Genuinely signed, but its capture cannot be read now: the webhook will tell.
      return { status: 'pending' as const, gatewayPaymentId: paymentId, summary: `browser: ${paymentId} signed` };
    }
    if (entity.order_id !== payment.gatewayOrderId) throw new ApiError(400, 'The payment is for another order');
    return razorpayOutcome(entity, 'browser');
  }
}
