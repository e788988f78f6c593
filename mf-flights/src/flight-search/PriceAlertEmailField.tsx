import { useId, type RefObject } from 'react';
import { Link } from 'react-router-dom';

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
    <div className="fs-field fs-price-alert-email">
      <label htmlFor={id}>Email for the price alert</label>
      <input
        id={id}
        ref={inputRef}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <small id={`${id}-hint`}>
        We email you a link to confirm the alert, then once if the fare drops.{' '}
        <Link to="/login">Log in to see your alerts</Link>
      </small>
      {error && (
        <span id={`${id}-error`} className="tp-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
