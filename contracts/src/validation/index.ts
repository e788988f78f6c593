// Yup schemas shared by the forms and the API (no React): the exact validation messages live here.
export * from './auth';
export * from './content';
export * from './priceAlertEmail';
// The login form's checks, free of yup.
export * from './loginChecks';
export * from './staffInvites';
