import type { FlightDeal, FlightDealsReply, HotelDeal, HotelDealsReply } from '@travel/contracts/flights';
import { apiClient, useApiQuery } from '@travel/shared-ui/api';

/** GET /api/deals/flights: per destination, the cheapest fare in the next weeks (one adult, one way, economy). */
export type FlightDeals = Omit<FlightDealsReply, 'success'>;
/** GET /api/deals/hotels: per destination, the first hotel of the results page's default search by price. */
export type HotelDeals = Omit<HotelDealsReply, 'success'>;
export type { FlightDeal, HotelDeal };

/** GET /api/deals/flights. */
export async function getFlightDeals(signal?: AbortSignal): Promise<FlightDeals> {
  return (await apiClient.get<FlightDeals>('/deals/flights', { signal })).data;
}

/** GET /api/deals/hotels. */
export async function getHotelDeals(signal?: AbortSignal): Promise<HotelDeals> {
  return (await apiClient.get<HotelDeals>('/deals/hotels', { signal })).data;
}

export const useFlightDeals = () => useApiQuery(['deals', 'flights'], getFlightDeals);
export const useHotelDeals = () => useApiQuery(['deals', 'hotels'], getHotelDeals);
