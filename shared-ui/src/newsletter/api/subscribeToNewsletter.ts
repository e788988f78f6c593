import type { ContentMessageReply, NewsletterSource, SubscribeBody } from '@travel/contracts/content';
import { apiClient } from '@travel/shared-ui/api';

export interface Subscriber {
  email: string;
  firstName?: string;
}

/** POST /api/newsletter/subscribe, the address and name trimmed; a blank name is not sent. */
export async function subscribeToNewsletter(subscriber: Subscriber, source: NewsletterSource) {
  const firstName = subscriber.firstName?.trim();
  const body: SubscribeBody = { email: subscriber.email.trim(), ...(firstName ? { firstName } : {}), source };
  return (await apiClient.post<ContentMessageReply>('/newsletter/subscribe', body)).data;
}
