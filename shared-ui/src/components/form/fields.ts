/**
 * `@travel/shared-ui/fields`: the form fields alone (and `FormikForm`, the form they bind to), without the helpers
 * for an API's refusal (`ErrorSummary`, `fieldErrors`…), so a page that only draws fields, such as the flight and
 * hotel search cards, does not download those. `@travel/shared-ui/form` re-exports this entry by its package name.
 */
export { FormikForm, type FormikFormProps, type FormikBag } from './FormikForm';
export { FieldFrame, FieldMessages, fieldAria, type FieldFrameProps } from './FieldFrame';
export { TextField, type TextFieldProps } from './TextField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { DateField, type DateFieldProps } from './DateField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { RadioGroupField, type RadioGroupFieldProps, type RadioOption } from './RadioGroupField';
export { useFormikBinding, type BindableProps } from './useFormikBinding';
