import { apiClient, useApiMutation } from '@travel/shared-ui/api';
import type { StaffComplaintReply } from '@travel/contracts/complaints';
import { complaintUrl, keepStaffComplaint } from './getStaffComplaint';

/** POST /api/admin/complaints/:ticket/assign: takes the ticket; 409 naming who has it when someone else took it. */
export async function assignComplaint(ticket: string) {
  const { data } = await apiClient.post<StaffComplaintReply>(`${complaintUrl(ticket)}/assign`);
  return keepStaffComplaint(data.complaint);
}

export const useAssignComplaint = () =>
  useApiMutation(assignComplaint, { errorMessage: 'Could not assign this complaint.' });
