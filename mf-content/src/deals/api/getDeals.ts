import { apiClient, useApiQuery } from '@travel/shared-ui/api';

/** GET /api/deals/flights: per destination, the cheapest fare in the next weeks (one adult, one way, economy). */
export interface FlightDeal {
  from: string;
  fromCity: string;
  to: string;
  toCity: string;
  country: string;
  image: string;
  date: string;
  cabin: string;
  adults: number;
  priceMinor: number;
  currency: string;
}

export interface FlightDeals {
  weeks: number;
  window: { first: string; last: string };
  deals: FlightDeal[];
}

/** GET /api/deals/hotels: per destination, the first hotel of the results page's default search by price. */
export interface HotelDeal {
  hotelId: string;
  name: string;
  city: string;
  country: string;
  neighbourhood: string;
  propertyType: string;
  stars: number;
  reviewScore: number;
  image: string;
  pricePerNightMinor: number;
  currency: string;
  search: { checkIn: string; checkOut: string; adults: number; children: number; rooms: number; minRating: number };
}

export interface HotelDeals {
  deals: HotelDeal[];
}

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
