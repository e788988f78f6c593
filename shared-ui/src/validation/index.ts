// Yup schemas shared by the forms and the API (no React): the exact SPEC section 5 messages live here.
export * from './auth';
export * from './content';
export * from './priceAlertEmail';
