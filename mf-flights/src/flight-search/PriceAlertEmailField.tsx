import { useId, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '@travel/shared-ui/fields';

/** The email a signed-out visitor gives for a price alert, shown under the option when it is ticked. */
export function PriceAlertEmailField({
  value,
  error,
  onChange,
  inputRef,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  return (
    <TextField
      id={id}
      className="fs-field fs-price-alert-email"
      label="Email for the price alert"
      ref={inputRef}
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      value={value}
      error={error ?? undefined}
      onChange={(event) => onChange(event.target.value)}
      hint={
        <>
          We email you a link to confirm the alert, then once if the fare drops.{' '}
          <Link to="/login">Log in to see your alerts</Link>
        </>
      }
    />
  );
}
