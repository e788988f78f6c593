import { Route, Routes, useLocation } from 'react-router-dom';
import { RemoteOutlet } from '../federation/RemoteModule';
import type { RouteTable } from '../federation/routeTable';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';

/** Hands each path to the remote that owns it; a path nobody owns is the not-found page. */
function RemoteForLocation({ routeTable }: { routeTable: RouteTable }) {
  const { pathname } = useLocation();
  const remote = routeTable.remoteForPath(pathname);
  return remote ? <RemoteOutlet key={remote} remote={remote} /> : <NotFoundPage />;
}

export function PortalRoutes({ routeTable }: { routeTable: RouteTable }) {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<RemoteForLocation routeTable={routeTable} />} />
    </Routes>
  );
}
