import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/**
 * What no route can store or compute with, whatever its schema says: PostgreSQL text cannot hold a NUL
 * character (\u0000), and Infinity passes number and integer schemas (`1e309` in JSON, `Infinity` in a query
 * string coerced to a number) but no column or LIMIT takes it. Both answered 500 on many routes.
 */
export function hostileValueIn(part: unknown, partName: string): string | undefined {
  const pending: [unknown, string][] = [[part, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    const field = path || partName;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return `${field} must not contain a NUL character`;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return `${field} must be a finite number`;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return `${field} must not have a name with a NUL character`;
        pending.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/**
 * Checks every request's params, query and body once they are validated and coerced, before any
 * route's own hooks: 400 naming the field instead of a database error.
 */
export const inputValuesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    const problem =
      hostileValueIn(request.params, 'params') ??
      hostileValueIn(request.query, 'querystring') ??
      hostileValueIn(request.body, 'body');
    if (problem) throw new ApiError(400, problem);
  });
});
