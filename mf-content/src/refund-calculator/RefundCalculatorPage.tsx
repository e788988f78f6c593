import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatInr, type RefundResult } from '@travel/shared-ui';
import { calculateRefund, toLocalInput, type RefundFormErrors, type RefundFormValues } from './refundForm';
import '../common/content.css';
import './RefundCalculatorPage.css';

// The calculator states INR by definition (en-IN format), so no currency conversion here.
const inr = (amount: number) => formatInr(amount, { fractionDigits: 2 });

function ErrorText({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span id={id} className="tp-field__error">
      {message}
    </span>
  ) : null;
}

/** /refund-calculator: the refund estimate, computed by the shared computeRefund. */
export default function RefundCalculatorPage() {
  const [values, setValues] = useState<RefundFormValues>(() => ({
    bookingAmount: '',
    departureDateTime: '',
    cancellationDateTime: toLocalInput(new Date()),
    hasInsurance: false,
    isPeakSeason: false,
    addOnsAmount: '0',
  }));
  const [errors, setErrors] = useState<RefundFormErrors>({});
  const [result, setResult] = useState<RefundResult>();

  const set = (change: Partial<RefundFormValues>) => setValues((v) => ({ ...v, ...change }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = calculateRefund(values);
    setErrors(outcome.errors);
    setResult(outcome.result);
  };

  const described = (field: keyof RefundFormErrors) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${field}-error` } : {};

  return (
    <article className="tc-page tc-calc">
      <header className="tc-hero">
        <p className="tc-hero__eyebrow">Refund tools</p>
        <h1>Refund calculator</h1>
        <p>Estimate how much you will get back if you cancel, under our refund policy.</p>
      </header>

      <div className="tc-calc__layout">
        <form className="tc-card tc-calc__form" onSubmit={onSubmit} noValidate aria-labelledby="calc-form-heading">
          <h2 id="calc-form-heading">Your booking</h2>
          <div className="tp-field">
            <label htmlFor="bookingAmount">Booking amount (₹)</label>
            <input
              id="bookingAmount"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={values.bookingAmount}
              onChange={(e) => set({ bookingAmount: e.target.value })}
              {...described('bookingAmount')}
            />
            <ErrorText id="bookingAmount-error" message={errors.bookingAmount} />
          </div>
          <div className="tp-field">
            <label htmlFor="departureDateTime">Departure date and time</label>
            <input
              id="departureDateTime"
              type="datetime-local"
              value={values.departureDateTime}
              onChange={(e) => set({ departureDateTime: e.target.value })}
              {...described('departureDateTime')}
            />
            <ErrorText id="departureDateTime-error" message={errors.departureDateTime} />
          </div>
          <div className="tp-field">
            <label htmlFor="cancellationDateTime">Cancellation date and time</label>
            <input
              id="cancellationDateTime"
              type="datetime-local"
              value={values.cancellationDateTime}
              onChange={(e) => set({ cancellationDateTime: e.target.value })}
              {...described('cancellationDateTime')}
            />
            <ErrorText id="cancellationDateTime-error" message={errors.cancellationDateTime} />
          </div>
          <div className="tp-field">
            <label htmlFor="addOnsAmount">Add-ons amount (₹)</label>
            <input
              id="addOnsAmount"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={values.addOnsAmount}
              onChange={(e) => set({ addOnsAmount: e.target.value })}
              {...described('addOnsAmount')}
            />
            <ErrorText id="addOnsAmount-error" message={errors.addOnsAmount} />
          </div>
          <label className="tc-calc__check">
            <input
              type="checkbox"
              checked={values.hasInsurance}
              onChange={(e) => set({ hasInsurance: e.target.checked })}
            />{' '}
            I have travel insurance
          </label>
          <label className="tc-calc__check">
            <input
              type="checkbox"
              checked={values.isPeakSeason}
              onChange={(e) => set({ isPeakSeason: e.target.checked })}
            />{' '}
            Peak season travel
          </label>
          <button type="submit" className="tp-button">
            Calculate Refund
          </button>
        </form>

        <section className="tc-card tc-calc__result" aria-labelledby="calc-result-heading" aria-live="polite">
          <h2 id="calc-result-heading">Refund estimate</h2>
          {!result ? (
            <p className="tc-muted">Enter your booking details and select Calculate Refund.</p>
          ) : (
            <>
              <p
                className={
                  result.isEligible ? 'tc-calc__verdict tc-calc__verdict--ok' : 'tc-calc__verdict tc-calc__verdict--no'
                }
              >
                {result.isEligible ? 'Eligible for a refund' : 'Not eligible for a refund'}
              </p>
              <p data-testid="refund-reason">{result.refundReason}</p>
              <dl className="tc-calc__lines">
                <dt>Total amount</dt>
                <dd data-testid="total-amount">{inr(result.totalAmount)}</dd>
                <dt>Hours until departure</dt>
                <dd data-testid="hours-until-departure">{result.hoursUntilDeparture}</dd>
                <dt>Refund percentage</dt>
                <dd data-testid="refund-percentage">{result.refundPercentage}%</dd>
                <dt>Base refund</dt>
                <dd data-testid="base-refund">{inr(result.baseRefund)}</dd>
                <dt>Add-ons refund</dt>
                <dd data-testid="addons-refund">{inr(result.addOnsRefund)}</dd>
                <dt>Processing fee</dt>
                <dd data-testid="processing-fee">- {inr(result.processingFee)}</dd>
                <dt className="tc-calc__net">Net refund</dt>
                <dd className="tc-calc__net" data-testid="net-refund">
                  {inr(result.netRefund)}
                </dd>
              </dl>
            </>
          )}
          <p className="tc-muted">
            This is an estimate. The final amount follows the airline or hotel rules; see the{' '}
            <Link to="/refund-policy">refund policy</Link>.
          </p>
        </section>
      </div>
    </article>
  );
}
