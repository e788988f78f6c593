import * as yup from 'yup';
import { EMAIL_PATTERN, MOBILE_PATTERN, OTP_PATTERN } from './patterns';

import { AUTH_MESSAGES, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './authMessages';

export { AUTH_MESSAGES, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
export { EMAIL_PATTERN, MOBILE_PATTERN, OTP_PATTERN };

const email = (requiredMessage: string) =>
  yup
    .string()
    .trim()
    .required(requiredMessage)
    .matches(EMAIL_PATTERN, { message: AUTH_MESSAGES.invalidEmail, excludeEmptyString: true });

const password = () =>
  yup
    .string()
    .required(AUTH_MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

const mobileNumber = () =>
  yup
    .string()
    .trim()
    .transform((value: string) => (value === '' ? undefined : value))
    .optional()
    .matches(MOBILE_PATTERN, { message: AUTH_MESSAGES.invalidMobile, excludeEmptyString: true });

const fullName = () =>
  yup.string().trim().required(AUTH_MESSAGES.nameRequired).max(100, 'Full name must be at most 100 characters');

const otp = () => yup.string().required(AUTH_MESSAGES.otpRequired).matches(OTP_PATTERN, AUTH_MESSAGES.otpInvalid);

/** What the sign-up call sends (the terms box is a form-only field, see signupFormSchema). */
export const signupSchema = yup.object({
  name: fullName(),
  email: email(AUTH_MESSAGES.emailRequired),
  mobileNumber: mobileNumber(),
  password: password(),
});

export const signupFormSchema = signupSchema.shape({
  terms: yup.boolean().oneOf([true], AUTH_MESSAGES.termsRequired).required(AUTH_MESSAGES.termsRequired),
});

// Login and Forgot Password are checked without yup (loginChecks.ts), by the login page and the API alike.

/** The code with the sign-up form's values (the account gets these); the code's problems are named first. */
export const verifySignupSchema = yup.object({
  email: email(AUTH_MESSAGES.emailRequired),
  otp: otp(),
  name: fullName(),
  mobileNumber: mobileNumber(),
  password: password(),
});

export const resetPasswordSchema = yup.object({
  email: email(AUTH_MESSAGES.resetEmailRequired),
  otp: otp(),
  newPassword: password(),
});

/** The reset screen's own form: the new password, then the code. */
export const resetPasswordFormSchema = yup.object({ newPassword: password() });

export const profileUpdateSchema = yup.object({
  name: yup.string().trim().min(1, AUTH_MESSAGES.nameRequired).max(100, 'Full name must be at most 100 characters'),
  mobileNumber: mobileNumber(),
  email: yup
    .string()
    .trim()
    .optional()
    .min(1, AUTH_MESSAGES.emailRequired)
    .matches(EMAIL_PATTERN, { message: AUTH_MESSAGES.invalidEmail, excludeEmptyString: true }),
  emailOtp: yup.string().optional().matches(OTP_PATTERN, AUTH_MESSAGES.otpInvalid),
});

/** The profile page's form: every field is shown, so name and email are required there. */
export const profileFormSchema = yup.object({
  name: yup.string().trim().required(AUTH_MESSAGES.nameRequired).max(100, 'Full name must be at most 100 characters'),
  email: email(AUTH_MESSAGES.emailRequired),
  mobileNumber: mobileNumber(),
});

export const ACCOUNT_MESSAGES_SHARED = {
  currentPasswordRequired: 'Current password is required',
  samePassword: 'New password must be different from the current one',
  passwordsDiffer: 'Passwords do not match',
  confirmationRequired: 'Enter your password or the code we emailed you',
} as const;

export const changePasswordSchema = yup.object({
  currentPassword: yup
    .string()
    .required(ACCOUNT_MESSAGES_SHARED.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  newPassword: password().notOneOf([yup.ref('currentPassword')], ACCOUNT_MESSAGES_SHARED.samePassword),
});

export const changePasswordFormSchema = changePasswordSchema.shape({
  confirmPassword: yup
    .string()
    .required(AUTH_MESSAGES.passwordRequired)
    .oneOf([yup.ref('newPassword')], ACCOUNT_MESSAGES_SHARED.passwordsDiffer),
});

/** Deleting the account: its password, or (for an account without one) the emailed code. */
export const deleteAccountSchema = yup
  .object({
    password: yup.string().optional().max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
    otp: yup.string().optional().matches(OTP_PATTERN, AUTH_MESSAGES.otpInvalid),
  })
  .test('confirmation', ACCOUNT_MESSAGES_SHARED.confirmationRequired, (value) => Boolean(value.password || value.otp));

export type SignupValues = yup.InferType<typeof signupSchema>;
export type SignupFormValues = yup.InferType<typeof signupFormSchema>;

/**
 * Validates like the forms do. On failure returns the message of the first field in form order (the API
 * answers 400 with it); on success the cleaned values (trimmed, unknown keys dropped).
 */
export async function validateFirstError<T extends yup.AnyObject>(
  schema: yup.ObjectSchema<T>,
  values: unknown,
): Promise<{ ok: false; message: string } | { ok: true; value: T }> {
  try {
    const value = await schema.validate(values, { abortEarly: false, stripUnknown: true });
    return { ok: true, value: value as T };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    const order = Object.keys(schema.fields);
    const rank = (path?: string) => {
      const index = order.indexOf((path ?? '').split('.')[0]);
      return index === -1 ? order.length : index;
    };
    const first = [...failures].sort((a, b) => rank(a.path) - rank(b.path))[0];
    return { ok: false, message: first.errors[0] ?? first.message };
  }
}
