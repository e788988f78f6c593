import { useApiPagedQuery } from '@travel/shared-ui/paged-query';
import type { HotelSearchReply } from '@travel/contracts/hotels';
import { searchHotels } from './searchHotels';

/** The next page's answer after the hotels shown, a hotel already shown not repeated. */
const addHotels = (shown: HotelSearchReply, next: HotelSearchReply): HotelSearchReply => ({
  ...next,
  hotels: [...shown.hotels, ...next.hotels.filter((hotel) => !shown.hotels.some((s) => s.id === hotel.id))],
});

/**
 * The search for a query string: page 1 when the query changes; loadMore appends the next page to the kept
 * answer. While a new query loads, `result` is still the last answer (its filter counts and places stay on
 * screen) and `current` is undefined (its hotels are not this query's).
 */
export function useHotelSearch(query: string) {
  const search = useApiPagedQuery(
    ['hotels', 'search', query],
    (page, signal) => searchHotels(new URLSearchParams(query), page, signal),
    {
      keepPreviousData: true,
      nextPage: (shown) => (shown.hasMore ? shown.page + 1 : undefined),
      addPage: addHotels,
    },
  );
  const result = search.status === 'success' ? search.data : undefined;
  return {
    search,
    result,
    current: search.isRefreshing ? undefined : result,
    loadMore: search.loadMore,
    loadingMore: search.loadingMore,
    loadMoreError: search.loadMoreError,
  };
}
