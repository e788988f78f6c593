import { createFederatedConfig } from '../webpack.base';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      name: 'mf_flights',
      dir: __dirname,
      port: 3002,
      title: 'mf-flights (standalone)',
      exposes: {
        './routes': './src/routes.tsx',
        // The search card, for the home page (rendered under the host's router).
        './FlightSearchWidget': './src/flight-search/FlightSearchWidget.tsx',
      },
    },
    argv,
  );
