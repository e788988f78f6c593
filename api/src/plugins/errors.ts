import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FieldProblem } from '@travel/contracts';
import { schemaProblems, schemaRefusalMessage } from './validationProblems';

/** Thrown by services for a failure the client caused or should hear about, with its HTTP status. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Bad input: every broken rule at its field, answered as `problems` beside the first one's message. */
    public readonly problems?: FieldProblem[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 400 listing every rule the request breaks (at least one). */
export const invalidInput = (problems: FieldProblem[]) => new ApiError(400, problems[0].message, problems);

/**
 * Every error leaves the API as `{ success: false, message }`: 4xx with what was wrong (an `invalidInput` 400
 * and a schema's refusal also with `problems`, every broken rule at its field; contracts/src/errors.ts),
 * 5xx with a generic message and the request id (the detail goes to the log, never to the client).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      // A request the route's schema refuses: every problem at its field, like an invalidInput 400.
      return reply
        .code(400)
        .send({ success: false, message: schemaRefusalMessage(error), problems: schemaProblems(error) });
    }
    const status = error instanceof ApiError ? error.statusCode : (error.statusCode ?? 500);
    // A service's own 503 (a supplier with no clear answer just now) says what to do: try again. Its message is
    // written for the client; every other 5xx is ours and tells nothing of why.
    if (status === 503 && error instanceof ApiError) {
      request.log.warn({ err: error, reqId: request.id }, 'service unavailable');
      return reply.code(503).send({ success: false, message: error.message });
    }
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      return reply
        .code(status)
        .send({ success: false, message: `Something went wrong on our side (request ${request.id}).` });
    }
    const problems = error instanceof ApiError ? error.problems : undefined;
    return reply.code(status).send({ success: false, message: error.message, ...(problems ? { problems } : {}) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
});
