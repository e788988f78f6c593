import { gatewayFetch } from './http';
import {
  mapStripeStatus,
  type ConnectionStatus,
  type CreateRefundInput,
  type GatewayRefund,
  type RefundGateway,
  type RefundReason,
} from './gateway';

export interface StripeOptions {
  secretKey: string;
  baseUrl: string;
  maxAttempts: number;
  /** Per attempt; past it the refund's outcome is unknown. */
  timeoutMs: number;
}

interface StripeRefund {
  id: string;
  amount: number;
  status: string;
  metadata?: Record<string, string>;
}

const paymentField = (paymentId: string) => (paymentId.startsWith('ch_') ? 'charge' : 'payment_intent');

const errorMessage = (body: unknown) =>
  (body as { error?: { message?: string } } | undefined)?.error?.message || undefined;

/** Stripe accepts only these three reasons; ours travel in full in the metadata. */
function stripeReason(reason: RefundReason): string {
  if (reason === 'duplicate_charge') return 'duplicate';
  if (reason === 'fraudulent') return 'fraudulent';
  return 'requested_by_customer';
}

/** Stripe's refund API: POST /v1/refunds, form-encoded, bearer secret key, Idempotency-Key header. */
export class StripeGateway implements RefundGateway {
  readonly name = 'stripe' as const;
  readonly mode = 'live' as const;

  constructor(private readonly options: StripeOptions) {}

  private headers(extra: Record<string, string> = {}) {
    return { Authorization: `Bearer ${this.options.secretKey}`, Accept: 'application/json', ...extra };
  }

  private toRefund(refund: StripeRefund): GatewayRefund {
    return { id: refund.id, status: mapStripeStatus(refund.status), amountMinor: refund.amount };
  }

  async createRefund(input: CreateRefundInput): Promise<GatewayRefund> {
    const form = new URLSearchParams({
      [paymentField(input.paymentId)]: input.paymentId,
      amount: String(input.amountMinor),
      reason: stripeReason(input.reason),
      'metadata[reason]': input.reason,
      'metadata[reference]': input.reference,
      'metadata[cancellation_id]': input.cancellationId ?? '',
    });
    const refund = await gatewayFetch<StripeRefund>({
      method: 'POST',
      url: `${this.options.baseUrl}/v1/refunds`,
      headers: this.headers({
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': input.idempotencyKey,
      }),
      body: form.toString(),
      label: 'Stripe',
      maxAttempts: this.options.maxAttempts,
      timeoutMs: this.options.timeoutMs,
      errorMessage,
    });
    return this.toRefund(refund);
  }

  /** GET /v1/refunds?payment_intent= (or charge=), matched on the metadata[reference] (our refund id) we sent. */
  async findRefundByReference(reference: string, paymentId: string): Promise<GatewayRefund | undefined> {
    const query = new URLSearchParams({ [paymentField(paymentId)]: paymentId, limit: '100' });
    const list = await gatewayFetch<{ data?: StripeRefund[] }>({
      method: 'GET',
      url: `${this.options.baseUrl}/v1/refunds?${query}`,
      headers: this.headers(),
      label: 'Stripe',
      maxAttempts: this.options.maxAttempts,
      timeoutMs: this.options.timeoutMs,
      errorMessage,
    });
    const found = (list.data ?? []).find((refund) => refund.metadata?.reference === reference);
    return found ? this.toRefund(found) : undefined;
  }

  async getRefund(refundId: string): Promise<GatewayRefund> {
    const refund = await gatewayFetch<StripeRefund>({
      method: 'GET',
      url: `${this.options.baseUrl}/v1/refunds/${encodeURIComponent(refundId)}`,
      headers: this.headers(),
      label: 'Stripe',
      maxAttempts: this.options.maxAttempts,
      timeoutMs: this.options.timeoutMs,
      errorMessage,
    });
    return this.toRefund(refund);
  }

  async checkConnection(): Promise<ConnectionStatus> {
    const started = Date.now();
    try {
      await gatewayFetch({
        method: 'GET',
        url: `${this.options.baseUrl}/v1/balance`,
        headers: this.headers(),
        label: 'Stripe',
        maxAttempts: 1,
        errorMessage,
        timeoutMs: 5000,
      });
      return { connected: true, latencyMs: Date.now() - started, message: 'Connected to Stripe' };
    } catch (error) {
      return { connected: false, latencyMs: Date.now() - started, message: (error as Error).message };
    }
  }
}
