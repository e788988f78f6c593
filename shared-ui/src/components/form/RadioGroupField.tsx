import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';
import { fieldAria, FieldMessages } from './FieldFrame';
import type { SelectOption } from './SelectField';
import { useFormikBinding } from './useFormikBinding';

export interface RadioGroupFieldProps {
  /** The group's id; its hint and error get `${id}-hint` and `${id}-error`, each choice `${id}-${value}`. */
  id: string;
  /** The radios' name (one choice in the group); inside a <FormikForm>, the Formik field it binds to. */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  value?: string;
  options: readonly SelectOption[];
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  disabled?: boolean;
  /** The fieldset's class, `tp-field` unless a form lays its choices out otherwise. */
  className?: string;
  legendClassName?: string;
  /** The class of each choice's label; the chosen one also gets `is-selected`. */
  optionClassName?: string;
}

/** A fieldset of radios, one choice of a few, with its hint and validation message; Formik-aware by `name`. */
export function RadioGroupField({
  id,
  name,
  legend,
  hint,
  error,
  options,
  disabled,
  className = 'tp-field',
  legendClassName,
  optionClassName,
  ...handlers
}: RadioGroupFieldProps) {
  const bound = useFormikBinding<string, HTMLInputElement>({ name, ...handlers, error });
  // A fieldset takes no aria-invalid; the message is an alert.
  const describedBy = fieldAria(id, { hint, error: bound.error })['aria-describedby'];
  return (
    <fieldset id={id} className={className} aria-describedby={describedBy} disabled={disabled}>
      <legend className={legendClassName}>{legend}</legend>
      {options.map((option) => {
        const checked = bound.value === option.value;
        return (
          <label
            key={option.value}
            className={checked && optionClassName ? `${optionClassName} is-selected` : optionClassName}
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={bound.onChange}
              onBlur={bound.onBlur}
            />
            {option.label}
          </label>
        );
      })}
      <FieldMessages id={id} hint={hint} error={bound.error} />
    </fieldset>
  );
}
