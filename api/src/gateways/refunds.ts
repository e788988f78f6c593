import type { GatewayName, RefundReason, RefundStatus } from '@travel/contracts/refunds';

// The adapters speak the names the API's contract gives them.
export type { GatewayName, RefundReason, RefundStatus };

export interface CreateRefundInput {
  paymentId: string;
  amountMinor: number;
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
  amountMinor: number;
}

export interface ConnectionStatus {
  connected: boolean;
  latencyMs: number;
  message: string;
}

/** One payment gateway's refund API. */
export interface Refunds {
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

/**
 * A live gateway's connection check: one authenticated read that touches nothing, tried once and timed. It
 * proves the URL, the network and the keys; a failure says why.
 */
export async function timedConnectionCheck(name: GatewayName, read: () => Promise<unknown>): Promise<ConnectionStatus> {
  const started = Date.now();
  try {
    await read();
    return { connected: true, latencyMs: Date.now() - started, message: `Connected to ${gatewayLabel(name)}` };
  } catch (error) {
    return { connected: false, latencyMs: Date.now() - started, message: (error as Error).message };
  }
}
