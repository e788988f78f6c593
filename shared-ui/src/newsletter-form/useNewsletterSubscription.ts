import { useCallback, useState } from 'react';
import type { NewsletterSource, Subscriber } from '@travel/contracts/content';
import { CONTENT_MESSAGES } from '@travel/contracts/validation';
import { apiErrorStatus, useApiMutation } from '@travel/shared-ui/api';

export type { NewsletterSource, Subscriber };
/** The app's own POST /api/newsletter/subscribe (in its `api/` folder). */
export type SubscribeToNewsletter = (subscriber: Subscriber, source: NewsletterSource) => Promise<unknown>;
export type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'error';

export const NEWSLETTER_FAILURE_MESSAGE = 'Something went wrong. Please try again later.';

/** The message for a failed subscription: 400 means the address is already subscribed. */
export function newsletterErrorMessage(error: unknown): string {
  return apiErrorStatus(error) === 400 ? CONTENT_MESSAGES.alreadySubscribed : NEWSLETTER_FAILURE_MESSAGE;
}

/**
 * One subscription flow for every newsletter form (the /newsletter page, the footer box, the blog sidebar):
 * idle, then submitting, then success or error.
 */
export function useNewsletterSubscription(source: NewsletterSource, subscribeToNewsletter: SubscribeToNewsletter) {
  const call = useApiMutation(subscribeToNewsletter);
  const { mutate } = call;
  // The form's own wording for a failure (400: already subscribed), not the server's message.
  const [outcome, setOutcome] = useState<{ status: 'idle' | 'success' } | { status: 'error'; message: string }>({
    status: 'idle',
  });

  const subscribe = useCallback(
    async (subscriber: Subscriber): Promise<boolean> => {
      setOutcome({ status: 'idle' });
      try {
        await mutate(subscriber, source);
        setOutcome({ status: 'success' });
        return true;
      } catch (error) {
        setOutcome({ status: 'error', message: newsletterErrorMessage(error) });
        return false;
      }
    },
    [mutate, source],
  );

  const reset = useCallback(() => setOutcome({ status: 'idle' }), []);

  const status: NewsletterStatus = call.status === 'pending' ? 'submitting' : outcome.status;
  return { status, errorMessage: outcome.status === 'error' ? outcome.message : '', subscribe, reset };
}
