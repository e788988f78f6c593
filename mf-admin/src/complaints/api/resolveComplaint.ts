import { apiClient, useApiMutation } from '@travel/shared-ui/api';
import type { StaffComplaintReply } from '@travel/contracts/complaints';
import { complaintUrl, keepStaffComplaint } from './getStaffComplaint';

/** POST /api/admin/complaints/:ticket/resolve: resolves with what the traveller reads (emailed to them). */
export async function resolveComplaint(ticket: string, resolution: string) {
  const { data } = await apiClient.post<StaffComplaintReply>(`${complaintUrl(ticket)}/resolve`, { resolution });
  return keepStaffComplaint(data.complaint);
}

export const useResolveComplaint = () =>
  useApiMutation(resolveComplaint, { errorMessage: 'Could not resolve this complaint.' });
