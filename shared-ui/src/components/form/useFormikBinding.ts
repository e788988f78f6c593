import { useContext, type ChangeEventHandler, type FocusEventHandler } from 'react';
import { FormikFormContext } from './FormikForm';

export interface BindableProps<Value, Element> {
  name?: string;
  value?: Value;
  error?: string;
  onChange?: ChangeEventHandler<Element>;
  onBlur?: FocusEventHandler<Element>;
}

/**
 * Inside a <FormikForm>, a field with a `name` takes its value, handlers and error from that Formik form, as
 * Formik's `useField` would; the error shows once the field is touched (blurred, or on submit).
 * Any of `value`, `onChange`, `onBlur` and `error` given explicitly wins. Outside Formik they are used as given.
 */
export function useFormikBinding<Value, Element>(
  props: BindableProps<Value, Element>,
  type?: 'checkbox',
): Omit<BindableProps<Value, Element>, 'name'> {
  const formik = useContext(FormikFormContext);
  if (!formik || !props.name) return props;
  const field = formik.getFieldProps({ name: props.name, type });
  const meta = formik.getFieldMeta(props.name);
  const touchedError = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return {
    value: props.value ?? ((type === 'checkbox' ? field.checked : field.value) as Value),
    error: props.error ?? touchedError,
    onChange: props.onChange ?? field.onChange,
    onBlur: props.onBlur ?? field.onBlur,
  };
}
