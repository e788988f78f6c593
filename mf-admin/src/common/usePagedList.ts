import { useState } from 'react';
import { useQueryState } from '@travel/shared-ui/components';

/**
 * A staff list's filter and page, the one shape the approval center and refund management keep: a new filter
 * starts again from page 1. The list itself is loaded by the page's query (useApiQuery) from these.
 */
export interface PagedList<Filter> {
  filter: Filter;
  page: number;
  /** Shows the list for another filter, from page 1. */
  setFilter: (filter: Filter) => void;
  setPage: (page: number) => void;
}

/** Kept in the page: a fresh visit starts from `initial`, page 1. */
export function usePagedList<Filter>(initial: Filter): PagedList<Filter> {
  const [list, setList] = useState({ filter: initial, page: 1 });
  return {
    ...list,
    setFilter: (filter) => setList({ filter, page: 1 }),
    setPage: (page) => setList((current) => ({ ...current, page })),
  };
}

/**
 * Kept in the URL's query, so a view can be bookmarked and Back undoes a change. `read` and `write` are the
 * list's own URL reader and writer (the same query its API takes).
 */
export function useUrlPagedList<Filter extends object>(
  read: (params: URLSearchParams) => Filter & { page: number },
  write: (list: Filter & { page: number }) => URLSearchParams,
): PagedList<Filter> {
  const [params, setParams] = useQueryState();
  const { page, ...filter } = read(params);
  const show = (next: Filter & { page: number }) => setParams(write(next));
  return {
    filter: filter as Filter,
    page,
    setFilter: (next) => show({ ...next, page: 1 }),
    setPage: (next) => show({ ...(filter as Filter), page: next }),
  };
}

/** One page of a list held whole in the browser; a page past the last one shows the last. */
export function pageOf<Item>(
  items: Item[],
  page: number,
  size: number,
): { items: Item[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(page, pages);
  return { items: items.slice((shown - 1) * size, shown * size), page: shown, pages };
}
