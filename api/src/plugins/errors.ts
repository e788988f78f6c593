import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';

/** Thrown by services for a failure the client caused or should hear about, with its HTTP status. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Fastify's schema-validation errors, rewritten so the message names the field and the problem. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const params = first.params as Record<string, unknown>;
  const field =
    (typeof params?.missingProperty === 'string' && params.missingProperty) ||
    first.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
    error.validationContext ||
    'request';
  if (first.keyword === 'required') return `${field} is required`;
  return `${field} ${first.message ?? 'is invalid'}`;
}

/**
 * Every error leaves the API as `{ success: false, message }`: 4xx with what was wrong,
 * 5xx with a generic message and the request id (the detail goes to the log, never to the client).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({ success: false, message: validationMessage(error) });
    }
    const status = error instanceof ApiError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      return reply
        .code(status)
        .send({ success: false, message: `Something went wrong on our side (request ${request.id}).` });
    }
    return reply.code(status).send({ success: false, message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
});
