import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { StaffInviteDetailsReply } from '@travel/contracts/admin';

export type StaffInviteDetails = Omit<StaffInviteDetailsReply, 'success'>;

/** GET /api/v1/staff-invite/:token: the invited address and roles; 404 or 410 with the API's words to show. */
export async function getStaffInvite(token: string, signal?: AbortSignal): Promise<StaffInviteDetails> {
  const { data } = await apiClient.get<StaffInviteDetailsReply>(`/v1/staff-invite/${encodeURIComponent(token)}`, {
    signal,
  });
  return { email: data.email, roles: data.roles, expiresAt: data.expiresAt, existingAccount: data.existingAccount };
}

export const useStaffInvite = (token: string) =>
  useApiQuery(['staff-invite', token], (signal) => getStaffInvite(token, signal), {
    enabled: token !== '',
    errorMessage: 'We could not open this invitation.',
  });
