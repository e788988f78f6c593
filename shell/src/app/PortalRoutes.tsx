import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from '@travel/shared-ui/components';
import { RemoteOutlet } from '../federation/RemoteModule';
import type { RouteTable } from '../federation/routeTable';
import { NotFoundPage } from '../pages/NotFoundPage';
// Home's styles stay in the shell's first stylesheet: the served page of / is drawn with them (staticPages.tsx).
import '../pages/HomePage.css';

/** Home's page once its code is here: loadHomePage, or drawHomePageWith for a drawing that has it at hand. */
let loadedHomePage: ComponentType | undefined;

/**
 * Home's code comes in its own chunk, so the other pages' first visit does not carry it (about 1.2 KB gzipped).
 * bootstrap.tsx asks for it alongside the remotes' config when the visit starts at /, so React draws home over
 * its served first paint in one go, as before.
 */
export const loadHomePage = () =>
  import(/* webpackChunkName: "page-home" */ '../pages/HomePage').then(({ HomePage }) => (loadedHomePage = HomePage));

/** For drawing home where its module is already loaded (at build time, staticPages.tsx). */
export function drawHomePageWith(HomePage: ComponentType) {
  loadedHomePage = HomePage;
}

const LazyHomePage = lazy(() => loadHomePage().then((HomePage) => ({ default: HomePage })));

function HomeRoute() {
  if (loadedHomePage) {
    const HomePage = loadedHomePage;
    return <HomePage />;
  }
  // Only when a visitor who started elsewhere comes to / before home's chunk arrived.
  return (
    <Suspense fallback={<Spinner />}>
      <LazyHomePage />
    </Suspense>
  );
}

/** Hands each path to the remote that owns it; a path nobody owns is the not-found page. */
function RemoteForLocation({ routeTable }: { routeTable: RouteTable }) {
  const { pathname } = useLocation();
  const remote = routeTable.remoteForPath(pathname);
  return remote ? <RemoteOutlet key={remote} remote={remote} /> : <NotFoundPage />;
}

export function PortalRoutes({ routeTable }: { routeTable: RouteTable }) {
  return (
    <Routes>
      <Route path="/" element={<HomeRoute />} />
      <Route path="*" element={<RemoteForLocation routeTable={routeTable} />} />
    </Routes>
  );
}
