import { apiClient } from '@travel/shared-ui/api';
import { writeFlightSearchQuery, type FlightSearchQuery, type FlightSearchResponse } from '@travel/contracts/flights';

/** GET /api/flights/search with the results page's query, encoded as the page's URL is. */
export async function searchFlights(query: FlightSearchQuery, signal?: AbortSignal): Promise<FlightSearchResponse> {
  const { data } = await apiClient.get<FlightSearchResponse>('/flights/search', {
    params: writeFlightSearchQuery(query),
    signal,
  });
  return data;
}
