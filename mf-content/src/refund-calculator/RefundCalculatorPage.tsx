import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { type RefundResult } from '@travel/contracts/rules';
import { formatInr } from '@travel/shared-ui/money';
import { CheckboxField, DateField, TextField } from '@travel/shared-ui/fields';
import { calculateRefund, toLocalInput, type RefundFormErrors, type RefundFormValues } from './refundForm';
import '../common/content.css';
import './RefundCalculatorPage.css';

// The calculator states INR by definition (en-IN format), so no currency conversion here.
const inr = (amount: number) => formatInr(amount, { fractionDigits: 2 });

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
          <TextField
            id="bookingAmount"
            label="Booking amount (₹)"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={values.bookingAmount}
            error={errors.bookingAmount}
            onChange={(e) => set({ bookingAmount: e.target.value })}
          />
          <DateField
            id="departureDateTime"
            label="Departure date and time"
            withTime
            value={values.departureDateTime}
            error={errors.departureDateTime}
            onChange={(e) => set({ departureDateTime: e.target.value })}
          />
          <DateField
            id="cancellationDateTime"
            label="Cancellation date and time"
            withTime
            value={values.cancellationDateTime}
            error={errors.cancellationDateTime}
            onChange={(e) => set({ cancellationDateTime: e.target.value })}
          />
          <TextField
            id="addOnsAmount"
            label="Add-ons amount (₹)"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={values.addOnsAmount}
            error={errors.addOnsAmount}
            onChange={(e) => set({ addOnsAmount: e.target.value })}
          />
          <CheckboxField
            id="hasInsurance"
            className="tc-calc__option"
            labelClassName="tc-calc__check"
            label="I have travel insurance"
            checked={values.hasInsurance}
            onChange={(e) => set({ hasInsurance: e.target.checked })}
          />
          <CheckboxField
            id="isPeakSeason"
            className="tc-calc__option"
            labelClassName="tc-calc__check"
            label="Peak season travel"
            checked={values.isPeakSeason}
            onChange={(e) => set({ isPeakSeason: e.target.checked })}
          />
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
