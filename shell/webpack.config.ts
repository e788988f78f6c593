import path from 'node:path';
import { createFederatedConfig } from '../webpack.base';
import { remotesConfigFromEnv } from './src/federation/remotesConfigFromEnv';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  createFederatedConfig(
    {
      name: 'shell',
      dir: __dirname,
      port: 3000,
      title: 'Travel Portal: compare flights and hotels',
      runtimePlugins: [path.join(__dirname, 'src/federation/remoteFailurePlugin.ts')],
      devServer: {
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app?.get('/remotes.json', (_req, res) => {
            res.json(remotesConfigFromEnv(process.env));
          });
          return middlewares;
        },
      },
    },
    argv,
  );
