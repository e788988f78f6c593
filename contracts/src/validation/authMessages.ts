// The account rules' limits and messages, free of yup (see loginChecks.ts); the schemas are in auth.ts.

/** The account rules, shared by the mf-auth forms and the API. */
export const PASSWORD_MIN_LENGTH = 9;
/** ASVS: long passphrases allowed, but bounded so hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;

export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  invalidMobile: 'Mobile number must be exactly 10 digits',
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 9 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  termsRequired: 'You must accept the terms and conditions',
  resetEmailRequired: 'Email is required for password reset',
  otpRequired: 'Please enter the 6-digit code',
  otpInvalid: 'The code must be exactly 6 digits',
} as const;
