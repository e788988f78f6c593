import { apiClient, apiErrorStatus, useApiQuery } from '@travel/shared-ui/api';
import type { AccountProfile, ProfileReply } from '@travel/contracts/accounts';

export const PROFILE_KEY = ['account', 'profile'] as const;

/** GET /api/v1/customer/profile; null when the session has ended (401), so the page can send the person to log in. */
export async function getProfile(signal?: AbortSignal): Promise<AccountProfile | null> {
  try {
    return (await apiClient.get<ProfileReply>('/v1/customer/profile', { signal })).data.data;
  } catch (error) {
    if (apiErrorStatus(error) === 401) return null;
    throw error;
  }
}

export const useProfile = (enabled = true) =>
  useApiQuery(PROFILE_KEY, getProfile, { enabled, errorMessage: 'We could not load your profile.' });
