import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '@travel/shared-ui';
import { searchHotels, type HotelCardData, type HotelSearchResult } from '../api/hotelsApi';

export interface HotelSearchState {
  status: 'loading' | 'ready' | 'error';
  error: string;
  result?: HotelSearchResult;
  hotels: HotelCardData[];
  loadingMore: boolean;
}

/** Runs the search for a query string: page 1 when it changes, the next page on loadMore (appended). */
export function useHotelSearch(query: string) {
  const [state, setState] = useState<HotelSearchState>({
    status: 'loading',
    error: '',
    hotels: [],
    loadingMore: false,
  });
  const latest = useRef(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const call = ++latest.current;
    setState((current) => ({ ...current, status: 'loading', error: '', loadingMore: false }));
    searchHotels(new URLSearchParams(query), 1)
      .then((result) => {
        if (call === latest.current)
          setState({ status: 'ready', error: '', result, hotels: result.hotels, loadingMore: false });
      })
      .catch((error) => {
        if (call === latest.current)
          setState({ status: 'error', error: apiErrorMessage(error), hotels: [], loadingMore: false });
      });
  }, [query, attempt]);

  const loadMore = useCallback(() => {
    const page = (state.result?.page ?? 0) + 1;
    const call = latest.current;
    setState((current) => ({ ...current, loadingMore: true }));
    searchHotels(new URLSearchParams(query), page)
      .then((result) => {
        if (call !== latest.current) return;
        setState((current) => ({
          ...current,
          result,
          hotels: [...current.hotels, ...result.hotels.filter((h) => !current.hotels.some((c) => c.id === h.id))],
          loadingMore: false,
        }));
      })
      .catch((error) => {
        if (call === latest.current)
          setState((current) => ({ ...current, loadingMore: false, error: apiErrorMessage(error) }));
      });
  }, [query, state.result?.page]);

  return { ...state, loadMore, retry: () => setAttempt((n) => n + 1) };
}
