import { formatRoomParam, type RoomGuests } from '@travel/contracts/hotels';

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

/**
 * The /hotel-details address for a search: everything in the query string, so it can be shared or reloaded; each
 * room's guests as a `room` value (contracts' roomOccupancy.ts).
 */
export function hotelResultsLink(search: {
  destination: string;
  checkIn: string;
  checkOut: string;
  rooms: RoomGuests[];
  filters?: HomeFilters;
}): string {
  const params = new URLSearchParams({
    destination: search.destination,
    checkIn: search.checkIn,
    checkOut: search.checkOut,
  });
  search.rooms.forEach((room) => params.append('room', formatRoomParam(room)));
  const filters = search.filters ?? NO_HOME_FILTERS;
  filters.starRating.forEach((stars) => params.append('stars', String(stars)));
  if (filters.freeCancellation) params.set('freeCancellation', 'true');
  if (filters.breakfastIncluded) params.set('breakfastIncluded', 'true');
  if (filters.dealsTonight) params.set('dealsTonight', 'true');
  return `/hotel-details?${params.toString()}`;
}
