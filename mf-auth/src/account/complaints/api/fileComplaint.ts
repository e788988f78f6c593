import { apiClient, invalidateQueries, useApiMutation } from '@travel/shared-ui/api';
import type { FileComplaintBody, FileComplaintReply } from '@travel/contracts/complaints';
import { COMPLAINTS_KEY } from './getComplaints';

/**
 * POST /api/complaints: files a complaint about one booking, signed in or as a guest with the booking's token
 * (the trips look-up's); answers at once with the ticket.
 */
export async function fileComplaint(body: FileComplaintBody, token?: string): Promise<FileComplaintReply> {
  const { data } = await apiClient.post<FileComplaintReply>('/complaints', body, {
    params: token ? { token } : undefined,
  });
  invalidateQueries(COMPLAINTS_KEY);
  return data;
}

export const useFileComplaint = () =>
  useApiMutation(fileComplaint, { errorMessage: 'We could not file your complaint. Please try again.' });
