import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { SimilarFlight, SimilarQuery, SimilarReply } from '@travel/contracts/flights';
import type { SelectedFlight } from '../../search/selectedFlight';

/** GET /api/flights/:id/similar: other flights of the route-day, priced for the party and cabin. */
export async function getSimilarFlights(
  id: string,
  query: SimilarQuery,
  signal?: AbortSignal,
): Promise<SimilarFlight[]> {
  const { data } = await apiClient.get<SimilarReply>(`/flights/${encodeURIComponent(id)}/similar`, {
    params: query,
    signal,
  });
  return data.flights;
}

/** The similar flights of the selected one (nothing is asked without one). */
export function useSimilarFlights(flight: SelectedFlight | null) {
  const id = flight?.id ?? null;
  const query: SimilarQuery = {
    cabin: flight?.cabinClass ?? 'economy',
    adults: flight?.adults ?? 1,
    children: flight?.children ?? 0,
  };
  return useApiQuery(
    ['flights', 'similar', id, query.cabin, query.adults, query.children],
    (signal) => getSimilarFlights(id!, query, signal),
    { enabled: id !== null },
  );
}
