import { createContext, type FormHTMLAttributes } from 'react';
import type { FormikContextType } from 'formik';

/** What a field needs of a Formik form (`useFormik`'s result). */
export type FormikBag = Pick<FormikContextType<unknown>, 'getFieldProps' | 'getFieldMeta' | 'handleSubmit'>;

/**
 * The Formik form the fields inside bind to. Shared-ui's own context rather than Formik's, so that importing the
 * fields never loads formik: the flight search on the home page uses them without Formik (docs/architecture.md).
 */
export const FormikFormContext = createContext<FormikBag | undefined>(undefined);

export type FormikFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & { form: FormikBag };

/** A <form> (noValidate) that submits through `form` (from `useFormik`); the fields inside bind to it by name. */
export function FormikForm({ form, children, ...formProps }: FormikFormProps) {
  return (
    <FormikFormContext.Provider value={form}>
      <form noValidate onSubmit={form.handleSubmit} {...formProps}>
        {children}
      </form>
    </FormikFormContext.Provider>
  );
}
