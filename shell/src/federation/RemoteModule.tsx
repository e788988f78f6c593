import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { PageFallbackContext, Spinner } from '@travel/shared-ui/components';
import { loadRemoteModule } from './registerRemotes';
import { RemoteBoundary, RemoteLoadError } from './RemoteBoundary';
import type { RemoteName } from '../../../remotes.config';
import { FirstPaintArea, FirstPaintContent, useFirstPaint } from './firstPaint';

/**
 * One module a remote exposes (its `routes`, or a widget such as mf_hotels/HotelSearchWidget), loaded on
 * first use and drawn behind a boundary: if the remote is down or throws, only this area shows a
 * fallback with Retry, and the rest of the page keeps working.
 */
export function RemoteModule<P extends object>({
  remote,
  module,
  props,
  headingLevel = 2,
  label = 'Loading…',
  fallback = <Spinner label={label} />,
}: {
  remote: RemoteName;
  /** The exposed name without './', e.g. 'routes' or 'HotelSearchWidget'. */
  module: string;
  props?: P;
  headingLevel?: 1 | 2;
  label?: string;
  /** What shows while it loads (default: a spinner announcing `label`). */
  fallback?: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  // A fresh lazy component per attempt, so Retry really fetches the module again.
  const Loaded = useMemo(
    () =>
      lazy(() =>
        loadRemoteModule<{ default: ComponentType<P> }>(`${remote}/${module}`).catch((error: unknown) => {
          throw new RemoteLoadError(`${remote}/${module}`, { cause: error });
        }),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  return (
    <RemoteBoundary
      key={`${remote}/${module}:${attempt}`}
      remote={remote}
      headingLevel={headingLevel}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={fallback}>
        <Loaded {...((props ?? {}) as P)} />
      </Suspense>
    </RemoteBoundary>
  );
}

/**
 * The pages of one remote, under the host's router and store. While the remote and then the page's chunk load, the
 * page area shows the page's first paint when the served page had one for this path (the same markup, so nothing
 * flashes or moves when React takes over from the served page), else a spinner.
 */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const firstPaint = useFirstPaint();
  return (
    <PageFallbackContext.Provider value={firstPaint && <FirstPaintContent firstPaint={firstPaint} />}>
      <RemoteModule
        remote={remote}
        module="routes"
        headingLevel={1}
        fallback={firstPaint ? <FirstPaintArea firstPaint={firstPaint} /> : <Spinner label="Loading page…" />}
      />
    </PageFallbackContext.Provider>
  );
}
