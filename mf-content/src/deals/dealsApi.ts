import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '@travel/shared-ui';

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

/** /flight-details for the one-way search whose cheapest offer is the deal (the results page's query format). */
export function flightDealLink(deal: FlightDeal): string {
  const query = new URLSearchParams({
    trip: 'one-way',
    from: deal.from,
    to: deal.to,
    date: deal.date,
    adults: String(deal.adults),
    cabin: deal.cabin,
    sort: 'cheapest',
  });
  return `/flight-details?${query.toString()}`;
}

/** /hotel-details for the search that lists the deal's hotel first (the results page's query format). */
export function hotelDealLink(deal: HotelDeal): string {
  const { checkIn, checkOut, adults, children, rooms, minRating } = deal.search;
  const query = new URLSearchParams({
    destination: deal.city,
    checkIn,
    checkOut,
    adults: String(adults),
    children: String(children),
    rooms: String(rooms),
    minRating: String(minRating),
    sort: 'cheapest',
  });
  return `/hotel-details?${query.toString()}`;
}

export type DealsState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** The deals of one kind, with a way to ask again after a failure. */
export function useDeals<T>(kind: 'flights' | 'hotels') {
  const [state, setState] = useState<DealsState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiClient
      .get<T>(`/deals/${kind}`, { signal: controller.signal })
      .then((response) => setState({ status: 'ready', data: response.data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to load the ${kind} deals`, error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [kind, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
