import { apiClient, setQueryData, useApiMutation } from '@travel/shared-ui/api';
import type { StaffRole, StaffRolesReply } from '@travel/contracts/admin';
import { forgetMyPermissions } from '../../navigation/api/getMyPermissions';
import { STAFF_KEY, type StaffMember } from './getStaff';

/**
 * PUT /api/admin/staff/:userId/roles: the roles the member holds from now on. 404 for someone who is not staff,
 * 409 when the change would leave no Super Admin or take the start-up admin's, 400 for a list it refuses; each
 * with the API's message. The list on screen takes the member as the API answered.
 */
export async function setStaffRoles(userId: string, roles: StaffRole[]) {
  const { data } = await apiClient.put<StaffRolesReply>(`/admin/staff/${encodeURIComponent(userId)}/roles`, {
    roles,
  });
  setQueryData<StaffMember[]>(STAFF_KEY, (list) =>
    (list ?? []).map((member) => (member.id === data.staff.id ? data.staff : member)),
  );
  // The member may be the one signed in: the links follow their roles from the next page on.
  forgetMyPermissions();
  return data;
}

export const useSetStaffRoles = () => useApiMutation(setStaffRoles, { errorMessage: 'Could not change the roles.' });
