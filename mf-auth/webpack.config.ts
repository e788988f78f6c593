import { createFederatedConfig } from '../webpack.base';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      name: 'mf_auth',
      dir: __dirname,
      port: 3001,
      title: 'mf-auth (standalone)',
      exposes: { './routes': './src/routes.tsx' },
    },
    argv,
  );
