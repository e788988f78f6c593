import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthReply } from '@travel/contracts/health';

/** GET /api/health: is the service up, and can it reach its database and mail transport. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthReply, 503: HealthReply } } }, async (_request, reply) => {
    const [dbUp, mailUp] = await Promise.all([
      app.database.ping().catch(() => false),
      app.mailer.verify().catch(() => false),
    ]);
    const ok = dbUp && mailUp;
    return reply.code(ok ? 200 : 503).send({
      success: ok,
      status: ok ? 'ok' : 'degraded',
      database: { kind: app.database.kind, up: dbUp },
      mail: { kind: app.mailer.kind, up: mailUp },
    });
  });
};
