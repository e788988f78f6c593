import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the page is drawn at build time (prerenderPages.ts: a results page's loading frame), true in the
 * browser. That drawing serves every visitor, whatever their link asked for, so what depends on the query, the day
 * or the visitor (the search bar's values, the filters, the sort) is left out of it in a space of the same size and
 * drawn once React takes over (docs/architecture.md, "The first paint"). mf-flights has the same hook.
 */
export function useDrawnInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
