import { useRef, useState, type FormEvent } from 'react';
import { apiServerMessage } from '@travel/shared-ui/api';
import type { GatewayName } from '@travel/contracts/refunds';
import { useStepUp } from '../access/useStepUp';
import { useInitiateRefund } from './api/initiateRefund';
import { EMPTY_FORM, toRefundPayload, validateRefundForm, type RefundFormValues } from './refundForm';

export type RefundResult = { kind: 'success' | 'error'; text: string };

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The refund form: its values and errors, and a submit that validates, initiates the refund on `gateway`
 * and reports the outcome; `onInitiated` runs after a refund was accepted. `stepUpDialog` is drawn with the form:
 * "Confirm it's you" when the API asks for the second factor again.
 */
export function useRefundForm(gateway: GatewayName, onInitiated: () => void) {
  const [values, setValues] = useState<RefundFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<ReturnType<typeof validateRefundForm>>({});
  const initiate = useInitiateRefund();
  // A refund moves money: the API may ask for the second factor again first (#40).
  const stepUp = useStepUp();
  const [result, setResult] = useState<RefundResult | null>(null);
  // One Idempotency-Key per distinct request: resubmitting the same values (after a timeout, a double
  // click) cannot refund twice; changing anything makes a new request.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const update = (name: keyof RefundFormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRefundForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const payload = toRefundPayload(values, gateway);
    const fingerprint = JSON.stringify(payload);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newKey() };
    setResult(null);
    try {
      const { key } = attempt.current;
      const refundId = await stepUp.guard(() => initiate.mutate(payload, key));
      setResult({ kind: 'success', text: `Refund initiated successfully! Refund ID: ${refundId}` });
      setValues(EMPTY_FORM);
      attempt.current = null;
      onInitiated();
    } catch (error) {
      setResult({ kind: 'error', text: apiServerMessage(error) ?? 'Failed to process refund' });
    }
  }

  return {
    values,
    errors,
    processing: initiate.status === 'pending' || stepUp.asking,
    result,
    update,
    submit,
    stepUpDialog: stepUp.dialog,
  };
}

export type RefundFormState = ReturnType<typeof useRefundForm>;
