import type { FormEvent } from 'react';
import type { BookingSummary, RefundPreference } from '@travel/contracts/bookings';
import { CANCELLATION_REASONS } from '@travel/contracts/rules';
import { RadioGroupField, SelectField, TextAreaField } from '@travel/shared-ui/fields';
import { BookingDetails } from './BookingDetails';
import type { ConfirmValues } from './cancellationWizardState';

interface ConfirmCancellationStepProps {
  booking: BookingSummary;
  values: ConfirmValues;
  reasonError: string;
  busy: boolean;
  onChange: (values: Partial<ConfirmValues>) => void;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
}

const REFUND_PREFERENCES: { value: RefundPreference; label: string }[] = [
  { value: 'original', label: 'Original payment method' },
  { value: 'credit', label: 'Travel credit' },
];

/** Step 2: the booking and its refund estimate, a required reason, optional notes and where the refund goes. */
export function ConfirmCancellationStep(props: ConfirmCancellationStepProps) {
  const { booking, values, reasonError, busy, onChange, onSubmit, onBack } = props;
  return (
    <form onSubmit={onSubmit} noValidate>
      <BookingDetails booking={booking} />
      <SelectField
        id="hc-reason"
        label="Reason for cancelling *"
        placeholder="Choose a reason"
        options={CANCELLATION_REASONS.map((reason) => ({ value: reason, label: reason }))}
        value={values.reason}
        error={reasonError}
        onChange={(event) => onChange({ reason: event.target.value })}
      />
      <TextAreaField
        id="hc-notes"
        label="Additional notes (optional)"
        rows={3}
        maxLength={1000}
        value={values.additionalNotes}
        onChange={(event) => onChange({ additionalNotes: event.target.value })}
      />
      <RadioGroupField
        id="hc-refund-preference"
        name="refundPreference"
        legend="Refund preference"
        className="hc-preference"
        options={REFUND_PREFERENCES}
        value={values.refundPreference}
        onValueChange={(refundPreference) => onChange({ refundPreference })}
      />
      <div className="hc-actions">
        <button type="button" className="tp-button tp-button--secondary" onClick={onBack} disabled={busy}>
          Back
        </button>
        <button type="submit" className="tp-button" disabled={busy}>
          {busy ? 'Submitting…' : 'Confirm Cancellation'}
        </button>
      </div>
    </form>
  );
}
