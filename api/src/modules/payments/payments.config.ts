import { loadGatewaysConfig, type GatewaysConfig } from '../../gateways/gateways.config';

export const PAYMENT_GATEWAYS = ['razorpay', 'stripe', 'sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** The payment settings: the gateways' keys (shared with refunds), which one takes payments, and patience. */
export interface PaymentsConfig extends GatewaysConfig {
  /** PAYMENT_GATEWAY, else Razorpay when its keys are set, else Stripe when its key is set, else the sandbox. */
  gateway: PaymentGatewayName;
  /** Attempts per gateway call when the network fails or the gateway answers 5xx/429. */
  maxAttempts: number;
  /** How long one attempt waits; the customer is waiting too. */
  timeoutMs: number;
  /** How long the sandbox's slow card takes to be confirmed. */
  sandboxSlowSettleMs: number;
}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const gateways = loadGatewaysConfig(env);
  const chosen = env.PAYMENT_GATEWAY || (gateways.razorpay ? 'razorpay' : gateways.stripe ? 'stripe' : 'sandbox');
  if (!(PAYMENT_GATEWAYS as readonly string[]).includes(chosen)) {
    throw new Error(`PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(', ')}`);
  }
  const gateway = chosen as PaymentGatewayName;
  if (gateway !== 'sandbox' && !gateways[gateway]) {
    throw new Error(`PAYMENT_GATEWAY=${gateway} needs its keys set`);
  }
  return {
    ...gateways,
    gateway,
    maxAttempts: Number(env.PAYMENT_GATEWAY_ATTEMPTS ?? 3),
    timeoutMs: Number(env.PAYMENT_GATEWAY_TIMEOUT_MS ?? 8000),
    sandboxSlowSettleMs: Number(env.SANDBOX_PAYMENT_SLOW_MS ?? 5000),
  };
}
