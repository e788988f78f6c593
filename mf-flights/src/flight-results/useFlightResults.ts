import { useApiPagedQuery } from '@travel/shared-ui/paged-query';
import { readFlightSearchQuery, type FlightSearchResponse } from '@travel/contracts/flights';
import { searchFlights } from './api/searchFlights';

/** The next page of every leg (they page together), while a leg has offers not shown yet. */
const nextPage = (shown: FlightSearchResponse) =>
  shown.legs.some((leg) => leg.offers.length < leg.total) ? shown.legs[0].page + 1 : undefined;

/** Each leg as the next page's answer gives it, with that page's offers after the ones shown. */
const addOffers = (shown: FlightSearchResponse, next: FlightSearchResponse): FlightSearchResponse => ({
  ...next,
  legs: shown.legs.map((leg, i) => ({ ...next.legs[i], offers: [...leg.offers, ...next.legs[i].offers] })),
});

/**
 * Runs the search of the page's query string, which is the API's (again whenever it changes, or on retry), and
 * pages on with loadMore, appending each leg's next page of offers. While a new search runs, the last one's legs
 * stay (the header keeps its route) and `loading` is true.
 */
export function useFlightResults(queryString: string) {
  const search = useApiPagedQuery(
    ['flights', 'search', queryString],
    (page, signal) => searchFlights({ ...readFlightSearchQuery(new URLSearchParams(queryString)), page }, signal),
    { keepPreviousData: true, nextPage, addPage: addOffers },
  );
  return {
    legs: search.status === 'success' ? search.data.legs : [],
    loading: search.status === 'loading' || search.isRefreshing,
    loadingMore: search.loadingMore,
    error: search.status === 'error' ? search.message : search.loadMoreError || null,
    /** The API turned the search down (400): its details need fixing, which trying again cannot do. */
    invalidSearch: search.status === 'error' && search.httpStatus === 400,
    loadMore: search.loadMore,
    retry: search.retry,
  };
}
