import { createFederatedConfig } from '../frontend-build/webpack.base';
import { PAGE_PATHS, PATHS_WITHOUT_PAGE_CHUNK, QUERY_PAGES } from './src/paths';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      name: 'mf_flights',
      dir: __dirname,
      paths: PAGE_PATHS,
      queryPages: QUERY_PAGES,
      pathsWithoutPage: PATHS_WITHOUT_PAGE_CHUNK,
      title: 'mf-flights (standalone)',
      exposes: {
        './routes': './src/routes.tsx',
        // The search card, for the home page (rendered under the host's router).
        './FlightSearchWidget': './src/flight-search/FlightSearchWidget.tsx',
      },
    },
    argv,
  );
