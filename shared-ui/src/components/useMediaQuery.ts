import { useCallback, useSyncExternalStore } from 'react';

/** Every browser the portal supports has it; jsdom has not (a test installs one: `test/matchMedia.ts`). */
const hasMatchMedia = () => typeof window.matchMedia === 'function';

/**
 * Whether the browser's viewport matches `query` (a CSS media query such as `(max-width: 860px)`), followed as it
 * changes. False when drawn at build time, and where there is no `matchMedia`, where there is no viewport: a page that draws something else on a phone
 * puts both in that drawing and lets its stylesheet, under the same query, show the right one until React takes over.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}
