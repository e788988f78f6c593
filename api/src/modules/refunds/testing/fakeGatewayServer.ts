import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

/** A local HTTP server for tests: every request is logged, then answered by `handle`. */
export async function startFakeServer(handle: (request: FakeRequest) => FakeReply) {
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
      requests.push(request);
      const reply = handle(request);
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Failure injection shared by the fakes. */
export interface FaultPlan {
  /** Answer the next N refund creations with 500 before doing anything. */
  failNext: number;
  /** Make the next refund, then answer 502 as if the response were lost on the way back. */
  loseNextResponse: boolean;
}
