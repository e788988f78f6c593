import { apiClient, invalidateQueries, setQueryData, useApiMutation, useApiQuery } from '@travel/shared-ui/api';
import type { ComplaintThread, ComplaintThreadReply } from '@travel/contracts/complaints';
import { COMPLAINTS_KEY } from './getComplaints';

const threadKey = (ticket: string) => ['complaints', 'thread', ticket] as const;
const paramsOf = (token: string | undefined) => (token ? { token } : undefined);

/** GET /api/complaints/:ticket: one complaint with its messages, for its traveller or a guest with the token. */
export async function getComplaintThread(
  ticket: string,
  token: string | undefined,
  signal?: AbortSignal,
): Promise<ComplaintThread> {
  const { data } = await apiClient.get<ComplaintThreadReply>(`/complaints/${encodeURIComponent(ticket)}`, {
    params: paramsOf(token),
    signal,
  });
  return data.complaint;
}

export const useComplaintThread = (ticket: string, token: string | undefined) =>
  useApiQuery(threadKey(ticket), (signal) => getComplaintThread(ticket, token, signal), {
    errorMessage: 'We could not load this complaint.',
  });

/** POST /api/complaints/:ticket/messages: the traveller's reply (a resolved complaint is reopened by it). */
export async function replyToComplaint(ticket: string, message: string, token?: string): Promise<ComplaintThread> {
  const { data } = await apiClient.post<ComplaintThreadReply>(
    `/complaints/${encodeURIComponent(ticket)}/messages`,
    { message },
    { params: paramsOf(token) },
  );
  setQueryData<ComplaintThread>(threadKey(ticket), () => data.complaint);
  invalidateQueries(COMPLAINTS_KEY);
  return data.complaint;
}

export const useReplyToComplaint = () =>
  useApiMutation(replyToComplaint, { errorMessage: 'We could not send your reply. Please try again.' });
