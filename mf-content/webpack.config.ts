import { createFederatedConfig } from '../webpack.base';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      name: 'mf_content',
      dir: __dirname,
      port: 3004,
      title: 'mf-content (standalone)',
      exposes: { './routes': './src/routes.tsx' },
    },
    argv,
  );
