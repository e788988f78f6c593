import type { FormEvent } from 'react';
import type { CancellationSearchValues } from '@travel/contracts/rules';
import type { SearchErrors } from './cancellationWizardState';

interface SearchBookingStepProps {
  values: CancellationSearchValues;
  errors: SearchErrors;
  busy: boolean;
  onChange: (values: Partial<CancellationSearchValues>) => void;
  onSubmit: (event: FormEvent) => void;
}

const AUTOCOMPLETE: Record<keyof CancellationSearchValues, string> = { bookingId: 'off', email: 'email', phone: 'tel' };

/** Step 1: Booking ID and email (phone optional), checked before the lookup. */
export function SearchBookingStep({ values, errors, busy, onChange, onSubmit }: SearchBookingStepProps) {
  const field = (name: keyof CancellationSearchValues, label: string, type: string, hint?: string) => (
    <div className="tp-field">
      <label htmlFor={`hc-${name}`}>{label}</label>
      <input
        id={`hc-${name}`}
        type={type}
        value={values[name]}
        autoComplete={AUTOCOMPLETE[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={`hc-${name}-error`}
        placeholder={hint}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
      {errors[name] && (
        <span className="tp-field__error" id={`hc-${name}-error`}>
          {errors[name]}
        </span>
      )}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>Enter the Booking ID from your confirmation email and the email address you booked with.</p>
      {field('bookingId', 'Booking ID *', 'text', 'e.g. HB-100001')}
      {field('email', 'Email *', 'email')}
      {field('phone', 'Phone (optional)', 'tel', '10-digit mobile number')}
      <button type="submit" className="tp-button" disabled={busy}>
        {busy ? 'Searching…' : 'Find booking'}
      </button>
    </form>
  );
}
