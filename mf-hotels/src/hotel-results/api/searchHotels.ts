import { apiClient } from '@travel/shared-ui/api';
import type { HotelSearchReply } from '@travel/contracts/hotels';

/** GET /api/hotels/search: the results page's query string is the API's query, with the page to show. */
export async function searchHotels(query: URLSearchParams, page: number, signal?: AbortSignal) {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  const { data } = await apiClient.get<HotelSearchReply>(
    `/hotels/search?${params.toString()}`,
    signal ? { signal } : undefined,
  );
  return data;
}
