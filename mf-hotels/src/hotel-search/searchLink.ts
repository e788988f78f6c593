import type { HotelGuests } from '@travel/contracts/rules';

export interface HomeFilters {
  starRating: number[];
  freeCancellation: boolean;
  breakfastIncluded: boolean;
  dealsTonight: boolean;
}

export const NO_HOME_FILTERS: HomeFilters = {
  starRating: [],
  freeCancellation: false,
  breakfastIncluded: false,
  dealsTonight: false,
};

/** The /hotel-details address for a search: everything in the query string, so it can be shared or reloaded. */
export function hotelResultsLink(search: {
  destination: string;
  checkIn: string;
  checkOut: string;
  guests: HotelGuests;
  filters?: HomeFilters;
}): string {
  const params = new URLSearchParams({
    destination: search.destination,
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    adults: String(search.guests.adults),
    children: String(search.guests.children),
    rooms: String(search.guests.rooms),
  });
  const filters = search.filters ?? NO_HOME_FILTERS;
  filters.starRating.forEach((stars) => params.append('stars', String(stars)));
  if (filters.freeCancellation) params.set('freeCancellation', 'true');
  if (filters.breakfastIncluded) params.set('breakfastIncluded', 'true');
  if (filters.dealsTonight) params.set('dealsTonight', 'true');
  return `/hotel-details?${params.toString()}`;
}
