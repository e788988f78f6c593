import { apiClient, invalidateQueries, setQueryData, useApiMutation, useApiQuery } from '@travel/shared-ui/api';
import type {
  StaffDisruption,
  StaffDisruptionDetail,
  StaffDisruptionReply,
  StaffDisruptionsReply,
} from '@travel/contracts/disruptions';

export type DisruptionFilter = 'all' | 'open';
/** How staff answer a change for the traveller: the API's three routes. */
export type StaffAnswer =
  { action: 'accept' } | { action: 'alternative'; alternativeId: string } | { action: 'cancel' };

export const DISRUPTED_TRIPS_KEY = ['admin', 'disruptions', 'list'] as const;
export const staffDisruptionKey = (id: string) => ['admin', 'disruptions', 'change', id] as const;
const disruptionUrl = (id: string) => `/admin/disruptions/${encodeURIComponent(id)}`;

/** GET /api/admin/disruptions: every disrupted trip, the open ones first (nearest deadline first). */
export async function getDisruptedTrips(filter: DisruptionFilter, signal?: AbortSignal): Promise<StaffDisruption[]> {
  const { data } = await apiClient.get<StaffDisruptionsReply>('/admin/disruptions', {
    params: filter === 'open' ? { status: 'open' } : undefined,
    signal,
  });
  return data.disruptions;
}

export const useDisruptedTrips = (filter: DisruptionFilter) =>
  useApiQuery([...DISRUPTED_TRIPS_KEY, filter], (signal) => getDisruptedTrips(filter, signal), {
    errorMessage: 'Could not load the schedule changes.',
    keepPreviousData: true,
  });

/** GET /api/admin/disruptions/:id: one change, with the flights its supplier offers instead. */
export async function getStaffDisruption(id: string, signal?: AbortSignal): Promise<StaffDisruptionDetail> {
  const { data } = await apiClient.get<StaffDisruptionReply>(disruptionUrl(id), { signal });
  return data.disruption;
}

export const useStaffDisruption = (id: string) =>
  useApiQuery(staffDisruptionKey(id), (signal) => getStaffDisruption(id, signal), {
    errorMessage: 'Could not load this schedule change.',
    // Asked again after a 409: the page stays, with the API's message, while it learns what happened.
    keepPreviousData: true,
  });

/**
 * POST /api/admin/disruptions/:id/accept | alternative | cancel: the answer given for the traveller, as they would
 * give it (the same emails); a 409 says why it cannot be given (answered already, the deadline passed …).
 */
export async function answerDisruption(id: string, answer: StaffAnswer) {
  const { data } = await apiClient.post<StaffDisruptionReply>(
    `${disruptionUrl(id)}/${answer.action}`,
    answer.action === 'alternative' ? { alternativeId: answer.alternativeId } : undefined,
  );
  setQueryData<StaffDisruptionDetail>(staffDisruptionKey(id), () => data.disruption);
  invalidateQueries(DISRUPTED_TRIPS_KEY);
  return data;
}

export const useAnswerDisruption = () =>
  useApiMutation(answerDisruption, { errorMessage: 'Could not answer this change for the traveller.' });

/** After a refusal (409): the change as it now stands, and the list. */
export function reloadDisruption(id: string) {
  invalidateQueries(staffDisruptionKey(id));
  invalidateQueries(DISRUPTED_TRIPS_KEY);
}
