import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@travel/shared-ui/styles.css';
import './shell.css';
import { App } from './app/App';
import { registerPortalRemotes } from './federation/registerRemotes';
import { createRouteTable } from './federation/routeTable';
import { createPortalStore } from './store/store';

async function start() {
  let routeTable = createRouteTable([]);
  try {
    routeTable = createRouteTable((await registerPortalRemotes()).remotes);
  } catch (error) {
    // Without the config every remote's section shows as unavailable; the shell itself still works.
    console.error('[shell] remotes config unavailable', error);
  }
  const portal = createPortalStore();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App portal={portal} routeTable={routeTable} />
    </StrictMode>,
  );
}

void start();
