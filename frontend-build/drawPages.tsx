/**
 * Draws a remote's pages at build time, as a signed-out English visitor first sees them (prerenderPages.ts bundles
 * this module with the remote's routes and paths, for Node).
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { createMemoryStore } from '@travel/shared-ui/store';
import type { PageRoute } from '@travel/shared-ui/components';

/** The wrapper of a page's first paint: the remote's own page area (RemotePages), marked as drawn at build time. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

// A page listed by path and query key ('/flight-details?date') is drawn for a link carrying that key. Its value here
// is a stand-in: a drawn page shows nothing of the link's (the shell's server fills its data-query slots).
const locationOf = (listed: string) => (listed.includes('?') ? `${listed}=drawn-at-build-time` : listed);

async function draw(pages: PageRoute[], listed: string): Promise<string> {
  const path = listed.split('?')[0];
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`FIRST_PAINT_PATHS names ${listed}, which routes.tsx does not draw`);
  const tree = (
    <Provider store={createMemoryStore()}>
      <StaticRouter location={locationOf(listed)}>
        <div className="tp-remote" {...{ [FIRST_PAINT_ATTRIBUTE]: path }}>
          {page.element}
        </div>
      </StaticRouter>
    </Provider>
  );
  // Waits for the page's lazy chunk, unlike renderToString.
  const { prelude } = await prerenderToNodeStream(tree);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** Each listed page's markup, by path (or path and query key). */
export async function drawPages(pages: PageRoute[], listed: readonly string[]): Promise<Record<string, string>> {
  const drawn: Record<string, string> = {};
  for (const path of listed) drawn[path] = await draw(pages, path);
  return drawn;
}
