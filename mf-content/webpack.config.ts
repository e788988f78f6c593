import { createFederatedConfig } from '../frontend-build/webpack.base';
import { PAGE_PATHS, PATHS_WITHOUT_PAGE_CHUNK } from './src/paths';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      name: 'mf_content',
      dir: __dirname,
      paths: PAGE_PATHS,
      pathsWithoutPage: PATHS_WITHOUT_PAGE_CHUNK,
      title: 'mf-content (standalone)',
      exposes: { './routes': './src/routes.tsx' },
    },
    argv,
  );
