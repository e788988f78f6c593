import type { PaymentGatewayName, PaymentStatus } from '@travel/contracts/payments';
import type { Payment } from '../modules/payments/payments.service';

/**
 * What the browser needs to take the payment, per gateway (the gateway's script and public key, never a secret).
 * `returnUrl`: the page the browser goes to once the gateway's checkout is done (the sandbox's page sends it there).
 */
export type BrowserPayment =
  | {
      paymentId: string;
      gateway: 'razorpay';
      keyId: string;
      razorpayOrderId: string;
      amountMinor: number;
      currency: string;
      checkoutScriptUrl: string;
      returnUrl: string;
      guarantee?: { customerId: string };
    }
  | {
      paymentId: string;
      gateway: 'stripe';
      clientSecret: string;
      publishableKey?: string;
      scriptUrl: string;
      returnUrl: string;
      intent?: 'payment' | 'setup';
    }
  | { paymentId: string; gateway: 'sandbox'; redirectUrl: string };

/**
 * What the browser brings back, under the gateways' own names: Razorpay Checkout's handler response, or the
 * `payment_intent` Stripe adds to the return URL.
 */
export interface GatewayReturn {
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
  payment_intent?: string;
  setup_intent?: string;
}

/** What a gateway says about a payment (a webhook, a lookup, a checked browser return). */
export interface GatewayOutcome {
  status: Exclude<PaymentStatus, 'created'>;
  gatewayPaymentId?: string;
  /** What the gateway says was paid: checked against the payment before it counts as captured. */
  amountMinor?: number;
  currency?: string;
  failureReason?: string;
  /** One line for the audit trail. */
  summary: string;
}

/**
 * A webhook (or the sandbox's settlement) about the gateway order `gatewayOrderId`. A function when what it means
 * depends on the payment (a Razorpay payment authorised but not captured settles a guarantee, not a payment).
 */
export interface GatewaySignal {
  gatewayEventId: string;
  gatewayOrderId: string;
  outcome: GatewayOutcome | ((payment: Payment) => GatewayOutcome);
}

export interface CreatedOrder {
  gatewayOrderId: string;
  /** Stripe hands the browser's client secret back with the creation. */
  clientSecret?: string;
  /** A guarantee through Razorpay: the customer its authorisation transaction is for. */
  customerId?: string;
}

/** Who a card guarantee is for (Razorpay links the card's token to a customer). */
export interface GuaranteeCustomer {
  name: string;
  contact: string;
}

/** One gateway's payment API, as the payments service uses it. */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /**
   * Creates the gateway's order for the payment (its id is the receipt / metadata / idempotency key). `retry`:
   * an earlier call got no clear answer, so first look for the order it may have made. For a card guarantee
   * (isGuarantee): the gateway's way of keeping a card with no charge.
   */
  createOrder(payment: Payment, retry: boolean, customer?: GuaranteeCustomer): Promise<CreatedOrder>;
  /** `returnUrl`: the page of this site the browser comes back to (with ?paymentId=). */
  browserPayment(
    payment: Payment & { gatewayOrderId: string },
    returnUrl: string,
    created?: CreatedOrder,
  ): Promise<BrowserPayment>;
  /**
   * The browser's return, checked (signature, ids) and asked of the gateway; throws a 400 ApiError when it does
   * not belong to this payment. Undefined: the gateway settles by itself (the sandbox).
   */
  outcomeOfReturn(
    payment: Payment & { gatewayOrderId: string },
    gatewayReturn: GatewayReturn,
  ): Promise<GatewayOutcome | undefined>;
  /** Asks the gateway how the payment stands (a webhook may be lost). Undefined: nothing to ask (the sandbox). */
  lookup(payment: Payment & { gatewayOrderId: string }): Promise<GatewayOutcome | undefined>;
}
