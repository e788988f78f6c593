import type { ReactNode } from 'react';
import { useFormik } from 'formik';
import type { AnySchema } from 'yup';
import { FormikForm } from '../FormikForm';

/** A Formik form around the fields under test, as the apps build theirs: useFormik and FormikForm. */
export function FormikTestForm<Values extends object>({
  initialValues,
  validationSchema,
  onSubmit = jest.fn(),
  children,
}: {
  initialValues: Values;
  validationSchema?: AnySchema;
  onSubmit?: (values: Values) => void;
  children: ReactNode;
}) {
  const form = useFormik({ initialValues, validationSchema, onSubmit: (values) => onSubmit(values) });
  return <FormikForm form={form}>{children}</FormikForm>;
}
