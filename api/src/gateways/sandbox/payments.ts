import type { Payment } from '../../modules/payments/payments.service';
import type { PaymentGateway } from '../paymentGateway';

/** The payment page of the sandbox, served by the API itself. */
export const sandboxPagePath = (paymentId: string) => `/api/payments/sandbox/${encodeURIComponent(paymentId)}`;

/**
 * The built-in gateway used when no gateway has keys: its "order" is a name for the payment, its checkout the
 * page at sandboxPagePath, and it settles payments through the same path as a webhook (modules/payments/sandbox/sandbox.routes.ts).
 */
export class SandboxPayments implements PaymentGateway {
  readonly name = 'sandbox' as const;

  async createOrder(payment: Payment) {
    return { gatewayOrderId: `sbx_${payment.id}` };
  }

  async browserPayment(payment: Payment) {
    return { paymentId: payment.id, gateway: 'sandbox' as const, redirectUrl: sandboxPagePath(payment.id) };
  }

  async outcomeOfReturn() {
    return undefined;
  }

  async lookup() {
    return undefined;
  }
}
