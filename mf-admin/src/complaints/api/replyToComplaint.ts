import { apiClient, useApiMutation } from '@travel/shared-ui/api';
import type { StaffComplaintReply } from '@travel/contracts/complaints';
import { complaintUrl, keepStaffComplaint } from './getStaffComplaint';

/** POST /api/admin/complaints/:ticket/messages: a reply emailed to the traveller (the first acknowledges). */
export async function replyToComplaint(ticket: string, message: string) {
  const { data } = await apiClient.post<StaffComplaintReply>(`${complaintUrl(ticket)}/messages`, { message });
  return keepStaffComplaint(data.complaint);
}

export const useReplyToComplaint = () =>
  useApiMutation(replyToComplaint, { errorMessage: 'Could not send the reply.' });
