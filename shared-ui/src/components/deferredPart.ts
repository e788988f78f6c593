import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type DeferredPart<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the part's chunk (a pointer or the focus reached what opens it); a failure is left to the draw. */
  prefetch: () => void;
};

/**
 * A component whose code is a chunk of its own, fetched when first drawn (under a `Suspense`) or earlier through
 * `prefetch`, typically when the pointer or the focus reaches the button that shows it. `load` is the call site's
 * `import()` (keep its webpackChunkName comment there); `pick` takes the component out of the loaded module.
 *
 * A failed prefetch is silent: the draw calls `load` again, and webpack fetches a chunk that failed again. If the
 * draw's own load fails, React.lazy throws its error to the nearest error boundary on this and every later draw.
 */
export function deferredPart<M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): DeferredPart<P> {
  const part = lazy(() => load().then((module) => ({ default: pick(module) })));
  return Object.assign(part, { prefetch: () => void load().catch(() => undefined) });
}
