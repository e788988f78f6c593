import type { ServerResponse } from 'node:http';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import { buildApp } from './app';
import { DataDirLockedError } from './db/dataDirLock';

/**
 * How long a stop (SIGTERM, SIGINT) may take to finish the requests and jobs in flight and close the database,
 * Redis and mail connections; past it the process exits anyway, with code 1, rather than live on half closed.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Closes the app once the requests in flight have been answered. Node's server.close() ends only idle connections,
 * and to Node a connection that has not sent a whole request (a client's spare pooled one) is not idle; it also
 * stops the timer that would time such a connection out. So once no request is in flight, every connection left
 * is ended here (docs/architecture.md, "Stopping").
 */
function closeWhenAnswered(app: FastifyInstance, inFlight: Set<ServerResponse>): Promise<void> {
  const closed = app.close();
  const endIdle = setInterval(() => {
    if (inFlight.size === 0) app.server.closeAllConnections();
  }, 100);
  return closed.finally(() => clearInterval(endIdle));
}

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const inFlight = new Set<ServerResponse>();
  app.server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  closeWithGrace({ delay: SHUTDOWN_DEADLINE_MS, logger: app.log }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    else app.log.info({ signal }, 'stopping');
    await closeWhenAnswered(app, inFlight);
  });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
