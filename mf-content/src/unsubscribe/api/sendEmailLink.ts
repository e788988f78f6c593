import { apiClient, useApiQuery } from '@travel/shared-ui/api';

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

/** POST the email link's token; the API answers with the message to show. */
export async function sendEmailLink(kind: UnsubscribeKind, token: string): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>(ENDPOINTS[kind], { token });
  return data.message;
}

/** Sends the email link's token to the API once, and tells how it went. */
export function useUnsubscribe(kind: UnsubscribeKind, token: string | null): UnsubscribeState {
  const sent = useApiQuery(['email-link', kind, token], () => sendEmailLink(kind, token ?? ''), {
    enabled: Boolean(token),
  });
  if (!token)
    return { status: 'failed', message: kind === 'price-alert-confirm' ? MISSING_CONFIRM_TOKEN : MISSING_TOKEN };
  if (sent.status === 'success') return { status: 'done', message: sent.data };
  if (sent.status === 'error') return { status: 'failed', message: sent.message };
  return { status: 'working' };
}
