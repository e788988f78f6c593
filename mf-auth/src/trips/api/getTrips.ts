import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { TripSummary, TripsReply } from '@travel/contracts/trips';

/** GET /api/trips: the signed-in traveller's flights and hotel stays, newest first. */
export async function getTrips(signal?: AbortSignal): Promise<TripSummary[]> {
  const { data } = await apiClient.get<TripsReply>('/trips', { signal });
  return data.trips;
}

export const useTrips = (enabled: boolean) =>
  useApiQuery(['trips', 'list'], getTrips, { enabled, errorMessage: 'Could not load your trips.' });
