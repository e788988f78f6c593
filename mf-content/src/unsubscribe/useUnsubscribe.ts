import { useEffect, useState } from 'react';
import { apiClient, apiErrorMessage } from '@travel/shared-ui';

/** The email links that land on a page: two unsubscribe links, and the confirmation of a logged-out price alert. */
export type UnsubscribeKind = 'newsletter' | 'price-alert' | 'price-alert-confirm';

export type UnsubscribeState =
  { status: 'working' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

const ENDPOINTS: Record<UnsubscribeKind, string> = {
  newsletter: '/newsletter/unsubscribe',
  'price-alert': '/price-alerts/unsubscribe',
  'price-alert-confirm': '/price-alerts/confirm',
};

export const MISSING_TOKEN = 'This unsubscribe link is incomplete. Please use the whole link from your email.';
export const MISSING_CONFIRM_TOKEN = 'This confirmation link is incomplete. Please use the whole link from your email.';

/** Sends the email link's token to the API once, and tells how it went. */
export function useUnsubscribe(kind: UnsubscribeKind, token: string | null): UnsubscribeState {
  const [state, setState] = useState<UnsubscribeState>(
    token
      ? { status: 'working' }
      : { status: 'failed', message: kind === 'price-alert-confirm' ? MISSING_CONFIRM_TOKEN : MISSING_TOKEN },
  );
  useEffect(() => {
    if (!token) return;
    let current = true;
    apiClient.post<{ message: string }>(ENDPOINTS[kind], { token }).then(
      ({ data }) => current && setState({ status: 'done', message: data.message }),
      (error: unknown) => current && setState({ status: 'failed', message: apiErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [kind, token]);
  return state;
}
