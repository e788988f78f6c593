import { createFederatedConfig } from '../webpack.base';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      name: 'mf_admin',
      dir: __dirname,
      port: 3005,
      title: 'mf-admin (standalone)',
      exposes: { './routes': './src/routes.tsx' },
    },
    argv,
  );
