import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { PendingSignIn, PendingSignInReply } from '@travel/contracts/accounts';

/** The social-login link step's API; the pending sign-in travels in an HttpOnly cookie the page never sees. */
export const LINK_API = '/v1/oAuth/link';

/** The key of the pending sign-in, forgotten once it is linked. */
export const PENDING_SIGN_IN_KEY = ['social-link', 'pending'] as const;

/** GET /api/v1/oAuth/link: the sign-in waiting for its proof. */
export async function getPendingSignIn(signal?: AbortSignal): Promise<PendingSignIn> {
  return (await apiClient.get<PendingSignInReply>(LINK_API, { signal })).data.data;
}

export const usePendingSignIn = () => useApiQuery(PENDING_SIGN_IN_KEY, getPendingSignIn);
