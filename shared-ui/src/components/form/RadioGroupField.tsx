import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';
import { fieldAria, FieldMessages } from './FieldFrame';
import { useFormikBinding } from './useFormikBinding';

export interface RadioOption<Value extends string = string> {
  value: Value;
  label: ReactNode;
  /** More about the choice (a departure band's hours), shown after its label and read as its description. */
  hint?: ReactNode;
}

export interface RadioGroupFieldProps<Value extends string = string> {
  /** The group's id; its hint and error get `${id}-hint` and `${id}-error`, each choice `${id}-${value}`. */
  id: string;
  /** The radios' name (one choice in the group); inside a <FormikForm>, the Formik field it binds to. */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  value?: Value;
  options: readonly RadioOption<Value>[];
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Outside Formik, the chosen option's value, typed as the options' values. */
  onValueChange?: (value: Value) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  disabled?: boolean;
  /** The fieldset's class, `tp-field` unless a form lays its choices out otherwise (`''` for none). */
  className?: string;
  legendClassName?: string;
  /** The class of each choice's label; the chosen one also gets `selectedClassName`. */
  optionClassName?: string;
  /** Added to the chosen option's class, `is-selected` by default. */
  selectedClassName?: string;
  /** The class of the span holding an option's hint. */
  optionHintClassName?: string;
}

/**
 * A fieldset of native radios (arrow keys move the choice), one choice of a few, with its hint and validation
 * message; Formik-aware by `name`, or controlled by `value` and `onValueChange`.
 */
export function RadioGroupField<Value extends string = string>({
  id,
  name,
  legend,
  hint,
  error,
  options,
  onValueChange,
  disabled,
  className = 'tp-field',
  legendClassName,
  optionClassName,
  selectedClassName = 'is-selected',
  optionHintClassName,
  ...handlers
}: RadioGroupFieldProps<Value>) {
  const bound = useFormikBinding<string, HTMLInputElement>({ name, ...handlers, error });
  // A fieldset takes no aria-invalid; the message is an alert.
  const describedBy = fieldAria(id, { hint, error: bound.error })['aria-describedby'];
  return (
    <fieldset id={id} className={className || undefined} aria-describedby={describedBy} disabled={disabled}>
      <legend className={legendClassName}>{legend}</legend>
      {options.map((option) => {
        const checked = bound.value === option.value;
        const inputId = `${id}-${option.value}`;
        const hinted = option.hint !== undefined;
        return (
          <label
            key={option.value}
            className={checked && optionClassName ? `${optionClassName} ${selectedClassName}` : optionClassName}
          >
            <input
              id={inputId}
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              aria-labelledby={hinted ? `${inputId}-label` : undefined}
              aria-describedby={hinted ? `${inputId}-hint` : undefined}
              onChange={(event) => {
                bound.onChange?.(event);
                onValueChange?.(option.value);
              }}
              onBlur={bound.onBlur}
            />{' '}
            {hinted ? (
              <>
                <span id={`${inputId}-label`}>{option.label}</span>
                <span id={`${inputId}-hint`} className={optionHintClassName}>
                  {option.hint}
                </span>
              </>
            ) : (
              option.label
            )}
          </label>
        );
      })}
      <FieldMessages id={id} hint={hint} error={bound.error} />
    </fieldset>
  );
}
