import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from '@travel/shared-ui/components';
import { RemoteOutlet } from '../federation/RemoteModule';
import { SectionUnavailable } from '../federation/RemoteBoundary';
import type { RouteTable } from '../federation/routeTable';
import { NotFoundPage } from '../pages/NotFoundPage';
// Home's styles stay in the shell's first stylesheet: the served page of / is drawn with them (staticPages.tsx).
import '../pages/HomePage.css';

/**
 * Home's code, in its own chunk so the other pages' first visit does not carry it (about 1.2 KB gzipped).
 * bootstrap.tsx asks for it alongside the remotes' config when the visit starts at /.
 */
export const loadHomePage = () =>
  import(/* webpackChunkName: "page-home" */ '../pages/HomePage').then((module) => module.HomePage);

/** Home for a visitor who came from another page: its chunk is fetched now, with the spinner meanwhile. */
const LazyHomePage = lazy(() => loadHomePage().then((HomePage) => ({ default: HomePage })));

/**
 * Hands each path to the remote that owns it. A path nobody owns is the not-found page, unless some remote's paths
 * could not be read: then it may be one of that remote's pages, unavailable for now, and Retry loads the page again
 * (the shell's server asks that remote for its paths again).
 */
function RemoteForLocation({ routeTable }: { routeTable: RouteTable }) {
  const { pathname } = useLocation();
  const remote = routeTable.remoteForPath(pathname);
  if (remote) return <RemoteOutlet key={remote} remote={remote} />;
  if (routeTable.incomplete) return <SectionUnavailable headingLevel={1} onRetry={() => window.location.reload()} />;
  return <NotFoundPage />;
}

/**
 * `homePage`: home's page when its code is here already (a visit that started at /, or drawing at build time), drawn
 * at once: React draws home over its served first paint in one go, with no spinner between.
 */
export function PortalRoutes({ routeTable, homePage: HomePage }: { routeTable: RouteTable; homePage?: ComponentType }) {
  return (
    <Routes>
      <Route
        path="/"
        element={
          HomePage ? (
            <HomePage />
          ) : (
            <Suspense fallback={<Spinner />}>
              <LazyHomePage />
            </Suspense>
          )
        }
      />
      <Route path="*" element={<RemoteForLocation routeTable={routeTable} />} />
    </Routes>
  );
}
