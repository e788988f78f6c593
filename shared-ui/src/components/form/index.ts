export { FormikForm, type FormikFormProps, type FormikBag } from './FormikForm';
export { FieldFrame, FieldMessages, fieldAria, type FieldFrameProps } from './FieldFrame';
export { TextField, type TextFieldProps } from './TextField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { DateField, type DateFieldProps } from './DateField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { RadioGroupField, type RadioGroupFieldProps, type RadioOption } from './RadioGroupField';
export { useFormikBinding, type BindableProps } from './useFormikBinding';
