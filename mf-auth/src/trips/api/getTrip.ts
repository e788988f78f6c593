import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { TripDetail, TripDetailReply, TripKind } from '@travel/contracts/trips';

/** GET /api/trips/:kind/:reference: one booking, for its owner or a guest holding its token. */
export async function getTrip(
  kind: TripKind,
  reference: string,
  token: string | undefined,
  signal?: AbortSignal,
): Promise<TripDetail> {
  const { data } = await apiClient.get<TripDetailReply>(`/trips/${kind}/${encodeURIComponent(reference)}`, {
    params: token ? { token } : undefined,
    signal,
  });
  return data.trip;
}

export const useTrip = (kind: TripKind, reference: string, token: string | undefined) =>
  useApiQuery(['trips', 'detail', kind, reference], (signal) => getTrip(kind, reference, token, signal), {
    errorMessage: 'Could not load this booking.',
  });
