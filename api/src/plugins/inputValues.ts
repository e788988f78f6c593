import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/**
 * Names every object inherits (constructor, toString, valueOf, hasOwnProperty, __proto__ …). Code that looks a
 * request's keys up in a plain object finds these on any object: yup took `constructor` in a body for a field of
 * its schema and answered 500 on sign-up, verify and reset. No route has a field by these names.
 */
const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

const prototypeNameProblem = (field: string, key: string) => `${field} must not have a field named "${key}"`;

/** Every value in a request part with its path ('texts.1'), without recursion: a body may nest very deeply. */
function* valuesIn(part: unknown): Generator<{ value: unknown; path: string; key?: string; parentPath?: string }> {
  const pending: { value: unknown; path: string; key?: string; parentPath?: string }[] = [{ value: part, path: '' }];
  while (pending.length > 0) {
    const node = pending.pop()!;
    yield node;
    const { value, path } = node;
    if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: path ? `${path}.${index}` : String(index) }));
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        pending.push({ value: item, path: path ? `${path}.${key}` : key, key, parentPath: path });
      }
    }
  }
}

/** The first key of a request part named like a member of every object, as the 400's message. */
export function prototypeNamedKeyIn(part: unknown, partName: string): string | undefined {
  for (const { key, parentPath } of valuesIn(part)) {
    if (key !== undefined && PROTOTYPE_NAMES.has(key)) return prototypeNameProblem(parentPath || partName, key);
  }
  return undefined;
}

/**
 * What no route can store or compute with, whatever its schema says: PostgreSQL text cannot hold a NUL
 * character (\u0000), and Infinity passes number and integer schemas (`1e309` in JSON, `Infinity` in a query
 * string coerced to a number) but no column or LIMIT takes it. Both answered 500 on many routes. Nor a key
 * named like a member of every object (see PROTOTYPE_NAMES).
 */
export function hostileValueIn(part: unknown, partName: string): string | undefined {
  for (const { value, path, key, parentPath } of valuesIn(part)) {
    if (key !== undefined) {
      const parent = parentPath || partName;
      if (key.includes('\u0000')) return `${parent} must not have a name with a NUL character`;
      if (PROTOTYPE_NAMES.has(key)) return prototypeNameProblem(parent, key);
    }
    const field = path || partName;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return `${field} must not contain a NUL character`;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return `${field} must be a finite number`;
    }
  }
  return undefined;
}

/**
 * Checks every request's params, query and body once they are validated and coerced, before any
 * route's own hooks: 400 naming the field instead of a database error.
 */
export const inputValuesPlugin = fp(async (app: FastifyInstance) => {
  // JSON bodies are parsed as Fastify does, except that a key named like a member of every object (__proto__
  // included, which Fastify refused as "not valid JSON") is refused here, naming it, before anything reads it.
  const parseJson = app.getDefaultJsonParser('ignore', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const problem = prototypeNamedKeyIn(value, 'body');
      if (problem) return done(new ApiError(400, problem), undefined);
      done(null, value);
    });
  });

  app.addHook('preHandler', async (request) => {
    const problem =
      hostileValueIn(request.params, 'params') ??
      hostileValueIn(request.query, 'querystring') ??
      hostileValueIn(request.body, 'body');
    if (problem) throw new ApiError(400, problem);
  });
});
