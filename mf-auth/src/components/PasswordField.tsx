import { useState, type FocusEventHandler, type ChangeEventHandler } from 'react';
import { fieldAria, FieldFrame, useFormikBinding } from '@travel/shared-ui/fields';

export interface PasswordFieldProps {
  id: string;
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** Inside a Formik form these come from the field named `name`. */
  value?: string;
  error?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/** A password input with a Show/Hide toggle button. */
export function PasswordField({ id, name, label, autoComplete, ...given }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { value, error, onChange, onBlur } = useFormikBinding<string, HTMLInputElement>({ name, ...given });
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="ma-password">
        <input
          {...fieldAria(id, { error })}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value ?? ''}
          onChange={onChange}
          onBlur={onBlur}
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
    </FieldFrame>
  );
}
