/** The refund statuses, as the portal stores and shows them. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed', 'requires_action'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const GATEWAY_NAMES = ['razorpay', 'stripe', 'sandbox'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

/** The reasons of the refund initiation form. */
export const REFUND_REASONS = [
  'customer_request',
  'duplicate_charge',
  'fraudulent',
  'product_unsatisfactory',
  'order_cancelled',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export interface CreateRefundInput {
  paymentId: string;
  amountPaise: number;
  currency: string;
  reason: RefundReason;
  /** Sent as the gateway's idempotency header: the same key never refunds twice. */
  idempotencyKey: string;
  /** Our own refund id and cancellation, kept in the gateway's notes/metadata. */
  reference: string;
  cancellationId?: string;
}

export interface GatewayRefund {
  /** The gateway's id for the refund (rfnd_…, re_…). */
  id: string;
  status: RefundStatus;
  amountPaise: number;
}

export interface ConnectionStatus {
  connected: boolean;
  latencyMs: number;
  message: string;
}

/** One payment gateway's refund API. */
export interface RefundGateway {
  /** The gateway the payment was taken through. */
  readonly name: GatewayName;
  /** live: the real gateway's HTTP API; sandbox: the built-in simulation (no keys set). */
  readonly mode: 'live' | 'sandbox';
  createRefund(input: CreateRefundInput): Promise<GatewayRefund>;
  getRefund(refundId: string, paymentId: string): Promise<GatewayRefund>;
  /**
   * The refund made for our reference (the id sent as receipt/metadata), if the gateway has one: how a refund
   * whose creation got no clear answer is found without creating it again.
   */
  findRefundByReference(reference: string, paymentId: string): Promise<GatewayRefund | undefined>;
  checkConnection(): Promise<ConnectionStatus>;
}

export const gatewayLabel = (name: GatewayName) =>
  ({ razorpay: 'Razorpay', stripe: 'Stripe', sandbox: 'Sandbox' })[name];

/** Razorpay refund statuses: pending, processed, failed. */
export function mapRazorpayStatus(status: string): RefundStatus {
  if (status === 'processed') return 'processed';
  if (status === 'failed') return 'failed';
  return 'pending';
}

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
