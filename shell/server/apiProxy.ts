import type { FastifyError, FastifyInstance } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';

/** The largest request body the shell forwards to the API: the API's own limit (Fastify's default, 1 MiB). */
export const API_BODY_LIMIT = 1024 * 1024;

const errorReply = (message: string) => ({ success: false as const, message });

/**
 * /api/* forwarded to the API. The API limits requests per client address and trusts X-Forwarded-For from
 * this proxy only, so the header is the peer's address, never what the client sent. Bodies are read here
 * first (at most API_BODY_LIMIT), so a too-large one is a 413 and an upstream that is down a 502.
 * `apiUrl` may list several API processes, comma-separated: requests take turns, and one that did not answer
 * is left out for a few seconds.
 */
export async function apiProxy(app: FastifyInstance, options: { apiUrl: string }) {
  const upstreams = options.apiUrl.split(',').map((url) => url.trim());
  const downUntil = new Map<string, number>();
  const chosen = new WeakMap<object, string>();
  let turn = 0;
  const nextUpstream = () => {
    for (let tried = 0; tried < upstreams.length; tried++) {
      const candidate = upstreams[turn++ % upstreams.length];
      if ((downUntil.get(candidate) ?? 0) <= Date.now()) return candidate;
    }
    return upstreams[turn++ % upstreams.length];
  };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send(errorReply(`The request body is larger than ${API_BODY_LIMIT / 1024 / 1024} MB.`));
    }
    return reply.code(status).send(errorReply(status < 500 ? error.message : 'Something went wrong on our side.'));
  });
  await app.register(fastifyHttpProxy, {
    upstream: upstreams[0],
    prefix: '/api',
    rewritePrefix: '/api',
    proxyPayloads: false,
    // The body read above is sent as it came, with its length (reply-from would re-encode a JSON Buffer).
    handler: (request, reply, dest, options) =>
      reply.from(
        dest,
        Buffer.isBuffer(request.body)
          ? {
              ...options,
              body: request.body,
              contentType: request.headers['content-type'] ?? 'application/octet-stream',
            }
          : options,
      ),
    replyOptions: {
      getUpstream:
        upstreams.length > 1
          ? (request) => {
              const upstream = nextUpstream();
              chosen.set(request, upstream);
              return upstream;
            }
          : undefined,
      rewriteRequestHeaders: (request, headers) => {
        // The body was read here, and Node answered any `Expect: 100-continue` (undici refuses to send one).
        const { expect: _expect, forwarded: _forwarded, ...forwarded } = headers;
        return {
          ...forwarded,
          // Keep the visitor's own Host/Origin so the API's same-origin checks see the site's origin.
          host: request.headers.host,
          'x-forwarded-for': request.socket.remoteAddress,
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.headers.host,
        };
      },
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'the API did not answer');
        const code = (error as { code?: string }).code ?? '';
        if (upstreams.length > 1 && /ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET/.test(code)) {
          const failed = chosen.get(reply.request);
          if (failed) downUntil.set(failed, Date.now() + 3000);
        }
        const status = (error as FastifyError).statusCode === 504 ? 504 : 502;
        reply.code(status).send(errorReply('The service is unavailable right now. Please try again in a moment.'));
      },
    },
  });
}
