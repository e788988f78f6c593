import * as yup from 'yup';

import { COMMENT_LIMITS, CONTENT_MESSAGES } from './contentMessages';
import { EMAIL_PATTERN } from './patterns';

/** The blog comment, blog newsletter and page newsletter rules, shared by the forms and the API. */
export { COMMENT_LIMITS, CONTENT_MESSAGES };

const email = () =>
  yup
    .string()
    .trim()
    .required(CONTENT_MESSAGES.emailRequired)
    .max(COMMENT_LIMITS.email, CONTENT_MESSAGES.invalidEmail)
    .matches(EMAIL_PATTERN, CONTENT_MESSAGES.invalidEmail);

export const commentSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(CONTENT_MESSAGES.nameRequired)
    .max(COMMENT_LIMITS.name, `Name must be at most ${COMMENT_LIMITS.name} characters`),
  email: email(),
  comment: yup
    .string()
    .trim()
    .required(CONTENT_MESSAGES.commentRequired)
    .max(COMMENT_LIMITS.comment, `Comment must be at most ${COMMENT_LIMITS.comment} characters`),
});
export type CommentInput = yup.InferType<typeof commentSchema>;

/** What the newsletter API stores: an email and an optional first name. */
export const newsletterSchema = yup.object({
  email: email(),
  firstName: yup.string().trim().max(80, 'First name must be at most 80 characters').optional(),
});
export type NewsletterInput = yup.InferType<typeof newsletterSchema>;

/** The /newsletter page form: the same, plus the required consent box. */
export const newsletterPageSchema = newsletterSchema.shape({
  terms: yup.boolean().oneOf([true], CONTENT_MESSAGES.termsRequired).required(CONTENT_MESSAGES.termsRequired),
});

/** The first message of a failed check, or undefined when the value passes. */
export function firstValidationError(schema: yup.AnySchema, value: unknown): string | undefined {
  try {
    schema.validateSync(value, { abortEarly: true });
    return undefined;
  } catch (error) {
    return error instanceof yup.ValidationError ? error.errors[0] : 'Invalid input';
  }
}
