import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An RFC 8058 one-click unsubscribe: mail providers POST a form from their own servers, and the signed
     * token in the URL (not a cookie) is the authority, so there is no cross-site request to forge.
     */
    oneClickUnsubscribe?: boolean;
    /**
     * A page the API serves posts a plain HTML form here (the sandbox payment page): a form body is accepted,
     * and the Origin check still keeps other sites out.
     */
    htmlForm?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origins a browser page of this site can have: publicUrl, plus its localhost/127.0.0.1 twin in development. */
export function allowedOrigins(publicUrl: string): Set<string> {
  const origins = new Set([new URL(publicUrl).origin]);
  const url = new URL(publicUrl);
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') {
    const twin = new URL(publicUrl);
    twin.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    origins.add(twin.origin);
  }
  return origins;
}

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * CSRF protection for cookie-authenticated calls: a state-changing request must not come from another site
 * (Origin, or Sec-Fetch-Site when a browser sends no Origin) and must carry its body as JSON, which a
 * cross-site HTML form cannot send without a CORS preflight this API never grants.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance) => {
  const origins = allowedOrigins(app.config.publicUrl);
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.oneClickUnsubscribe) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !origins.has(origin)) {
      throw new ApiError(403, 'Cross-site requests are not allowed.');
    }
    if (origin === undefined && request.headers['sec-fetch-site'] === 'cross-site') {
      throw new ApiError(403, 'Cross-site requests are not allowed.');
    }
    const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const formAllowed = request.routeOptions.config?.htmlForm && contentType === 'application/x-www-form-urlencoded';
    if (hasBody(request) && contentType !== 'application/json' && !formAllowed) {
      throw new ApiError(415, 'Request bodies must be sent as application/json.');
    }
  });
});
