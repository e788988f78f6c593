import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage, apiErrorStatus } from './client';
import { LruCache, QUERY_CACHE_SIZE } from './queryCache';

/** What names a query: a serialisable array such as ['blog', 'posts', query]. Its prefixes name groups. */
export type QueryKey = readonly (string | number | boolean | null)[];

export type QueryStatus<T> =
  | { status: 'loading' }
  /** httpStatus: the server's answer (400 for a request it refused), undefined when it was not reached. */
  | { status: 'error'; message: string; httpStatus?: number }
  | { status: 'success'; data: T };

export type QueryResult<T> = QueryStatus<T> & {
  /** Asks again (the 'Try again' of an error). */
  retry: () => void;
  /** Data is shown while a newer answer is on its way (a revisit served from the cache, or keepPreviousData). */
  isRefreshing: boolean;
};

export interface QueryOptions {
  /** false: nothing is fetched; the state stays as it was ("loading" at first). */
  enabled?: boolean;
  /** Shown on failure when the server sent no message of its own. */
  errorMessage?: string;
  /** Keep showing the last data while a new key loads, instead of 'loading'. */
  keepPreviousData?: boolean;
}

// Last answers by key, shared by every remote (shared-ui is a Federation singleton), so a revisited page shows at once.
const cache = new LruCache<unknown>(QUERY_CACHE_SIZE);
const listeners = new Set<(hash: string) => void>();
const hashOf = (key: QueryKey) => JSON.stringify(key);
const startsWith = (hash: string, prefix: QueryKey) => {
  const p = hashOf(prefix);
  return prefix.length === 0 || hash === p || hash.startsWith(`${p.slice(0, -1)},`);
};

/** Forgets the answers whose key starts with `prefix` ([] for all); the queries on screen ask again. */
export function invalidateQueries(prefix: QueryKey): void {
  const hashes = cache.keys().filter((hash) => startsWith(hash, prefix));
  hashes.forEach((hash) => cache.delete(hash));
  listeners.forEach((listener) => hashes.forEach(listener));
}

/** Replaces the answer of `key` (after a mutation), and shows it wherever that query is on screen. */
export function setQueryData<T>(key: QueryKey, update: (current: T | undefined) => T): void {
  const hash = hashOf(key);
  cache.set(hash, update(cache.get(hash) as T | undefined));
  listeners.forEach((listener) => listener(hash));
}

/**
 * Calls `fetcher` for `key` and tells how it went. An answer for an older key, or after unmount, is dropped
 * (its request aborted through `signal`). See docs/architecture.md, "Fetching data".
 */
export function useApiQuery<T>(
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  { enabled = true, errorMessage, keepPreviousData = false }: QueryOptions = {},
): QueryResult<T> {
  const hash = hashOf(key);
  const [state, setState] = useState<QueryStatus<T> & { isRefreshing: boolean }>(() =>
    enabled && cache.has(hash)
      ? { status: 'success', data: cache.get(hash) as T, isRefreshing: true }
      : { status: 'loading', isRefreshing: false },
  );
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ fetcher, errorMessage });
  useEffect(() => {
    latest.current = { fetcher, errorMessage };
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((previous) => {
      if (cache.has(hash)) return { status: 'success', data: cache.get(hash) as T, isRefreshing: true };
      return keepPreviousData && previous.status === 'success'
        ? { ...previous, isRefreshing: true }
        : { status: 'loading', isRefreshing: false };
    });
    latest.current.fetcher(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        cache.set(hash, data);
        setState({ status: 'success', data, isRefreshing: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to load ${hash}`, error);
        setState({
          status: 'error',
          message: apiErrorMessage(error, latest.current.errorMessage),
          httpStatus: apiErrorStatus(error),
          isRefreshing: false,
        });
      },
    );
    return () => controller.abort();
  }, [hash, enabled, keepPreviousData, attempt]);

  useEffect(() => {
    const listener = (changed: string) => {
      if (changed !== hash) return;
      if (cache.has(hash)) setState({ status: 'success', data: cache.get(hash) as T, isRefreshing: false });
      else setAttempt((n) => n + 1);
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [hash]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
