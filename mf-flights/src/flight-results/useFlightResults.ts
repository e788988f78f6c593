import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage } from '@travel/shared-ui';
import { searchFlights, type LegResult } from '../api/flightsApi';
import { apiQuery } from './resultsQuery';

export interface FlightResultsState {
  legs: LegResult[];
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
}

/**
 * Runs the search of the page's query string (again whenever it changes, or on retry) and pages on with
 * loadMore, appending each leg's next page of offers.
 */
export function useFlightResults(queryString: string) {
  const [state, setState] = useState<FlightResultsState>({ legs: [], loading: true, loadingMore: false, error: null });
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: null }));
    setPage(1);
    searchFlights(apiQuery(new URLSearchParams(queryString), 1), controller.signal)
      .then((data) => setState({ legs: data.legs, loading: false, loadingMore: false, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ legs: [], loading: false, loadingMore: false, error: apiErrorMessage(error) });
      });
    return () => controller.abort();
  }, [queryString, attempt]);

  const loadMore = useCallback(async () => {
    const next = page + 1;
    setState((current) => ({ ...current, loadingMore: true, error: null }));
    try {
      const data = await searchFlights(apiQuery(new URLSearchParams(queryString), next));
      setPage(next);
      setState((current) => ({
        ...current,
        loadingMore: false,
        legs: current.legs.map((leg, i) => ({
          ...data.legs[i],
          offers: [...leg.offers, ...data.legs[i].offers],
        })),
      }));
    } catch (error) {
      setState((current) => ({ ...current, loadingMore: false, error: apiErrorMessage(error) }));
    }
  }, [page, queryString]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, loadMore, retry };
}
