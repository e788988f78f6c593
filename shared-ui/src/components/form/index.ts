// The fields come through their entry's package name, so both entries share one instance (one FormikForm context).
export * from '@travel/shared-ui/fields';
export { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';
export { fieldErrors, formikName, standingProblems, touchedFields, type Refusal } from './problems';
