import { apiClient, useApiMutation } from '@travel/shared-ui/api';
import type { LinkComplaintBody, StaffComplaintReply } from '@travel/contracts/complaints';
import { complaintUrl, keepStaffComplaint } from './getStaffComplaint';

/** POST /api/admin/complaints/:ticket/link: links a refund or a date change of the complaint's booking. */
export async function linkComplaint(ticket: string, body: LinkComplaintBody) {
  const { data } = await apiClient.post<StaffComplaintReply>(`${complaintUrl(ticket)}/link`, body);
  return keepStaffComplaint(data.complaint);
}

export const useLinkComplaint = () => useApiMutation(linkComplaint, { errorMessage: 'Could not link it.' });
