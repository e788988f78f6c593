import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes';

/** The health module: GET /api/health (liveness) and /api/health/ready. Its checks are the core decorators' own (database, mailer). */
export const healthModule = fp(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes, { prefix: '/api' });
  },
  { name: 'health', decorators: { fastify: ['database', 'mailer'] } },
);
