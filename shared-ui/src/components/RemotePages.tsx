import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from './Spinner';

export interface PageRoute {
  path: string;
  element: ReactNode;
}

/**
 * A remote's pages, one per path of its published list (`src/paths.ts`): the type refuses a missing or an
 * unknown path, so what the remote draws and what it tells the shell cannot drift.
 */
export function definePages<Path extends string>(elements: Record<Path, ReactNode>): PageRoute[] {
  return Object.entries<ReactNode>(elements).map(([path, element]) => ({ path, element }));
}

/**
 * What a remote's page area shows while the page's own chunk loads, when the host gives one (the shell gives the
 * page's first paint drawn at build time, so the page does not flash a spinner); else a spinner.
 */
export const PageFallbackContext = createContext<ReactNode>(undefined);

/**
 * What every remote exposes as `./routes`: its pages under absolute paths, rendered beneath the
 * host's router and store. `build` is the remote's own __BUILD_ID__ (shared-ui is a singleton
 * compiled into whichever app provides it, so the remote must pass its own), marking which
 * deployment of the remote drew the page.
 */
export function RemotePages({ name, build, pages }: { name: string; build: string; pages: PageRoute[] }) {
  const fallback = useContext(PageFallbackContext) ?? <Spinner />;
  return (
    <div className="tp-remote" data-remote={name} data-build={build}>
      <Suspense fallback={fallback}>
        <Routes>
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
        </Routes>
      </Suspense>
    </div>
  );
}
