import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Store } from 'redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createMemoryStore, type PortalState } from '@travel/shared-ui/store';
import { ToastHost } from '@travel/shared-ui/toast';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname + location.search}</output>;
}

/**
 * Renders one auth page at `path` (with an optional `?query`) under a real store (a fresh one unless `store` is
 * given, e.g. `storeWithVisitor`), a memory router and the shell's toast host.
 */
export function renderAuthPage(url: string, element: ReactElement, store: Store<PortalState> = createMemoryStore()) {
  const path = url.split('?')[0];
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store };
}
