import { apiClient, invalidateQueries, useApiMutation } from '@travel/shared-ui/api';
import type { CancelTripBody, CancelTripReply, TripKind } from '@travel/contracts/trips';

/** POST /api/trips/:kind/:reference/cancellation: cancel within the rules, or ask for an exception. */
export async function cancelTrip(
  reference: string,
  token: string | undefined,
  body: CancelTripBody,
  kind: TripKind = 'flight',
) {
  const { data } = await apiClient.post<CancelTripReply>(
    `/trips/${kind}/${encodeURIComponent(reference)}/cancellation`,
    body,
    { params: token ? { token } : undefined },
  );
  invalidateQueries(['trips']);
  return data;
}

export const useCancelTrip = () => useApiMutation(cancelTrip, { errorMessage: 'Could not cancel this booking.' });
