import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while a remote's page is drawn at build time (prerenderPages.ts: /flight-home, /about-us, a results page's or
 * the checkout's loading frame), true in the browser. That drawing serves every visitor, whatever their link asked
 * for, and can be days old when they see it, so what depends on the query, the day or the visitor (the search bar's
 * values, default dates, prices in their currency) is left out of it in a space of the same size and drawn once
 * React takes over (docs/performance.md, "The first paint"). In the browser it is true from the first render: React
 * draws the page anew, it does not hydrate it.
 */
export function useDrawnInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
