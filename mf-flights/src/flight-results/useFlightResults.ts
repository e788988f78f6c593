import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage, apiErrorStatus } from '@travel/shared-ui/api';
import { readFlightSearchQuery, type LegResult } from '@travel/contracts/flights';
import { searchFlights } from './api/searchFlights';

export interface FlightResultsState {
  legs: LegResult[];
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  /** The API turned the search down (400): its details need fixing, which trying again cannot do. */
  invalidSearch: boolean;
}

const current = (queryString: string) => readFlightSearchQuery(new URLSearchParams(queryString));

const IDLE: FlightResultsState = { legs: [], loading: false, loadingMore: false, error: null, invalidSearch: false };

/**
 * Runs the search of the page's query string, which is the API's (again whenever it changes, or on retry), and
 * pages on with loadMore, appending each leg's next page of offers. A null query string is no search.
 */
export function useFlightResults(queryString: string | null) {
  const [state, setState] = useState<FlightResultsState>({ ...IDLE, loading: queryString !== null });
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  // The running search's controller: a newer search aborts it, with the pages asked for it, and drops their answers.
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    if (queryString === null) {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setState((current) => ({ ...current, loading: true, error: null, invalidSearch: false }));
    setPage(1);
    searchFlights({ ...current(queryString), page: 1 }, controller.signal)
      .then((data) => !controller.signal.aborted && setState({ ...IDLE, legs: data.legs }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ ...IDLE, error: apiErrorMessage(error), invalidSearch: apiErrorStatus(error) === 400 });
      });
    return () => controller.abort();
  }, [queryString, attempt]);

  const loadMore = useCallback(async () => {
    const controller = running.current;
    if (queryString === null || !controller) return;
    const next = page + 1;
    setState((current) => ({ ...current, loadingMore: true, error: null }));
    try {
      const data = await searchFlights({ ...current(queryString), page: next }, controller.signal);
      if (controller.signal.aborted) return;
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
      if (controller.signal.aborted) return;
      setState((current) => ({ ...current, loadingMore: false, error: apiErrorMessage(error) }));
    }
  }, [page, queryString]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, loadMore, retry };
}
