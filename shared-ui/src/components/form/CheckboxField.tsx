import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldAria, FieldMessages } from './FieldFrame';
import { useFormikBinding } from './useFormikBinding';

export type CheckboxFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'checked' | 'className'
> & {
  id: string;
  /** Text beside the box; may hold links (the terms). */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  checked?: boolean;
  /** The wrapper's class, `tp-field` unless the form lays it out otherwise. */
  className?: string;
  /** The class of the label holding the box and its text, `tp-field__check` by default. */
  labelClassName?: string;
};

/** A checkbox with its text beside it and its hint and validation message beneath; Formik-aware by `name`. */
export function CheckboxField({
  id,
  label,
  hint,
  error,
  checked,
  className = 'tp-field',
  labelClassName = 'tp-field__check',
  ...input
}: CheckboxFieldProps) {
  const bound = useFormikBinding<boolean, HTMLInputElement>({ ...input, value: checked, error }, 'checkbox');
  return (
    <div className={className}>
      <label className={labelClassName}>
        <input
          {...fieldAria(id, { hint, error: bound.error })}
          {...input}
          type="checkbox"
          checked={bound.value ?? false}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
        />
        <span>{label}</span>
      </label>
      <FieldMessages id={id} hint={hint} error={bound.error} />
    </div>
  );
}
