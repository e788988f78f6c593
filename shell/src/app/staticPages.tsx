import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { createMemoryStore } from '@travel/shared-ui/store';
import { createRouteTable } from '../federation/routeTable';
import type { RemoteName } from '../../../remotes.config';
import { Layout } from './App';
import { HomePage } from '../pages/HomePage';

/** The path the remote page's first paint is drawn at: any path a remote owns gives the same markup. */
const A_REMOTE_PATH = '/a-remote-page';

/**
 * The first paint of the shell's pages, drawn at build time (shell/build/prerender.ts) and put into the served page by the
 * shell's server: the layout as a signed-out visitor in English first sees it, with home's hero, or a remote page's
 * loading area. React draws the same markup over it once its scripts ran (bootstrap.tsx), so nothing moves, and the
 * largest paint of home (its hero) is not held up by the scripts.
 */
export function renderStaticPages(): { home: string; remotePage: string } {
  const draw = (location: string) => {
    const store = createMemoryStore();
    const routeTable = createRouteTable([{ name: 'mf_content' as RemoteName, entry: '', paths: [A_REMOTE_PATH] }]);
    return renderToString(
      <Provider store={store}>
        <StaticRouter location={location}>
          <Layout routeTable={routeTable} homePage={HomePage} />
        </StaticRouter>
      </Provider>,
    );
  };
  return { home: draw('/'), remotePage: draw(A_REMOTE_PATH) };
}
