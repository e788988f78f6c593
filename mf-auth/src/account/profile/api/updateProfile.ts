import { apiClient, setQueryData, useApiMutation } from '@travel/shared-ui/api';
import type { UpdateProfileBody, UpdateProfileReply } from '@travel/contracts/accounts';
import { PROFILE_KEY } from './getProfile';

/** PATCH /api/v1/customer/update: name and mobile at once; a new email first gets a code, then is confirmed with it. */
export async function updateProfile(body: UpdateProfileBody): Promise<UpdateProfileReply> {
  const { data } = await apiClient.patch<UpdateProfileReply>('/v1/customer/update', body);
  setQueryData(PROFILE_KEY, () => data.data);
  return data;
}

export const useUpdateProfile = () => useApiMutation(updateProfile);
