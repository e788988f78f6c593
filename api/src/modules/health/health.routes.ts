import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthReply, LivenessReply } from '@travel/contracts/health';

/**
 * GET /api/health: liveness, from memory (a load balancer asks it often; it must never wait on anything).
 * GET /api/health/ready: can the service reach its database and mail transport. Checking mail opens an SMTP
 * connection, so the answer is kept for `config.health.readyCacheMs` and concurrent callers share one check.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const startedAt = Date.now();
  app.get('/health', { schema: { response: { 200: LivenessReply } } }, async () => ({
    success: true as const,
    status: 'ok' as const,
    uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
  }));

  let kept: { at: number; answer: Promise<HealthReply> } | undefined;
  const check = async (): Promise<HealthReply> => {
    const [dbUp, mailUp] = await Promise.all([
      app.database.ping().catch(() => false),
      app.mailer.verify().catch(() => false),
    ]);
    const ok = dbUp && mailUp;
    return {
      success: ok,
      status: ok ? 'ok' : 'degraded',
      database: { kind: app.database.kind, up: dbUp },
      mail: { kind: app.mailer.kind, up: mailUp },
      checkedAt: new Date().toISOString(),
    };
  };

  app.get(
    '/health/ready',
    { schema: { response: { 200: HealthReply, 503: HealthReply } } },
    async (_request, reply) => {
      if (!kept || Date.now() - kept.at >= app.config.health.readyCacheMs) kept = { at: Date.now(), answer: check() };
      const answer = await kept.answer;
      return reply
        .code(answer.success ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(answer);
    },
  );
};
