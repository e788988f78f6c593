import { TextField, type TextFieldProps } from './TextField';

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'value'> & {
  /** yyyy-mm-dd, or yyyy-mm-ddThh:mm with `withTime`. */
  value?: string;
  /** A date and a time of day (datetime-local) instead of a date. */
  withTime?: boolean;
};

/** A labelled date (or date and time) input with its hint and validation message; Formik-aware by `name`. */
export function DateField({ withTime = false, ...field }: DateFieldProps) {
  return <TextField {...field} type={withTime ? 'datetime-local' : 'date'} />;
}
