import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../plugins/errors';

type WithRawBody = FastifyRequest & { rawBody?: Buffer };

/**
 * Webhook signatures cover the exact bytes received: within the (encapsulated) plugin this is called in, JSON
 * bodies are parsed as usual and their bytes kept beside them for `rawBodyOf`.
 */
export function keepRawJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    (request as WithRawBody).rawBody = body as Buffer;
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(new ApiError(400, 'The body is not valid JSON'), undefined);
    }
  });
}

export const rawBodyOf = (request: FastifyRequest): Buffer => (request as WithRawBody).rawBody ?? Buffer.alloc(0);
