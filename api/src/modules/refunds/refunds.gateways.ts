import type { GatewaysConfig, RefundsConfig } from '../../config';
import { RazorpayGateway } from '../../gateways/razorpay/refunds';
import type { GatewayName, RefundGateway } from '../../gateways/refundGateway';
import { SandboxGateway } from '../../gateways/sandbox/refunds';
import { StripeGateway } from '../../gateways/stripe/refunds';

export type Gateways = Record<GatewayName, RefundGateway>;

/** One adapter per gateway name: the real API when its keys are set, else the sandbox standing in for it. */
export function createGateways(keys: GatewaysConfig, config: RefundsConfig): Gateways {
  return {
    razorpay: keys.razorpay
      ? new RazorpayGateway({ ...keys.razorpay, maxAttempts: config.maxAttempts, timeoutMs: config.timeoutMs })
      : new SandboxGateway('razorpay', config.sandboxSettleMs),
    stripe: keys.stripe
      ? new StripeGateway({ ...keys.stripe, maxAttempts: config.maxAttempts, timeoutMs: config.timeoutMs })
      : new SandboxGateway('stripe', config.sandboxSettleMs),
    sandbox: new SandboxGateway('sandbox', config.sandboxSettleMs),
  };
}
