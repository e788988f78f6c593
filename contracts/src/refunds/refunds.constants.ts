// Plain values, apart from the schemas so a front end that needs only these does not bundle TypeBox.

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
