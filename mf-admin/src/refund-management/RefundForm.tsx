import { SelectField, TextField } from '@travel/shared-ui/fields';
import type { GatewayName } from '@travel/contracts/refunds';
import { REFUND_REASONS, type RefundFormValues } from './refundForm';
import type { RefundFormState } from './useRefundForm';

/** "Initiate Refund": the four required fields, the rules, the submit button and the outcome. */
export function RefundForm({ gateway, form }: { gateway: GatewayName; form: RefundFormState }) {
  const { values, errors, processing, result, update, submit, stepUpDialog } = form;
  const fieldProps = (name: keyof RefundFormValues) => ({
    id: `rf-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => update(name, e.target.value),
  });

  return (
    <section className="rfm__card" aria-labelledby="rfm-form-heading">
      <h2 id="rfm-form-heading">Initiate Refund</h2>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Payment ID *"
          placeholder={gateway === 'stripe' ? 'pi_…' : 'pay_…'}
          {...fieldProps('paymentId')}
        />
        <TextField label="Cancellation ID *" {...fieldProps('cancellationId')} />
        <TextField
          label="Amount (₹) *"
          type="number"
          min={1}
          step={0.01}
          inputMode="decimal"
          {...fieldProps('amount')}
        />
        <SelectField
          label="Reason *"
          placeholder="Select a reason"
          options={REFUND_REASONS}
          {...fieldProps('reason')}
        />
        <p className="rfm__rules">
          All fields are required. The amount is in rupees, at least ₹1, in steps of 0.01, and cannot exceed what
          remains refundable for the payment.
        </p>
        <button type="submit" className="tp-button" disabled={processing}>
          {processing ? 'Processing...' : 'Initiate Refund'}
        </button>
      </form>
      {result && (
        <p className={`rfm__result rfm__result--${result.kind}`} role={result.kind === 'error' ? 'alert' : 'status'}>
          {result.text}
        </p>
      )}
      {stepUpDialog}
    </section>
  );
}
