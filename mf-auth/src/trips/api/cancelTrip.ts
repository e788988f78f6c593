import { apiClient, invalidateQueries, useApiMutation } from '@travel/shared-ui/api';
import type { CancelTripBody, CancelTripReply } from '@travel/contracts/trips';

/** POST /api/trips/flight/:reference/cancellation: cancel within the rules, or ask for an exception. */
export async function cancelTrip(reference: string, token: string | undefined, body: CancelTripBody) {
  const { data } = await apiClient.post<CancelTripReply>(
    `/trips/flight/${encodeURIComponent(reference)}/cancellation`,
    body,
    { params: token ? { token } : undefined },
  );
  invalidateQueries(['trips']);
  return data;
}

export const useCancelTrip = () => useApiMutation(cancelTrip, { errorMessage: 'Could not cancel this booking.' });
