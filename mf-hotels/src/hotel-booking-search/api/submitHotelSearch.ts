import { apiClient } from '@travel/shared-ui/api';
import type { HotelSearchRequest, HotelSearchRequestReply } from '@travel/contracts/hotels';

/** POST /api/hotels/search with the search request. */
export async function submitHotelSearch(request: HotelSearchRequest): Promise<HotelSearchRequestReply> {
  const { data } = await apiClient.post<HotelSearchRequestReply>('/hotels/search', request);
  return data;
}
