import { gatewayFetch } from './http';
import {
  mapRazorpayStatus,
  type ConnectionStatus,
  type CreateRefundInput,
  type GatewayRefund,
  type RefundGateway,
} from './gateway';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  baseUrl: string;
  maxAttempts: number;
  /** Per attempt; past it the refund's outcome is unknown. */
  timeoutMs: number;
}

interface RazorpayRefund {
  id: string;
  amount: number;
  status: string;
  receipt?: string | null;
  notes?: Record<string, string> | unknown[];
}

const errorMessage = (body: unknown) =>
  (body as { error?: { description?: string } } | undefined)?.error?.description || undefined;

/** Razorpay's refund API: POST /v1/payments/:id/refund, amounts in paise, basic auth with the key id and secret. */
export class RazorpayGateway implements RefundGateway {
  readonly name = 'razorpay' as const;
  readonly mode = 'live' as const;

  constructor(private readonly options: RazorpayOptions) {}

  private headers(extra: Record<string, string> = {}) {
    const basic = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64');
    return { Authorization: `Basic ${basic}`, Accept: 'application/json', ...extra };
  }

  private toRefund(refund: RazorpayRefund): GatewayRefund {
    return { id: refund.id, status: mapRazorpayStatus(refund.status), amountMinor: refund.amount };
  }

  async createRefund(input: CreateRefundInput): Promise<GatewayRefund> {
    const refund = await gatewayFetch<RazorpayRefund>({
      method: 'POST',
      url: `${this.options.baseUrl}/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
      headers: this.headers({ 'Content-Type': 'application/json', 'X-Refund-Idempotency': input.idempotencyKey }),
      body: JSON.stringify({
        amount: input.amountMinor,
        speed: 'normal',
        receipt: input.reference,
        notes: { reason: input.reason, cancellation_id: input.cancellationId ?? '', reference: input.reference },
      }),
      label: 'Razorpay',
      maxAttempts: this.options.maxAttempts,
      timeoutMs: this.options.timeoutMs,
      errorMessage,
    });
    return this.toRefund(refund);
  }

  /** GET /v1/payments/:id/refunds, matched on the receipt (our refund id) we sent with it. */
  async findRefundByReference(reference: string, paymentId: string): Promise<GatewayRefund | undefined> {
    const list = await gatewayFetch<{ items?: RazorpayRefund[] }>({
      method: 'GET',
      url: `${this.options.baseUrl}/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`,
      headers: this.headers(),
      label: 'Razorpay',
      maxAttempts: this.options.maxAttempts,
      timeoutMs: this.options.timeoutMs,
      errorMessage,
    });
    const found = (list.items ?? []).find(
      (refund) =>
        refund.receipt === reference || (!Array.isArray(refund.notes) && refund.notes?.reference === reference),
    );
    return found ? this.toRefund(found) : undefined;
  }

  async getRefund(refundId: string, paymentId: string): Promise<GatewayRefund> {
    const refund = await gatewayFetch<RazorpayRefund>({
      method: 'GET',
      url: `${this.options.baseUrl}/v1/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`,
      headers: this.headers(),
      label: 'Razorpay',
      maxAttempts: this.options.maxAttempts,
      timeoutMs: this.options.timeoutMs,
      errorMessage,
    });
    return this.toRefund(refund);
  }

  /** An authenticated read that touches nothing: proves the URL, the network and the keys. */
  async checkConnection(): Promise<ConnectionStatus> {
    const started = Date.now();
    try {
      await gatewayFetch({
        method: 'GET',
        url: `${this.options.baseUrl}/v1/refunds?count=1`,
        headers: this.headers(),
        label: 'Razorpay',
        maxAttempts: 1,
        errorMessage,
        timeoutMs: 5000,
      });
      return { connected: true, latencyMs: Date.now() - started, message: 'Connected to Razorpay' };
    } catch (error) {
      return { connected: false, latencyMs: Date.now() - started, message: (error as Error).message };
    }
  }
}
