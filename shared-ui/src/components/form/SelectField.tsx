import type { ReactNode, SelectHTMLAttributes } from 'react';
import { fieldAria, FieldFrame } from './FieldFrame';
import { useFormikBinding } from './useFormikBinding';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'className'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value?: string;
  /** The first, empty choice ("Choose a city"). */
  placeholder?: string;
  /** The choices; or give <option> children for choices that need more (translate="no"). */
  options?: readonly SelectOption[];
  className?: string;
  children?: ReactNode;
};

/** A labelled select with an optional empty first choice, its hint and validation message; Formik-aware by `name`. */
export function SelectField({
  id,
  label,
  hint,
  error,
  placeholder,
  options,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const bound = useFormikBinding<string, HTMLSelectElement>({ ...select, error });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={bound.error} className={className}>
      <select
        {...fieldAria(id, { hint, error: bound.error })}
        {...select}
        value={bound.value ?? ''}
        onChange={bound.onChange}
        onBlur={bound.onBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}
