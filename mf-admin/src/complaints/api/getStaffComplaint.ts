import { apiClient, invalidateQueries, setQueryData, useApiQuery } from '@travel/shared-ui/api';
import type { StaffComplaintDetail, StaffComplaintReply } from '@travel/contracts/complaints';
import { COMPLAINT_QUEUE_KEY } from './getComplaintQueue';

export const staffComplaintKey = (ticket: string) => ['admin', 'complaints', 'ticket', ticket] as const;
export const complaintUrl = (ticket: string) => `/admin/complaints/${encodeURIComponent(ticket)}`;

/** GET /api/admin/complaints/:ticket: the complaint with its thread, links and history. */
export async function getStaffComplaint(ticket: string, signal?: AbortSignal): Promise<StaffComplaintDetail> {
  const { data } = await apiClient.get<StaffComplaintReply>(complaintUrl(ticket), { signal });
  return data.complaint;
}

export const useStaffComplaint = (ticket: string) =>
  useApiQuery(staffComplaintKey(ticket), (signal) => getStaffComplaint(ticket, signal), {
    errorMessage: 'Could not load this complaint.',
    // Asked again after a 409 on assignment: the page stays, with the API's message, while it learns who has it.
    keepPreviousData: true,
  });

/** After a change: the page shows the API's answer, and the queue asks again. */
export function keepStaffComplaint(complaint: StaffComplaintDetail): StaffComplaintDetail {
  setQueryData<StaffComplaintDetail>(staffComplaintKey(complaint.ticket), () => complaint);
  invalidateQueries(COMPLAINT_QUEUE_KEY);
  return complaint;
}
