import { useCallback, useState } from 'react';
import { apiClient, apiErrorStatus } from '../api/client';
import { CONTENT_MESSAGES } from '@travel/contracts/validation';
import type { ContentMessageReply, NewsletterSource, SubscribeBody } from '@travel/contracts/content';

export type { NewsletterSource };
export type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'error';

export const NEWSLETTER_FAILURE_MESSAGE = 'Something went wrong. Please try again later.';

/** The message for a failed subscription: 400 means the address is already subscribed. */
export function newsletterErrorMessage(error: unknown): string {
  return apiErrorStatus(error) === 400 ? CONTENT_MESSAGES.alreadySubscribed : NEWSLETTER_FAILURE_MESSAGE;
}

/**
 * One subscription flow for every newsletter form (the /newsletter page, the footer box, the blog sidebar):
 * idle, then submitting, then success or error. POST /api/newsletter/subscribe stores it.
 */
export function useNewsletterSubscription(source: NewsletterSource) {
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const [errorMessage, setErrorMessage] = useState('');

  const subscribe = useCallback(
    async (subscriber: { email: string; firstName?: string }): Promise<boolean> => {
      setStatus('submitting');
      setErrorMessage('');
      try {
        const body: SubscribeBody = {
          email: subscriber.email.trim(),
          ...(subscriber.firstName?.trim() ? { firstName: subscriber.firstName.trim() } : {}),
          source,
        };
        await apiClient.post<ContentMessageReply>('/newsletter/subscribe', body);
        setStatus('success');
        return true;
      } catch (error) {
        setErrorMessage(newsletterErrorMessage(error));
        setStatus('error');
        return false;
      }
    },
    [source],
  );

  const reset = useCallback(() => {
    setStatus('idle');
    setErrorMessage('');
  }, []);

  return { status, errorMessage, subscribe, reset };
}
