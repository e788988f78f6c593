import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { HotelRepriceBody, HotelRepriceReply } from '@travel/contracts/hotel-checkout';

/** POST /api/hotel-checkout/reprice: the stay, its rate and the all-inclusive price, a coupon included. */
export async function repriceHotelStay(body: HotelRepriceBody, signal?: AbortSignal): Promise<HotelRepriceReply> {
  const { data } = await apiClient.post<HotelRepriceReply>('/hotel-checkout/reprice', body, { signal });
  return data;
}

/** The key names the selection field by field (a key holds plain values only). */
export const repriceKey = (body: HotelRepriceBody) => [
  'hotel-checkout',
  'reprice',
  body.hotelId,
  body.roomTypeId,
  body.ratePlanId,
  body.checkIn,
  body.checkOut,
  body.rooms,
  body.adults,
  body.childAges.join(','),
  (body.room ?? []).join('|'),
  body.couponCode ?? null,
];

export function useHotelReprice(body: HotelRepriceBody) {
  return useApiQuery(repriceKey(body), (signal) => repriceHotelStay(body, signal), {
    keepPreviousData: true,
  });
}
