import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A search across suppliers answered as server-sent events: one `offers` event each time `run` reports progress
 * (while the client is still there), and `failed` if the search throws. The last `offers` event is the complete one.
 */
export async function streamSearch<P>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (onProgress: (progress: P) => void) => Promise<unknown>,
): Promise<void> {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies must pass each event on as it comes.
    'x-accel-buffering': 'no',
  });
  let closed = false;
  request.raw.on('close', () => (closed = true));
  try {
    await run((progress) => {
      if (!closed) reply.raw.write(`event: offers\ndata: ${JSON.stringify(progress)}\n\n`);
    });
  } catch (error) {
    request.log.error({ err: error }, 'supplier search failed');
    if (!closed) reply.raw.write(`event: failed\ndata: {"message":"The search could not be completed."}\n\n`);
  }
  reply.raw.end();
}
