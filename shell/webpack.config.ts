import path from 'node:path';
import { createFederatedConfig, LIBRARIES_CHUNK } from '../frontend-build/webpack.base';
import { FirstVisitAssetsPlugin } from './build/firstVisitAssetsPlugin';
import { remoteLocationsFromEnv } from './server/remoteLocations';
import { remotesConfigSource } from './server/remotesConfigSource';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => {
  const remotesConfig = remotesConfigSource(remoteLocationsFromEnv(process.env));
  const config = createFederatedConfig(
    {
      name: 'shell',
      dir: __dirname,
      title: 'Travel Portal: compare flights and hotels',
      runtimePlugins: [path.join(__dirname, 'src/federation/remoteFailurePlugin.ts')],
      devServer: {
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app?.get('/remotes.json', (_req, res, next) => {
            remotesConfig().then((config) => res.json(config), next);
          });
          return middlewares;
        },
      },
    },
    argv,
  );
  config.plugins = [...(config.plugins ?? []), new FirstVisitAssetsPlugin({ afterPaint: [LIBRARIES_CHUNK] })];
  return config;
};
