import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { StaffInvitation, StaffInvitationsReply } from '@travel/contracts/admin';

export type { StaffInvitation };

export const STAFF_INVITATIONS_KEY = ['admin', 'staff-invitations'] as const;

/** GET /api/admin/staff/invitations: the invitations not yet accepted, revoked or expired, newest first. */
export async function getStaffInvitations(signal?: AbortSignal): Promise<StaffInvitation[]> {
  const { data } = await apiClient.get<StaffInvitationsReply>('/admin/staff/invitations', { signal });
  return Array.isArray(data?.invitations) ? data.invitations : [];
}

export function useStaffInvitations() {
  return useApiQuery(STAFF_INVITATIONS_KEY, getStaffInvitations);
}
