import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH } from './authMessages';
import { EMAIL_PATTERN } from './patterns';

// The login form's checks without yup, so the login page (the first screen of every admin page) does not download
// the schema library. The API checks a login and a password reset request with the same functions.
// Login checks presence and shape only: length rules would tell an attacker about the policy per account.

/** The problem with a typed email, if any: blank (trimmed) → `requiredMessage`, else one not in shape. */
export function emailProblem(value: string | undefined, requiredMessage: string): string | undefined {
  const email = (value ?? '').trim();
  if (!email) return requiredMessage;
  return EMAIL_PATTERN.test(email) ? undefined : AUTH_MESSAGES.invalidEmail;
}

/** Each field of the login form with its problem. */
export function loginProblems(values: { email?: string; password?: string }): { email?: string; password?: string } {
  const password = !values.password
    ? AUTH_MESSAGES.passwordRequired
    : values.password.length > PASSWORD_MAX_LENGTH
      ? AUTH_MESSAGES.passwordTooLong
      : undefined;
  const email = emailProblem(values.email, AUTH_MESSAGES.emailRequired);
  return { ...(email ? { email } : {}), ...(password ? { password } : {}) };
}

/** The problem Forgot Password finds with the typed email. */
export const forgotPasswordEmailProblem = (email: string | undefined) =>
  emailProblem(email, AUTH_MESSAGES.resetEmailRequired);
