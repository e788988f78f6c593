import {
  REFUND_REASONS as REASONS,
  type GatewayName,
  type InitiateRefundBody,
  type RefundReason,
} from '@travel/contracts/refunds';

const REASON_LABELS: Record<RefundReason, string> = {
  customer_request: 'Customer request',
  duplicate_charge: 'Duplicate charge',
  fraudulent: 'Fraudulent',
  product_unsatisfactory: 'Product unsatisfactory',
  order_cancelled: 'Order cancelled',
  other: 'Other',
};

/** The refund reasons, with labels for staff. */
export const REFUND_REASONS = REASONS.map((value) => ({ value, label: REASON_LABELS[value] }));

const isRefundReason = (value: string): value is RefundReason => (REASONS as readonly string[]).includes(value);

export interface RefundFormValues {
  paymentId: string;
  cancellationId: string;
  /** Rupees, as typed. */
  amount: string;
  reason: string;
}

export const EMPTY_FORM: RefundFormValues = { paymentId: '', cancellationId: '', amount: '', reason: '' };

/** The form's rules: every field required, amount at least 1 in steps of 0.01. */
export function validateRefundForm(values: RefundFormValues): Partial<Record<keyof RefundFormValues, string>> {
  const errors: Partial<Record<keyof RefundFormValues, string>> = {};
  if (!values.paymentId.trim()) errors.paymentId = 'Payment ID is required';
  if (!values.cancellationId.trim()) errors.cancellationId = 'Cancellation ID is required';
  const amount = Number(values.amount);
  if (!values.amount.trim()) errors.amount = 'Amount is required';
  else if (!Number.isFinite(amount) || amount < 1) errors.amount = 'Amount must be at least 1';
  else if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6)
    errors.amount = 'Amount can have at most 2 decimals';
  if (!isRefundReason(values.reason)) errors.reason = 'Reason is required';
  return errors;
}

/** The API body of valid values: the rupees typed, in paise. */
export function toRefundPayload(values: RefundFormValues, gateway: GatewayName): InitiateRefundBody {
  if (!isRefundReason(values.reason)) throw new Error(`Not a refund reason: ${values.reason}`);
  return {
    paymentId: values.paymentId.trim(),
    cancellationId: values.cancellationId.trim(),
    amountMinor: Math.round(Number(values.amount) * 100),
    currency: 'INR',
    reason: values.reason,
    gateway,
  };
}
