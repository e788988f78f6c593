import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the page is drawn at build time (prerenderPages.ts), true in the browser. That drawing can be days old
 * when a visitor sees it, so what depends on the day or on the visitor (default dates, prices in their currency) is
 * left out of it, in a space of the same size, and drawn once React takes over (docs/architecture.md, "The first
 * paint"). In the browser it is true from the first render: React draws the page anew, it does not hydrate it.
 */
export function useDrawnInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
