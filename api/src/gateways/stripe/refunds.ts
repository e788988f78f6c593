import type { StripeCredentials } from '../../config';
import type { CallPolicy } from '../http';
import {
  timedConnectionCheck,
  type ConnectionStatus,
  type CreateRefundInput,
  type GatewayRefund,
  type Refunds,
  type RefundReason,
  type RefundStatus,
} from '../refunds';
import { stripeApi, type StripeApi } from './client';

/** The keys, and a timeout per attempt: past it the refund's outcome is unknown. */
export type StripeOptions = StripeCredentials & CallPolicy;

/** Stripe refund statuses: pending, succeeded, failed, requires_action, canceled. */
export function mapStripeStatus(status: string): RefundStatus {
  switch (status) {
    case 'succeeded':
      return 'processed';
    case 'failed':
    case 'canceled':
      return 'failed';
    case 'requires_action':
      return 'requires_action';
    default:
      return 'pending';
  }
}

interface StripeRefund {
  id: string;
  amount: number;
  status: string;
  metadata?: Record<string, string>;
}

const paymentField = (paymentId: string) => (paymentId.startsWith('ch_') ? 'charge' : 'payment_intent');

/** Stripe accepts only these three reasons; ours travel in full in the metadata. */
function stripeReason(reason: RefundReason): string {
  if (reason === 'duplicate_charge') return 'duplicate';
  if (reason === 'fraudulent') return 'fraudulent';
  return 'requested_by_customer';
}

/** Stripe's refund API: POST /v1/refunds with an Idempotency-Key header. */
export class StripeRefunds implements Refunds {
  readonly name = 'stripe' as const;
  readonly mode = 'live' as const;

  private readonly api: StripeApi;

  constructor(options: StripeOptions) {
    this.api = stripeApi(options, options);
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
    const refund = await this.api.call<StripeRefund>({
      method: 'POST',
      path: '/v1/refunds',
      form,
      idempotencyKey: input.idempotencyKey,
      answerHas: 'id',
    });
    return this.toRefund(refund);
  }

  /** GET /v1/refunds?payment_intent= (or charge=), matched on the metadata[reference] (our refund id) we sent. */
  async findRefundByReference(reference: string, paymentId: string): Promise<GatewayRefund | undefined> {
    const query = new URLSearchParams({ [paymentField(paymentId)]: paymentId, limit: '100' });
    const list = await this.api.call<{ data?: StripeRefund[] }>({
      method: 'GET',
      path: `/v1/refunds?${query}`,
      answerHas: 'data',
    });
    const found = (list.data ?? []).find((refund) => refund.metadata?.reference === reference);
    return found ? this.toRefund(found) : undefined;
  }

  async getRefund(refundId: string): Promise<GatewayRefund> {
    const refund = await this.api.call<StripeRefund>({
      method: 'GET',
      path: `/v1/refunds/${encodeURIComponent(refundId)}`,
      answerHas: 'id',
    });
    return this.toRefund(refund);
  }

  checkConnection(): Promise<ConnectionStatus> {
    return timedConnectionCheck(this.name, () =>
      this.api.call({ method: 'GET', path: '/v1/balance', maxAttempts: 1, timeoutMs: 5000, answerHas: 'object' }),
    );
  }
}
