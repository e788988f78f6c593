import type { GatewayName } from '@travel/contracts/refunds';
import { REFUND_REASONS, type RefundFormValues } from './refundForm';
import type { RefundFormState } from './useRefundForm';

/** "Initiate Refund": the four required fields, the rules, the submit button and the outcome. */
export function RefundForm({ gateway, form }: { gateway: GatewayName; form: RefundFormState }) {
  const { values, errors, processing, result, update, submit } = form;
  const fieldError = (name: keyof RefundFormValues) =>
    errors[name] ? (
      <p className="tp-field__error" id={`rf-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  const describedBy = (name: keyof RefundFormValues) => (errors[name] ? `rf-${name}-error` : undefined);

  return (
    <section className="rfm__card" aria-labelledby="rfm-form-heading">
      <h2 id="rfm-form-heading">Initiate Refund</h2>
      <form onSubmit={submit} noValidate>
        <div className="tp-field">
          <label htmlFor="rf-paymentId">Payment ID *</label>
          <input
            id="rf-paymentId"
            value={values.paymentId}
            onChange={(e) => update('paymentId', e.target.value)}
            placeholder={gateway === 'stripe' ? 'pi_…' : 'pay_…'}
            aria-invalid={Boolean(errors.paymentId)}
            aria-describedby={describedBy('paymentId')}
          />
          {fieldError('paymentId')}
        </div>
        <div className="tp-field">
          <label htmlFor="rf-cancellationId">Cancellation ID *</label>
          <input
            id="rf-cancellationId"
            value={values.cancellationId}
            onChange={(e) => update('cancellationId', e.target.value)}
            aria-invalid={Boolean(errors.cancellationId)}
            aria-describedby={describedBy('cancellationId')}
          />
          {fieldError('cancellationId')}
        </div>
        <div className="tp-field">
          <label htmlFor="rf-amount">Amount (₹) *</label>
          <input
            id="rf-amount"
            type="number"
            min={1}
            step={0.01}
            inputMode="decimal"
            value={values.amount}
            onChange={(e) => update('amount', e.target.value)}
            aria-invalid={Boolean(errors.amount)}
            aria-describedby={describedBy('amount')}
          />
          {fieldError('amount')}
        </div>
        <div className="tp-field">
          <label htmlFor="rf-reason">Reason *</label>
          <select
            id="rf-reason"
            value={values.reason}
            onChange={(e) => update('reason', e.target.value)}
            aria-invalid={Boolean(errors.reason)}
            aria-describedby={describedBy('reason')}
          >
            <option value="">Select a reason</option>
            {REFUND_REASONS.map((reason) => (
              <option key={reason.value} value={reason.value}>
                {reason.label}
              </option>
            ))}
          </select>
          {fieldError('reason')}
        </div>
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
    </section>
  );
}
