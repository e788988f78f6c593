import type { RazorpayCredentials } from '../../config';
import type { CallPolicy } from '../http';
import {
  timedConnectionCheck,
  type ConnectionStatus,
  type CreateRefundInput,
  type GatewayRefund,
  type Refunds,
  type RefundStatus,
} from '../refunds';
import { razorpayApi, type RazorpayApi } from './client';

/** The keys, and a timeout per attempt: past it the refund's outcome is unknown. */
export type RazorpayOptions = RazorpayCredentials & CallPolicy;

/** Razorpay refund statuses: pending, processed, failed. */
export function mapRazorpayStatus(status: string): RefundStatus {
  if (status === 'processed') return 'processed';
  if (status === 'failed') return 'failed';
  return 'pending';
}

interface RazorpayRefund {
  id: string;
  amount: number;
  status: string;
  receipt?: string | null;
  notes?: Record<string, string> | unknown[];
}

/** Razorpay's refund API: POST /v1/payments/:id/refund, amounts in paise. */
export class RazorpayRefunds implements Refunds {
  readonly name = 'razorpay' as const;
  readonly mode = 'live' as const;
  private readonly api: RazorpayApi;

  constructor(options: RazorpayOptions) {
    this.api = razorpayApi(options, options);
  }

  private toRefund(refund: RazorpayRefund): GatewayRefund {
    return { id: refund.id, status: mapRazorpayStatus(refund.status), amountMinor: refund.amount };
  }

  async createRefund(input: CreateRefundInput): Promise<GatewayRefund> {
    const refund = await this.api.call<RazorpayRefund>({
      method: 'POST',
      path: `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
      headers: { 'X-Refund-Idempotency': input.idempotencyKey },
      answerHas: 'id',
      json: {
        amount: input.amountMinor,
        speed: 'normal',
        receipt: input.reference,
        notes: { reason: input.reason, cancellation_id: input.cancellationId ?? '', reference: input.reference },
      },
    });
    return this.toRefund(refund);
  }

  /** GET /v1/payments/:id/refunds, matched on the receipt (our refund id) we sent with it. */
  async findRefundByReference(reference: string, paymentId: string): Promise<GatewayRefund | undefined> {
    const list = await this.api.call<{ items?: RazorpayRefund[] }>({
      method: 'GET',
      path: `/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`,
      answerHas: 'items',
    });
    const found = (list.items ?? []).find(
      (refund) =>
        refund.receipt === reference || (!Array.isArray(refund.notes) && refund.notes?.reference === reference),
    );
    return found ? this.toRefund(found) : undefined;
  }

  async getRefund(refundId: string, paymentId: string): Promise<GatewayRefund> {
    const refund = await this.api.call<RazorpayRefund>({
      method: 'GET',
      path: `/v1/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`,
      answerHas: 'id',
    });
    return this.toRefund(refund);
  }

  checkConnection(): Promise<ConnectionStatus> {
    return timedConnectionCheck(this.name, () =>
      this.api.call({
        method: 'GET',
        path: '/v1/refunds?count=1',
        maxAttempts: 1,
        timeoutMs: 5000,
        answerHas: 'items',
      }),
    );
  }
}
