import { useEffect, useState } from 'react';
import { apiClient, apiErrorMessage } from '@travel/shared-ui';

export type UnsubscribeKind = 'newsletter' | 'price-alert';

export type UnsubscribeState =
  { status: 'working' } | { status: 'done'; message: string } | { status: 'failed'; message: string };

const ENDPOINTS: Record<UnsubscribeKind, string> = {
  newsletter: '/newsletter/unsubscribe',
  'price-alert': '/price-alerts/unsubscribe',
};

export const MISSING_TOKEN = 'This unsubscribe link is incomplete. Please use the whole link from your email.';

/** Sends the email link's token to the API once, and tells how it went. */
export function useUnsubscribe(kind: UnsubscribeKind, token: string | null): UnsubscribeState {
  const [state, setState] = useState<UnsubscribeState>(
    token ? { status: 'working' } : { status: 'failed', message: MISSING_TOKEN },
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
