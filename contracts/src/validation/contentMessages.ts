/** The blog comment, blog newsletter and page newsletter messages (yup-free). */
export const CONTENT_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  nameRequired: 'Name is required',
  commentRequired: 'Comment is required',
  termsRequired: 'Please agree to receive our newsletter',
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
} as const;

export const COMMENT_LIMITS = { name: 80, email: 254, comment: 2000 } as const;
