import { apiClient, invalidateQueries, useApiMutation } from '@travel/shared-ui/api';
import type { DateChangeBody, DateChangeReply } from '@travel/contracts/trips';

/** POST /api/trips/flight/:reference/date-change: the change, with the payment to open when there is one. */
export async function requestDateChange(
  reference: string,
  token: string | undefined,
  body: DateChangeBody,
  idempotencyKey: string,
) {
  const { data } = await apiClient.post<DateChangeReply>(
    `/trips/flight/${encodeURIComponent(reference)}/date-change`,
    body,
    { params: token ? { token } : undefined, headers: { 'Idempotency-Key': idempotencyKey } },
  );
  if (data.change.status === 'completed') invalidateQueries(['trips']);
  return data;
}

export const useRequestDateChange = () =>
  useApiMutation(requestDateChange, { errorMessage: 'Could not change the date of this booking.' });
