import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { BrowserRouter } from 'react-router-dom';
import { ToastHost } from '@travel/shared-ui/toast';
import type { createPortalStore } from '../store/store';
import type { RouteTable } from '../federation/routeTable';
import { Navbar } from '../layout/Navbar/Navbar';
import { Footer } from '../layout/Footer/Footer';
import { ClearStoreContext } from './StoreContext';
import { ErrorBoundary } from './ErrorBoundary';
import { PortalRoutes } from './PortalRoutes';
import { ScrollToTop } from './ScrollToTop';
import { useDocumentLanguage } from './useDocumentLanguage';
import { useSessionRevalidation } from './useSessionRevalidation';
import { usePageTranslation } from '../translation/usePageTranslation';

/** Navbar, the page of the current path, footer (also drawn at build time as the page's first paint: staticPages). */
export function Layout({ routeTable }: { routeTable: RouteTable }) {
  useDocumentLanguage();
  useSessionRevalidation();
  usePageTranslation();
  return (
    <>
      <a href="#main" className="tp-skip-link">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="tp-main">
        <ErrorBoundary>
          <PortalRoutes routeTable={routeTable} />
        </ErrorBoundary>
      </main>
      <Footer />
      <ToastHost />
    </>
  );
}

/** The whole portal: store (rendered only once rehydrated), router, layout. */
export function App({ portal, routeTable }: { portal: ReturnType<typeof createPortalStore>; routeTable: RouteTable }) {
  return (
    <ErrorBoundary>
      <Provider store={portal.store}>
        <PersistGate loading={null} persistor={portal.persistor}>
          <ClearStoreContext.Provider value={portal.clearStore}>
            <BrowserRouter>
              <ScrollToTop />
              <Layout routeTable={routeTable} />
            </BrowserRouter>
          </ClearStoreContext.Provider>
        </PersistGate>
      </Provider>
    </ErrorBoundary>
  );
}
