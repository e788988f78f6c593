import { apiClient } from '@travel/shared-ui';

export type {
  DayPrice,
  FlightOffer,
  FlightSearchResponse as SearchResponse,
  LegResult,
  SimilarFlight,
} from '@travel/contracts/types';
import type { FlightSearchResponse as SearchResponse, SimilarFlight } from '@travel/contracts/types';

export async function searchFlights(query: URLSearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  const { data } = await apiClient.get<SearchResponse>('/flights/search', { params: query, signal });
  return data;
}

export async function fetchSimilarFlights(
  id: string,
  params: { cabin: string; adults: number; children: number },
  signal?: AbortSignal,
): Promise<SimilarFlight[]> {
  const { data } = await apiClient.get<{ flights: SimilarFlight[] }>(`/flights/${encodeURIComponent(id)}/similar`, {
    params,
    signal,
  });
  return data.flights;
}
