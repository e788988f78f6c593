import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { ComplaintStatus, StaffComplaint, StaffComplaintsReply } from '@travel/contracts/complaints';

export const COMPLAINT_QUEUE_KEY = ['admin', 'complaints', 'queue'] as const;

/** GET /api/admin/complaints: the queue as the API orders it (overdue first), optionally of one status. */
export async function getComplaintQueue(status: ComplaintStatus | '', signal?: AbortSignal): Promise<StaffComplaint[]> {
  const { data } = await apiClient.get<StaffComplaintsReply>('/admin/complaints', {
    params: status ? { status } : undefined,
    signal,
  });
  return data.complaints;
}

export const useComplaintQueue = (status: ComplaintStatus | '') =>
  useApiQuery([...COMPLAINT_QUEUE_KEY, status], (signal) => getComplaintQueue(status, signal), {
    errorMessage: 'Could not load the complaints.',
    keepPreviousData: true,
  });
