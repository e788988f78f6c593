import { apiClient, invalidateQueries, useApiMutation } from '@travel/shared-ui/api';
import type { ChangePasswordBody, MessageReply } from '@travel/contracts/accounts';
import { SESSIONS_KEY } from './sessions';

/** POST /api/v1/customer/change-password: the other sessions end, so the list is asked again. */
export async function changePassword(body: ChangePasswordBody): Promise<MessageReply> {
  const { data } = await apiClient.post<MessageReply>('/v1/customer/change-password', body);
  invalidateQueries(SESSIONS_KEY);
  return data;
}

export const useChangePassword = () => useApiMutation(changePassword);
