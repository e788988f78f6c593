import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config';
import { buildApp } from './app';
import { DataDirLockedError } from './db/dataDirLock';

/**
 * How long a stop (SIGTERM, SIGINT) may take to finish the requests and jobs in flight and close the database,
 * Redis and mail connections; past it the process exits anyway, with code 1, rather than live on half closed.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  closeWithGrace({ delay: SHUTDOWN_DEADLINE_MS, logger: app.log }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    else app.log.info({ signal }, 'stopping');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
