import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@travel/shared-ui/store';
import { storeWithVisitor } from '@travel/shared-ui/test/storeWithVisitor';
import { ToastHost } from '@travel/shared-ui/toast';

export const ADMIN: SessionUser = { id: 'u-admin', name: 'Asha Admin', email: 'admin@example.test', role: 'admin' };
export const CUSTOMER: SessionUser = { id: 'u-cust', name: 'Ravi', email: 'ravi@example.test', role: 'customer' };

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders an admin page at `path` as the shell draws it: inside the layout's <main>, with the shell's toast host
 * (which mounts the toast container only once a toast is asked for through shared-ui), under a real store (signed
 * in as `user`, or logged out) and a memory router.
 */
export function renderAdminPage(path: string, element: ReactElement, user: SessionUser | null = ADMIN) {
  return render(
    <Provider store={storeWithVisitor({ signedIn: user !== null, ...user })}>
      <MemoryRouter initialEntries={[path]}>
        <main>
          <Routes>
            <Route path={path.split('?')[0]} element={element} />
            <Route path="*" element={null} />
          </Routes>
        </main>
        <CurrentLocation />
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
}
