import { apiClient, setQueryData, useApiMutation, useApiQuery } from '@travel/shared-ui/api';
import type { AccountSession, MessageReply, SessionsReply } from '@travel/contracts/accounts';

export const SESSIONS_KEY = ['account', 'sessions'] as const;

/** GET /api/v1/customer/sessions: the browsers signed in to the account, most recently used first. */
export async function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return (await apiClient.get<SessionsReply>('/v1/customer/sessions', { signal })).data.sessions;
}

export const useSessions = () =>
  useApiQuery(SESSIONS_KEY, getSessions, { errorMessage: 'We could not load your signed-in devices.' });

/** DELETE /api/v1/customer/sessions/:id: that browser is signed out and leaves the list. */
export async function endSession(session: AccountSession): Promise<MessageReply> {
  const { data } = await apiClient.delete<MessageReply>(`/v1/customer/sessions/${encodeURIComponent(session.id)}`);
  setQueryData<AccountSession[]>(SESSIONS_KEY, (sessions = []) => sessions.filter((s) => s.id !== session.id));
  return data;
}

export const useEndSession = () => useApiMutation(endSession);

/** POST /api/v1/customer/sessions/sign-out-everywhere: every session ends, this one too. */
export async function signOutEverywhere(): Promise<MessageReply> {
  return (await apiClient.post<MessageReply>('/v1/customer/sessions/sign-out-everywhere')).data;
}

export const useSignOutEverywhere = () => useApiMutation(signOutEverywhere);
