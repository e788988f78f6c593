import { COMMENT_LIMITS, CONTENT_MESSAGES } from './contentMessages';
import { EMAIL_PATTERN } from './patterns';

/**
 * The address a logged-out visitor gives for a price alert: the site's email rule and messages (as the
 * newsletter and comment forms), yup-free so the flight search card can check it without the schema library.
 */
export function priceAlertEmailError(value: string | undefined): string | undefined {
  const email = (value ?? '').trim();
  if (!email) return CONTENT_MESSAGES.emailRequired;
  if (email.length > COMMENT_LIMITS.email || !EMAIL_PATTERN.test(email)) return CONTENT_MESSAGES.invalidEmail;
  return undefined;
}
