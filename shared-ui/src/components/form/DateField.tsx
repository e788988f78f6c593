import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldAria, FieldFrame } from './FieldFrame';
import { useFormikBinding } from './useFormikBinding';

export type DateFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'className'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** yyyy-mm-dd, or yyyy-mm-ddThh:mm with `withTime`. */
  value?: string;
  /** A date and a time of day (datetime-local) instead of a date. */
  withTime?: boolean;
  className?: string;
  labelClassName?: string;
};

/** A labelled date (or date and time) input with its hint and validation message; Formik-aware by `name`. */
export function DateField({
  id,
  label,
  hint,
  error,
  withTime = false,
  className,
  labelClassName,
  ...input
}: DateFieldProps) {
  const bound = useFormikBinding<string, HTMLInputElement>({ ...input, error });
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={bound.error}
      className={className}
      labelClassName={labelClassName}
    >
      <input
        {...fieldAria(id, { hint, error: bound.error })}
        {...input}
        type={withTime ? 'datetime-local' : 'date'}
        value={bound.value ?? ''}
        onChange={bound.onChange}
        onBlur={bound.onBlur}
      />
    </FieldFrame>
  );
}
