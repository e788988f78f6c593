import { useCallback, useEffect, useRef, useState } from 'react';
// The rest of shared-ui by its package name: this part is its own shared entry, and the query cache is the one
// of '@travel/shared-ui/api', the singleton's.
import {
  apiErrorMessage,
  setQueryData,
  useApiQuery,
  type QueryKey,
  type QueryOptions,
  type QueryResult,
} from '@travel/shared-ui/api';

export interface PagedQueryOptions<T> extends QueryOptions {
  /** The number of the page after what is shown, or undefined when it holds the last page. */
  nextPage: (shown: T) => number | undefined;
  /** What is shown with the next page's answer added (its rows appended, its totals taken). */
  addPage: (shown: T, next: T) => T;
}

export type PagedQueryResult<T> = QueryResult<T> & {
  /** There is a next page to load (never while a newer first page is on its way). */
  hasMore: boolean;
  /** Loads the next page and adds it to the data; also the 'Try again' of a next page that failed. */
  loadMore: () => void;
  loadingMore: boolean;
  /** Why the last next page could not be loaded; '' when it could. */
  loadMoreError: string;
};

type NextPageState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string };

/**
 * "Search, then load more": page 1 of `key` as `useApiQuery` loads it (cached, retried, stale answers dropped),
 * and `loadMore` adds the next page to it. A next page asked for an older key, or after unmount, is aborted and
 * its answer dropped. See docs/architecture.md, "Fetching data".
 */
export function useApiPagedQuery<T>(
  key: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<T>,
  { nextPage, addPage, ...options }: PagedQueryOptions<T>,
): PagedQueryResult<T> {
  const hash = JSON.stringify(key);
  const query = useApiQuery(key, (signal) => fetchPage(1, signal), options);
  // The next page's state belongs to the key it was asked for: another key starts idle.
  const [more, setMore] = useState<{ hash: string } & NextPageState>({ hash, status: 'idle' });
  const nextPageState: NextPageState = more.hash === hash ? more : { status: 'idle' };
  const running = useRef<AbortController | undefined>(undefined);
  const latest = useRef({ key, fetchPage, addPage, errorMessage: options.errorMessage });
  useEffect(() => {
    latest.current = { key, fetchPage, addPage, errorMessage: options.errorMessage };
  });
  useEffect(
    () => () => {
      running.current?.abort();
      running.current = undefined;
    },
    [hash],
  );

  const shown = query.status === 'success' ? query.data : undefined;
  const next = shown !== undefined && !query.isRefreshing ? nextPage(shown) : undefined;

  const loadMore = useCallback(() => {
    if (shown === undefined || next === undefined || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setMore({ hash, status: 'loading' });
    const { key: pageKey, fetchPage: fetchNext, addPage: add, errorMessage } = latest.current;
    fetchNext(next, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        running.current = undefined;
        setQueryData<T>(pageKey, (current = shown) => add(current, page));
        setMore({ hash, status: 'idle' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        running.current = undefined;
        console.error(`Failed to load page ${next} of ${hash}`, error);
        setMore({ hash, status: 'error', message: apiErrorMessage(error, errorMessage) });
      },
    );
  }, [hash, next, shown]);

  return {
    ...query,
    hasMore: next !== undefined,
    loadMore,
    loadingMore: nextPageState.status === 'loading',
    loadMoreError: nextPageState.status === 'error' ? nextPageState.message : '',
  };
}
