import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { fieldAria, FieldFrame } from './FieldFrame';
import { useFormikBinding } from './useFormikBinding';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'className'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value?: string;
  className?: string;
};

/** A labelled textarea with its hint and validation message; Formik-aware by `name`. */
export function TextAreaField({ id, label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  const bound = useFormikBinding<string, HTMLTextAreaElement>({ ...textarea, error });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={bound.error} className={className}>
      <textarea
        {...fieldAria(id, { hint, error: bound.error })}
        {...textarea}
        value={bound.value ?? ''}
        onChange={bound.onChange}
        onBlur={bound.onBlur}
      />
    </FieldFrame>
  );
}
