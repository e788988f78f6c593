import type { PaymentGatewayName } from '@travel/contracts/payments';
import type { GatewaysConfig, PaymentsConfig } from '../../config';
import type { PaymentGateway } from '../../gateways/paymentGateway';
import { RazorpayPayments } from '../../gateways/razorpay/payments';
import { SandboxPayments } from '../../gateways/sandbox/payments';
import { StripePayments } from '../../gateways/stripe/payments';

/** The sandbox, and each gateway whose keys are set. */
export function createPaymentGateways(
  keys: GatewaysConfig,
  config: PaymentsConfig,
): Partial<Record<PaymentGatewayName, PaymentGateway>> {
  const policy = { maxAttempts: config.maxAttempts, timeoutMs: config.timeoutMs };
  return {
    sandbox: new SandboxPayments(),
    ...(keys.razorpay ? { razorpay: new RazorpayPayments(keys.razorpay, policy) } : {}),
    ...(keys.stripe ? { stripe: new StripePayments(keys.stripe, policy) } : {}),
  };
}
