import { Type, type Static } from '@sinclair/typebox';

// /api/payments: a payment's status, the browser's return from the gateway, webhooks and the sandbox's page.

/** The gateways a payment can go through (the sandbox stands in when no keys are set). */
/** How many characters a new order's reference has, from an alphabet without 0/O and 1/I/L. */
export const ORDER_REFERENCE_LENGTH = 10;
/** A flight or hotel order's reference as a path parameter: 10 characters (orders made before 2026-12 have 6). */
export const OrderReference = Type.String({ pattern: '^[A-Za-z0-9]{6}(?:[A-Za-z0-9]{4})?$' });
/** Any booking's reference as a path parameter: an order's (above) or a hotel booking's ('HB-' and characters). */
export const BookingReference = Type.String({ pattern: '^[A-Za-z0-9-]{6,20}$' });

export const PAYMENT_GATEWAYS = ['razorpay', 'stripe', 'sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const PAYMENT_STATUSES = ['created', 'pending', 'requires_action', 'captured', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const PaymentParams = Type.Object({
  paymentId: Type.String({ pattern: '^pmt_[0-9a-f]{24}$', description: 'pmt_ and 24 hex digits' }),
});
export type PaymentParams = Static<typeof PaymentParams>;

/** What the browser may know of a payment (its order page polls it while a webhook is awaited). */
export const PaymentView = Type.Object({
  id: Type.String(),
  status: literals(PAYMENT_STATUSES),
  gateway: literals(PAYMENT_GATEWAYS),
  amountMinor: Type.Integer({ description: 'Minor units of currency' }),
  currency: Type.String(),
  failureReason: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
});

export type PaymentView = Static<typeof PaymentView>;

export const PaymentReply = Type.Object({ success: Type.Literal(true), payment: PaymentView });
export type PaymentReply = Static<typeof PaymentReply>;

const gatewayId = Type.String({ minLength: 1, maxLength: 100 });

/** Razorpay Checkout's handler response as it comes, or the payment_intent (setup_intent) of Stripe's return URL. */
export const ConfirmBody = Type.Object({
  razorpay_payment_id: Type.Optional(gatewayId),
  razorpay_order_id: Type.Optional(gatewayId),
  razorpay_signature: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  payment_intent: Type.Optional(gatewayId),
  /** A card guarantee through Stripe: the SetupIntent Stripe.js confirmed. */
  setup_intent: Type.Optional(gatewayId),
});
export type ConfirmBody = Static<typeof ConfirmBody>;

export const WebhookReply = Type.Object({
  success: Type.Literal(true),
  duplicate: Type.Boolean({ description: 'This event was received before and changed nothing now' }),
  applied: Type.Boolean({ description: "The event changed the payment's status" }),
});

export const RazorpayWebhookBody = Type.Object({
  event: Type.String({ minLength: 1, maxLength: 100 }),
  created_at: Type.Optional(Type.Integer()),
  payload: Type.Optional(Type.Object({})),
});

export const StripeWebhookBody = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 255 }),
  type: Type.String({ minLength: 1, maxLength: 100 }),
  data: Type.Optional(Type.Object({})),
});

export const HtmlPage = Type.String({ description: 'An HTML page' });

export const SandboxCardBody = Type.Object({ cardNumber: Type.String({ maxLength: 40 }) });
export type SandboxCardBody = Static<typeof SandboxCardBody>;

export const SandboxAuthenticateBody = Type.Object({
  decision: Type.Union([Type.Literal('approve'), Type.Literal('deny')]),
});
export type SandboxAuthenticateBody = Static<typeof SandboxAuthenticateBody>;
