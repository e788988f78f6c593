import type { ReactNode } from 'react';
import { LoadError, Spinner } from '@travel/shared-ui/components';
import type { QueryResult } from './useApiQuery';

/**
 * What a page shows for a query: the loading state, the error with Try again, the empty state, or `children`
 * with the data. Each default can be replaced by a page's own wording.
 */
export function QueryState<T>({
  query,
  loading,
  error,
  isEmpty,
  empty,
  children,
}: {
  query: QueryResult<T>;
  /** Default: the Spinner. */
  loading?: ReactNode;
  /** Default: LoadError with the query's message and Try again. */
  error?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.status === 'loading') return <>{loading ?? <Spinner />}</>;
  if (query.status === 'error') return <>{error ?? <LoadError message={query.message} onRetry={query.retry} />}</>;
  if (isEmpty?.(query.data)) return <>{empty ?? null}</>;
  return <>{children(query.data)}</>;
}
