import { apiClient, useApiQuery } from '@travel/shared-ui';
import type { HotelDetails, HotelDetailsReply } from '@travel/contracts/hotels';

/** GET /api/hotels/:id: description, times, policy, photos and each provider's price. */
export async function getHotelDetails(id: string, signal?: AbortSignal): Promise<HotelDetails> {
  const { data } = await apiClient.get<HotelDetailsReply>(`/hotels/${encodeURIComponent(id)}`, { signal });
  return data.hotel;
}

/** A hotel's details, fetched only once `enabled` (the first time a card's panel or photos open). */
export function useHotelDetails(id: string, enabled: boolean) {
  return useApiQuery(['hotels', 'details', id], (signal) => getHotelDetails(id, signal), { enabled });
}
