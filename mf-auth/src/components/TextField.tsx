import type { ChangeEventHandler, FocusEventHandler, HTMLInputTypeAttribute } from 'react';

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/** A labelled input with its validation message beneath it. */
export function TextField({ id, error, label, type = 'text', ...input }: TextFieldProps) {
  return (
    <div className="tp-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        {...input}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="tp-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
