import { apiClient, setQueryData, useApiMutation } from '@travel/shared-ui/api';
import type { StaffRolesReply } from '@travel/contracts/admin';
import { STAFF_KEY, type StaffMember } from './getStaff';

export type SuspensionAction = 'suspend' | 'reinstate';

/**
 * POST /api/admin/staff/:userId/suspend (their sessions end at once) or …/reinstate. 409 for yourself, the start-up
 * admin or the last active Super Admin, with the API's message. The list on screen takes the member as answered.
 */
export async function changeSuspension(userId: string, action: SuspensionAction): Promise<StaffRolesReply> {
  const { data } = await apiClient.post<StaffRolesReply>(`/admin/staff/${encodeURIComponent(userId)}/${action}`);
  setQueryData<StaffMember[]>(STAFF_KEY, (list) =>
    (list ?? []).map((member) => (member.id === data.staff.id ? data.staff : member)),
  );
  return data;
}

export const useChangeSuspension = () =>
  useApiMutation(changeSuspension, { errorMessage: 'Could not change the suspension.' });
