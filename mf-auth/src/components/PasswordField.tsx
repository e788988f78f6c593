import { useState, type FocusEventHandler, type ChangeEventHandler } from 'react';

export interface PasswordFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/** A password input with a Show/Hide toggle button. */
export function PasswordField({ id, name, label, value, error, autoComplete, onChange, onBlur }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="tp-field">
      <label htmlFor={id}>{label}</label>
      <div className="ma-password">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="ma-password__toggle"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide password' : 'Show password'}
        </button>
      </div>
      {error && (
        <span id={`${id}-error`} className="tp-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
