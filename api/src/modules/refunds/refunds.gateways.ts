import type { GatewaysConfig, RefundsConfig } from '../../config';
import { RazorpayRefunds } from '../../gateways/razorpay/refunds';
import type { GatewayName, Refunds } from '../../gateways/refunds';
import { SandboxRefunds } from '../../gateways/sandbox/refunds';
import { StripeRefunds } from '../../gateways/stripe/refunds';

export type Gateways = Record<GatewayName, Refunds>;

/** One adapter per gateway name: the real API when its keys are set, else the sandbox standing in for it. */
export function createGateways(keys: GatewaysConfig, config: RefundsConfig): Gateways {
  return {
    razorpay: keys.razorpay
      ? new RazorpayRefunds({ ...keys.razorpay, maxAttempts: config.maxAttempts, timeoutMs: config.timeoutMs })
      : new SandboxRefunds('razorpay', config.sandboxSettleMs),
    stripe: keys.stripe
      ? new StripeRefunds({ ...keys.stripe, maxAttempts: config.maxAttempts, timeoutMs: config.timeoutMs })
      : new SandboxRefunds('stripe', config.sandboxSettleMs),
    sandbox: new SandboxRefunds('sandbox', config.sandboxSettleMs),
  };
}
