import {
  NEWSLETTER_SUBSCRIBE_PATH,
  subscribeBody,
  type ContentMessageReply,
  type NewsletterSource,
  type Subscriber,
} from '@travel/contracts/content';
import { apiClient } from '@travel/shared-ui/api';

/** POST /api/newsletter/subscribe, from the /newsletter page and the blog's forms. */
export async function subscribeToNewsletter(subscriber: Subscriber, source: NewsletterSource) {
  return (await apiClient.post<ContentMessageReply>(NEWSLETTER_SUBSCRIBE_PATH, subscribeBody(subscriber, source))).data;
}
