import { apiClient, invalidateQueries, useApiMutation } from '@travel/shared-ui/api';
import type { StaffInviteBody, StaffInviteReply } from '@travel/contracts/admin';
import { STAFF_INVITATIONS_KEY } from './getStaffInvitations';

/**
 * POST /api/admin/staff/invitations: mails the address a link to join with these roles (replacing its pending
 * invitation). 409 when the address is staff already, 400 for an address or roles it refuses; each with the API's
 * message. The pending list is asked again.
 */
export async function inviteStaff(body: StaffInviteBody): Promise<StaffInviteReply> {
  const { data } = await apiClient.post<StaffInviteReply>('/admin/staff/invitations', body);
  invalidateQueries(STAFF_INVITATIONS_KEY);
  return data;
}

export const useInviteStaff = () => useApiMutation(inviteStaff, { errorMessage: 'Could not send the invitation.' });
