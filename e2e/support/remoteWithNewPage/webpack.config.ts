import path from 'node:path';
import { createFederatedConfig } from '../../../frontend-build/webpack.base';
import { PAGE_PATHS, PATHS_WITHOUT_PAGE_CHUNK } from '../../../mf-content/src/paths';

/**
 * mf-content as its team would ship it with one more page, /whats-new: the same remote, built and deployed on
 * its own. federation.spec.ts proves the shell routes the new page without being rebuilt.
 */
export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      name: 'mf_content',
      dir: path.join(__dirname, '../../../mf-content'),
      paths: [...PAGE_PATHS, '/whats-new'],
      // The new page is drawn in the routes module itself, with no lazy chunk of its own.
      pathsWithoutPage: [...PATHS_WITHOUT_PAGE_CHUNK, '/whats-new'],
      title: 'mf-content with a new page',
      exposes: { './routes': path.join(__dirname, 'routes.tsx') },
    },
    argv,
  );
