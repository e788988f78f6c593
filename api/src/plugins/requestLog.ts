import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One line per request, after its answer (Fastify's own two lines per request are off): at info for a 4xx or
 * a request slower than `config.slowRequestMs`, at error for a 5xx, at debug for everything else, so a busy
 * server's info log says what needs a look.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    const slowMs = app.config.slowRequestMs;
    app.addHook('onResponse', async (request, reply) => {
      const ms = reply.elapsedTime;
      const status = reply.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 || ms > slowMs ? 'info' : 'debug';
      request.log[level](
        { method: request.method, url: request.url, statusCode: status, ms: Math.round(ms * 10) / 10 },
        ms > slowMs ? 'slow request' : 'request completed',
      );
    });
  },
  { name: 'request-log', decorators: { fastify: ['config'] } },
);
