import { apiClient, invalidateQueries, setQueryData, useApiMutation } from '@travel/shared-ui/api';
import type { CancellationFilter, CancellationRequest, DecisionBody, DecisionReply } from '@travel/contracts/admin';
import { cancellationsKey } from './getCancellations';
import { CANCELLATION_STATS_KEY } from './getCancellationStats';

/** PATCH /api/admin/cancellations/:id: approves (refunding the net amount) or rejects a pending request. */
export async function decideCancellation(id: string, decision: DecisionBody): Promise<DecisionReply> {
  const { data } = await apiClient.patch<DecisionReply>(`/admin/cancellations/${id}`, decision);
  return data;
}

/** Every list and the stats are read again (the Refresh button, or after someone else decided first). */
export const reloadCancellations = () => invalidateQueries(['admin', 'cancellations']);

/** A decision; once made, the request leaves the list shown for `filter` and the stats are read again. */
export function useDecideCancellation(filter: CancellationFilter) {
  return useApiMutation(async (id: string, decision: DecisionBody) => {
    const reply = await decideCancellation(id, decision);
    setQueryData<CancellationRequest[]>(cancellationsKey(filter), (list = []) =>
      list.filter((request) => request.id !== id),
    );
    invalidateQueries(CANCELLATION_STATS_KEY);
    return reply;
  });
}
