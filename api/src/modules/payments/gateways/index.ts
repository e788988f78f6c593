import type { PaymentGatewayName, PaymentsConfig } from '../payments.config';
import { SandboxPayments } from '../sandbox/sandboxGateway';
import type { PaymentGateway } from './paymentGateway';
import { RazorpayPayments } from './razorpay';
import { StripePayments } from './stripe';

/** The sandbox, and each gateway whose keys are set. */
export function createPaymentGateways(config: PaymentsConfig): Partial<Record<PaymentGatewayName, PaymentGateway>> {
  const policy = { maxAttempts: config.maxAttempts, timeoutMs: config.timeoutMs };
  return {
    sandbox: new SandboxPayments(),
    ...(config.razorpay ? { razorpay: new RazorpayPayments(config.razorpay, policy) } : {}),
    ...(config.stripe ? { stripe: new StripePayments(config.stripe, policy) } : {}),
  };
}
