import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, and `Cache-Control: private, no-store` on those that set none. The API serves JSON and SVG images, so its policy allows nothing to run
 * or be framed; Swagger UI (/api/docs, when enabled) sets its own policy. HSTS only when the request came
 * over https (X-Forwarded-Proto from a trusted proxy counts).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    hsts: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
  // Answers are about one person (trips, orders, tickets, invoices, the account) unless a route says otherwise:
  // the public reads that may be cached set their own Cache-Control.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-store');
  });
});
