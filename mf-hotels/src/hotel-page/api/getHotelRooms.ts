import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { HotelRoomsReply } from '@travel/contracts/hotels';
import type { HotelStay } from '../../common/hotelStay';

/** GET /api/hotels/:hotelId/rooms: the room types and rates that can host the stay's guests every night. */
export async function getHotelRooms(hotelId: string, stay: HotelStay, signal?: AbortSignal): Promise<HotelRoomsReply> {
  const { checkIn, checkOut, adults, children, rooms } = stay;
  const { data } = await apiClient.get<HotelRoomsReply>(`/hotels/${encodeURIComponent(hotelId)}/rooms`, {
    params: { checkIn, checkOut, adults, children, rooms },
    signal,
  });
  return data;
}

export function useHotelRooms(hotelId: string, stay: HotelStay) {
  const { checkIn, checkOut, adults, children, rooms } = stay;
  return useApiQuery(['hotels', 'rooms', hotelId, checkIn, checkOut, adults, children, rooms], (signal) =>
    getHotelRooms(hotelId, stay, signal),
  );
}
