import { apiClient, useApiMutation } from '@travel/shared-ui/api';
import type { StaffInviteAcceptBody, StaffInviteAcceptReply } from '@travel/contracts/admin';

/**
 * POST /api/v1/staff-invite/accept: a new staff account signed in at once (it must set up two-step sign-in before
 * the back office answers), or staff access added to the address's existing account (its owner signs in as usual).
 */
export async function acceptStaffInvite(body: StaffInviteAcceptBody): Promise<StaffInviteAcceptReply> {
  return (await apiClient.post<StaffInviteAcceptReply>('/v1/staff-invite/accept', body)).data;
}

export const useAcceptStaffInvite = () =>
  useApiMutation(acceptStaffInvite, { errorMessage: 'We could not accept the invitation.' });
