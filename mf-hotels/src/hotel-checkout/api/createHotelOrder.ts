import { apiClient } from '@travel/shared-ui/api';
import type { HotelCreateOrderBody, HotelOrderReply } from '@travel/contracts/hotel-checkout';

/** POST /api/hotel-checkout/orders: holds the rooms (10 minutes until its payment starts); the same key answers the same order. */
export async function createHotelOrder(body: HotelCreateOrderBody, idempotencyKey: string): Promise<HotelOrderReply> {
  const { data } = await apiClient.post<HotelOrderReply>('/hotel-checkout/orders', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
