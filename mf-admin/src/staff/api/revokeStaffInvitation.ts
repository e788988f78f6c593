import { apiClient, setQueryData, useApiMutation } from '@travel/shared-ui/api';
import type { StaffMessageReply } from '@travel/contracts/admin';
import { STAFF_INVITATIONS_KEY, type StaffInvitation } from './getStaffInvitations';

/** DELETE /api/admin/staff/invitations/:id: the link stops working; the invitation leaves the list on screen. */
export async function revokeStaffInvitation(id: string): Promise<StaffMessageReply> {
  const { data } = await apiClient.delete<StaffMessageReply>(`/admin/staff/invitations/${encodeURIComponent(id)}`);
  setQueryData<StaffInvitation[]>(STAFF_INVITATIONS_KEY, (list) => (list ?? []).filter((i) => i.id !== id));
  return data;
}

export const useRevokeStaffInvitation = () =>
  useApiMutation(revokeStaffInvitation, { errorMessage: 'Could not revoke the invitation.' });
