import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { Complaint, ComplaintsReply } from '@travel/contracts/complaints';

export const COMPLAINTS_KEY = ['complaints', 'mine'] as const;

/** GET /api/complaints: the signed-in traveller's complaints, newest first, each with its two clocks. */
export async function getComplaints(signal?: AbortSignal): Promise<Complaint[]> {
  const { data } = await apiClient.get<ComplaintsReply>('/complaints', { signal });
  return data.complaints;
}

export const useComplaints = () =>
  useApiQuery(COMPLAINTS_KEY, getComplaints, { errorMessage: 'We could not load your complaints.' });
