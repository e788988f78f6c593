import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { SeatMapReply } from '@travel/contracts/flight-checkout';

/** GET /api/flight-checkout/flights/:flightId/seats: every seat of the flight, free, paid or occupied. */
export async function getSeatMap(flightId: string, signal?: AbortSignal): Promise<SeatMapReply> {
  return (
    await apiClient.get<SeatMapReply>(`/flight-checkout/flights/${encodeURIComponent(flightId)}/seats`, { signal })
  ).data;
}

export const useSeatMap = (flightId: string) =>
  useApiQuery(['flight-checkout', 'seats', flightId], (signal) => getSeatMap(flightId, signal), {
    errorMessage: 'The seat map could not be loaded.',
  });
