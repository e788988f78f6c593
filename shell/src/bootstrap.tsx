import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@travel/shared-ui/styles.css';
import './shell.css';
import { App } from './app/App';
import { registerPortalRemotes } from './federation/registerRemotes';
import { createRouteTable, UNKNOWN_ROUTES } from './federation/routeTable';
import { createPortalStore } from './store/store';
import { readFirstPaint } from './federation/firstPaint';
import { loadHomePage } from './app/PortalRoutes';

async function start() {
  // Home's chunk, fetched with the remotes' config rather than after it (on failure, home's route tries again and
  // shows its error).
  const homePageLoading = window.location.pathname === '/' ? loadHomePage().catch(() => undefined) : undefined;
  let routeTable = UNKNOWN_ROUTES;
  try {
    routeTable = createRouteTable((await registerPortalRemotes()).remotes);
  } catch (error) {
    // Without the config every remote's page shows "This section is unavailable" (its Retry loads the page, and the
    // config, again); the shell itself (home, navbar, footer) still works.
    console.error('[shell] remotes config unavailable', error);
  }
  const portal = createPortalStore();
  // The page's first paint (drawn at build time, put in by the shell's server) stays until React draws the layout over it, so the
  // persisted state is read first: PersistGate then draws the layout in the same frame it replaces that paint.
  await new Promise<void>((resolve) => {
    const done = () => {
      if (!portal.persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (done()) return;
    const stop = portal.persistor.subscribe(() => done() && stop());
  });
  const homePage = await homePageLoading;
  const firstPaint = readFirstPaint();
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React draws in slices that yield to the browser (input stays answered on a slow phone), and
  // commits the result at once: the served first paint stays on screen until then.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App portal={portal} routeTable={routeTable} firstPaint={firstPaint} homePage={homePage} />
      </StrictMode>,
    ),
  );
}

void start();
