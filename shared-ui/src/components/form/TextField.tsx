import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { fieldAria, FieldFrame } from './FieldFrame';
import { useFormikBinding } from './useFormikBinding';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'className'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value?: string | number;
  className?: string;
  labelClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input (text, email, tel, number…) with its hint and validation message; Formik-aware by `name`. */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  labelClassName,
  type = 'text',
  ...input
}: TextFieldProps) {
  const bound = useFormikBinding<string | number, HTMLInputElement>({ ...input, error });
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
        type={type}
        {...input}
        value={bound.value ?? ''}
        onChange={bound.onChange}
        onBlur={bound.onBlur}
      />
    </FieldFrame>
  );
}
