import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { HotelDetails, HotelDetailsReply } from '@travel/contracts/hotels';

/** GET /api/hotels/:id: description, times, policies, photos, reviews, location and each provider's price. */
export async function getHotelDetails(id: string, signal?: AbortSignal): Promise<HotelDetails> {
  const { data } = await apiClient.get<HotelDetailsReply>(`/hotels/${encodeURIComponent(id)}`, { signal });
  return data.hotel;
}

/** A hotel's details, fetched once `enabled` (a card's providers or photos opening; the hotel page at once). */
export function useHotelDetails(id: string, enabled = true) {
  return useApiQuery(['hotels', 'details', id], (signal) => getHotelDetails(id, signal), {
    enabled,
    errorMessage: 'This hotel could not be loaded.',
  });
}
