import { useEffect, useState } from 'react';
import { apiClient, apiErrorMessage, type SessionUser } from '@travel/shared-ui';

/** The social-login API; the pending sign-in travels in an HttpOnly cookie the page never sees. */
const LINK_API = '/v1/oAuth/link';

export interface PendingSignIn {
  provider: string;
  email: string;
}

export type PendingState =
  { status: 'loading' } | { status: 'ready'; pending: PendingSignIn } | { status: 'gone'; message: string };

/** The sign-in waiting for its proof, as the API describes it. */
export function usePendingSignIn(): PendingState {
  const [state, setState] = useState<PendingState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    apiClient.get<{ data: PendingSignIn }>(LINK_API).then(
      ({ data }) => current && setState({ status: 'ready', pending: data.data }),
      (error: unknown) => current && setState({ status: 'gone', message: apiErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

async function call<T>(request: () => Promise<{ data: T }>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: (await request()).data };
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error) };
  }
}

type SignedIn = { message: string; data: SessionUser };

export const linkWithPassword = (password: string) =>
  call(() => apiClient.post<SignedIn>(`${LINK_API}/password`, { password }));
export const sendLinkCode = () => call(() => apiClient.post<{ message: string }>(`${LINK_API}/code`));
export const linkWithCode = (otp: string) => call(() => apiClient.post<SignedIn>(`${LINK_API}/verify`, { otp }));
