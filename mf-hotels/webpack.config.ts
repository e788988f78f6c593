import { createFederatedConfig } from '../frontend-build/webpack.base';
import { PAGE_PATHS } from './src/paths';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      name: 'mf_hotels',
      dir: __dirname,
      paths: PAGE_PATHS,
      title: 'mf-hotels (standalone)',
      exposes: {
        './routes': './src/routes.tsx',
        // The hotel search form, for the shell's home page (the same component /hotel-home uses).
        './HotelSearchWidget': './src/hotel-search/HotelSearchWidget.tsx',
      },
    },
    argv,
  );
