import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Store } from 'redux';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStore, type PortalState } from '@travel/shared-ui/store';

/** Renders shell UI with the real reducers (a fresh store unless `store` is given) and a memory router. */
export function renderWithPortal(ui: ReactElement, options: { store?: Store<PortalState>; path?: string } = {}) {
  const store = options.store ?? createMemoryStore();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}
