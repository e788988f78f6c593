export { NewsletterSignupForm } from './NewsletterSignupForm';
export {
  NEWSLETTER_FAILURE_MESSAGE,
  newsletterErrorMessage,
  useNewsletterSubscription,
  type NewsletterSource,
  type NewsletterStatus,
  type SubscribeToNewsletter,
  type Subscriber,
} from './useNewsletterSubscription';
