import type { FormEvent } from 'react';
import type { CancellationSearchValues } from '@travel/contracts/rules';
import { TextField } from '@travel/shared-ui/fields';
import type { SearchErrors } from './cancellationWizardState';

interface SearchBookingStepProps {
  values: CancellationSearchValues;
  errors: SearchErrors;
  busy: boolean;
  onChange: (values: Partial<CancellationSearchValues>) => void;
  onSubmit: (event: FormEvent) => void;
}

const AUTOCOMPLETE: Record<keyof CancellationSearchValues, string> = { bookingId: 'off', email: 'email', phone: 'tel' };

/** Step 1, first part: Booking ID and email (phone optional), checked before a code is emailed. */
export function SearchBookingStep({ values, errors, busy, onChange, onSubmit }: SearchBookingStepProps) {
  const field = (name: keyof CancellationSearchValues, label: string, type: string, hint?: string) => (
    <TextField
      id={`hc-${name}`}
      label={label}
      type={type}
      value={values[name]}
      autoComplete={AUTOCOMPLETE[name]}
      error={errors[name]}
      placeholder={hint}
      onChange={(event) => onChange({ [name]: event.target.value })}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>Enter the Booking ID from your confirmation email and the email address you booked with.</p>
      <p>We will email a 6-digit code to that address to open the booking.</p>
      {field('bookingId', 'Booking ID *', 'text', 'e.g. HB-100001')}
      {field('email', 'Email *', 'email')}
      {field('phone', 'Phone (optional)', 'tel', '10-digit mobile number')}
      <button type="submit" className="tp-button" disabled={busy}>
        {busy ? 'Sending...' : 'Email me a code'}
      </button>
    </form>
  );
}
