import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createMemoryStore } from '@travel/shared-ui/store';
import { ToastHost } from '@travel/shared-ui/toast';
import '../styles/global.css';

/**
 * A minimal host for running one remote alone (`npm run dev -w mf-…`): the same router, store
 * reducers and toasts the shell provides, without the shell's navbar and footer.
 */
export function renderStandalone(children: ReactNode, container = document.getElementById('root')) {
  if (!container) throw new Error('No #root element to render into');
  const store = createMemoryStore();
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <main className="tp-main">{children}</main>
          <ToastHost />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
