import { useEffect, useRef, type FormEvent } from 'react';
import { TextField } from '@travel/shared-ui/fields';

interface BookingCodeFormProps {
  email: string;
  code: string;
  error: string;
  /** Said after a code was sent again. */
  notice: string;
  busy: boolean;
  onChange: (code: string) => void;
  onSubmit: (event: FormEvent) => void;
  onResend: () => void;
  onChangeDetails: () => void;
}

/** Step 1, second part: the 6-digit code emailed to the booking's address, which opens the booking. */
export function BookingCodeForm(props: BookingCodeFormProps) {
  const { email, code, error, notice, busy, onChange, onSubmit, onResend, onChangeDetails } = props;
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  return (
    <form onSubmit={onSubmit} noValidate>
      <div role="status">
        <p>{`If a booking matches, we have emailed a 6-digit code to ${email}.`}</p>
        {notice && <p>{notice}</p>}
      </div>
      <TextField
        id="hc-code"
        ref={input}
        label="6-digit code *"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="hc-actions">
        <button type="submit" className="tp-button" disabled={busy}>
          {busy ? 'Checking...' : 'Find booking'}
        </button>
        <button type="button" className="tp-button tp-button--secondary" onClick={onResend} disabled={busy}>
          Send a new code
        </button>
      </div>
      <button type="button" className="hc-link" onClick={onChangeDetails} disabled={busy}>
        Change Booking ID or email
      </button>
    </form>
  );
}
