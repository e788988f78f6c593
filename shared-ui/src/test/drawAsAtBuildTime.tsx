import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { createMemoryStore } from '@travel/shared-ui/store';

// React's Node renderer schedules its work with setImmediate, which Jest's jsdom environment does not have.
if (typeof globalThis.setImmediate === 'undefined') {
  Object.assign(globalThis, {
    setImmediate: (run: (...args: unknown[]) => void, ...args: unknown[]) => setTimeout(run, 0, ...args),
  });
}

/**
 * `element` drawn as a remote's build draws the pages of its FIRST_PAINT_PATHS (prerenderPages.ts): in a fresh memory
 * store, on a static router at `url`, by React's prerender, which waits for the lazy chunks inside (renderToString
 * would draw their fallbacks instead). Answers the markup parsed into a detached div, for the test to query.
 */
export async function drawAsAtBuildTime(element: ReactElement, url: string): Promise<HTMLDivElement> {
  const { prelude } = await prerenderToNodeStream(
    <Provider store={createMemoryStore()}>
      <StaticRouter location={url}>{element}</StaticRouter>
    </Provider>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  const drawn = document.createElement('div');
  drawn.innerHTML = html;
  return drawn;
}
