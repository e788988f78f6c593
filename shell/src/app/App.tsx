import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { BrowserRouter } from 'react-router-dom';
import { ToastHost } from '@travel/shared-ui/toast';
import type { createPortalStore } from '../store/store';
import type { RouteTable } from '../federation/routeTable';
import { Navbar } from '../layout/Navbar/Navbar';
import { Footer } from '../layout/Footer/Footer';
import { ClearStoreContext } from './StoreContext';
import { FirstPaintContext, type FirstPaint } from '../federation/firstPaint';
import { ErrorBoundary } from './ErrorBoundary';
import { PortalRoutes } from './PortalRoutes';
import { ScrollToTop } from './ScrollToTop';
import { useDocumentLanguage } from './useDocumentLanguage';
import { useSessionRevalidation } from './useSessionRevalidation';
import { usePageTranslation } from '../translation/usePageTranslation';

/**
 * Navbar, the page of the current path, footer (also drawn at build time as the page's first paint: staticPages).
 * `homePage`: home's page when its code is here already (PortalRoutes).
 */
export function Layout({ routeTable, homePage }: { routeTable: RouteTable; homePage?: ComponentType }) {
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
          <PortalRoutes routeTable={routeTable} homePage={homePage} />
        </ErrorBoundary>
      </main>
      <Footer />
      <ToastHost />
    </>
  );
}

/** Its children once the persisted state is read back (redux-persist's PersistGate, without its class helpers). */
function Rehydrated({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const bootstrapped = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped);
  return bootstrapped ? children : null;
}

/**
 * The whole portal: store (rendered only once rehydrated), router, layout. `firstPaint`: the remote page the served
 * page carried (readFirstPaint), shown while its remote loads. `homePage`: home's page when bootstrap has its code
 * already (a visit that starts at /).
 */
export function App({
  portal,
  routeTable,
  firstPaint,
  homePage,
}: {
  portal: ReturnType<typeof createPortalStore>;
  routeTable: RouteTable;
  firstPaint?: FirstPaint;
  homePage?: ComponentType;
}) {
  return (
    <ErrorBoundary>
      <Provider store={portal.store}>
        <Rehydrated persistor={portal.persistor}>
          <ClearStoreContext.Provider value={portal.clearStore}>
            <FirstPaintContext.Provider value={firstPaint}>
              <BrowserRouter>
                <ScrollToTop />
                <Layout routeTable={routeTable} homePage={homePage} />
              </BrowserRouter>
            </FirstPaintContext.Provider>
          </ClearStoreContext.Provider>
        </Rehydrated>
      </Provider>
    </ErrorBoundary>
  );
}
