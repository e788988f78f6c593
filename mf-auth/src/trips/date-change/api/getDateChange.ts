import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { DateChange, DateChangeStatusReply } from '@travel/contracts/trips';

/** GET /api/trips/flight/:reference/date-change/:id: where a change stands (after the payment page). */
export async function getDateChange(
  reference: string,
  id: string,
  token: string | undefined,
  signal?: AbortSignal,
): Promise<DateChange> {
  const { data } = await apiClient.get<DateChangeStatusReply>(
    `/trips/flight/${encodeURIComponent(reference)}/date-change/${encodeURIComponent(id)}`,
    { params: token ? { token } : undefined, signal },
  );
  return data.change;
}

export const dateChangeKey = (id: string) => ['trips', 'date-change', id];

export const useDateChange = (reference: string, id: string, token: string | undefined) =>
  useApiQuery(dateChangeKey(id), (signal) => getDateChange(reference, id, token, signal), {
    enabled: id !== '',
    errorMessage: 'Could not load this date change.',
  });
