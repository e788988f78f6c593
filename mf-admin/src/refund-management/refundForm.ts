import type { GatewayName } from '../common/types';
import type { RefundRequest } from './api/refundsApi';

/** The refund reasons, with labels for staff. */
export const REFUND_REASONS = [
  { value: 'customer_request', label: 'Customer request' },
  { value: 'duplicate_charge', label: 'Duplicate charge' },
  { value: 'fraudulent', label: 'Fraudulent' },
  { value: 'product_unsatisfactory', label: 'Product unsatisfactory' },
  { value: 'order_cancelled', label: 'Order cancelled' },
  { value: 'other', label: 'Other' },
] as const;

export interface RefundFormValues {
  paymentId: string;
  cancellationId: string;
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
  if (!REFUND_REASONS.some((reason) => reason.value === values.reason)) errors.reason = 'Reason is required';
  return errors;
}

/** The API payload (paymentId, amount, reason, cancellationId, gateway); amount in rupees. */
export function toRefundPayload(values: RefundFormValues, gateway: GatewayName): RefundRequest {
  return {
    paymentId: values.paymentId.trim(),
    cancellationId: values.cancellationId.trim(),
    amount: Number(values.amount),
    reason: values.reason,
    gateway,
  };
}
