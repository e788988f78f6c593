import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { HotelRoomsReply } from '@travel/contracts/hotels';
import { writeHotelStay, type HotelStay } from '../../common/hotelStay';

/** GET /api/hotels/:hotelId/rooms: the room types and rates that can host each room's guests every night. */
export async function getHotelRooms(hotelId: string, stay: HotelStay, signal?: AbortSignal): Promise<HotelRoomsReply> {
  // The page's own query (each room's guests, or the earlier totals): the API reads either.
  const { data } = await apiClient.get<HotelRoomsReply>(
    `/hotels/${encodeURIComponent(hotelId)}/rooms?${writeHotelStay(stay).toString()}`,
    { signal },
  );
  return data;
}

export function useHotelRooms(hotelId: string, stay: HotelStay) {
  return useApiQuery(['hotels', 'rooms', hotelId, writeHotelStay(stay).toString()], (signal) =>
    getHotelRooms(hotelId, stay, signal),
  );
}
