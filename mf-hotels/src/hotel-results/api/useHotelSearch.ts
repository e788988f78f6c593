import { setQueryData, useApiMutation, useApiQuery } from '@travel/shared-ui/api';
import type { HotelSearchReply } from '@travel/contracts/hotels';
import { searchHotels } from './searchHotels';

/**
 * The search for a query string: page 1 when the query changes; loadMore appends the next page to the kept
 * answer (a hotel already shown is not repeated). While a new query loads, `result` is still the last answer
 * (its filter counts and places stay on screen) and `current` is undefined (its hotels are not this query's).
 */
export function useHotelSearch(query: string) {
  const key = ['hotels', 'search', query];
  const search = useApiQuery(key, (signal) => searchHotels(new URLSearchParams(query), 1, signal), {
    keepPreviousData: true,
  });
  const more = useApiMutation((page: number) => searchHotels(new URLSearchParams(query), page));
  const result = search.status === 'success' ? search.data : undefined;

  const loadMore = () => {
    if (!result) return;
    more.mutate(result.page + 1).then(
      (next) =>
        setQueryData<HotelSearchReply>(key, (shown = result) => ({
          ...next,
          hotels: [...shown.hotels, ...next.hotels.filter((h) => !shown.hotels.some((s) => s.id === h.id))],
        })),
      () => undefined, // the mutation keeps the message; the page shows it under the list
    );
  };

  return {
    search,
    result,
    current: search.isRefreshing ? undefined : result,
    loadMore,
    loadingMore: more.status === 'pending',
    loadMoreError: more.status === 'error' ? more.message : '',
  };
}
