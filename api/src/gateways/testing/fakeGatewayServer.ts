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
  /** Sent as text with this type (a script the browser loads); else the body is sent as JSON. */
  contentType?: string;
}

/** Leave the request unanswered (the client times out) until the server closes. */
export const HANG = 'hang' as const;

/** A local HTTP server for tests: every request is logged, then answered by `handle`. */
export async function startFakeServer(handle: (request: FakeRequest) => FakeReply | typeof HANG) {
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
      requests.push(request);
      const reply = handle(request);
      if (reply === HANG) return;
      // Readable from the portal's pages, as the gateways' browser endpoints are.
      res.writeHead(reply.status, {
        'Content-Type': reply.contentType ?? 'application/json',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(reply.contentType ? String(reply.body) : JSON.stringify(reply.body));
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

/** A 200 no client can use: an empty body, an HTML page (a proxy's, say), or JSON without the thing's id. */
export type MalformedAnswer = 'empty' | 'html' | 'no id';

const MALFORMED_REPLIES: Record<MalformedAnswer, FakeReply> = {
  empty: { status: 200, body: '', contentType: 'application/json' },
  html: {
    status: 200,
    body: '<!doctype html><title>Please wait</title><p>Checking your browser…</p>',
    contentType: 'text/html',
  },
  'no id': { status: 200, body: { entity: 'unknown', status: 'created' } },
};

/** Failure injection shared by the fakes. */
export interface FaultPlan {
  /** Leave the next N requests of any kind unanswered, doing nothing. */
  hangNext: number;
  /** Answer the next N creations (refunds, orders, payment intents) with 500 before doing anything. */
  failNext: number;
  /** Make the next refund, then answer 502 as if the response were lost on the way back. */
  loseNextResponse: boolean;
  /** The next N creations make the thing (or find it by idempotency key), then answer 503. */
  acceptThenFail: number;
  /** The next N creations make the thing (or find it by idempotency key), then never answer. */
  acceptThenHang: number;
  /** The next creations make the thing (or find it by idempotency key), then answer these 200s, one each. */
  acceptThenMalformed: MalformedAnswer[];
}

export const noFaults = (): FaultPlan => ({
  hangNext: 0,
  failNext: 0,
  loseNextResponse: false,
  acceptThenFail: 0,
  acceptThenHang: 0,
  acceptThenMalformed: [],
});

/** HANG while the plan says the next requests go unanswered. */
export function hangPlanned(faults: FaultPlan): typeof HANG | undefined {
  if (faults.hangNext <= 0) return undefined;
  faults.hangNext--;
  return HANG;
}

/** What a creation answers once the thing exists: the thing, or the fault planned for it. */
export function answerAccepted(faults: FaultPlan, refund: unknown, unavailable: FakeReply): FakeReply | typeof HANG {
  if (faults.acceptThenHang > 0) {
    faults.acceptThenHang--;
    return HANG;
  }
  if (faults.acceptThenFail > 0) {
    faults.acceptThenFail--;
    return unavailable;
  }
  const malformed = faults.acceptThenMalformed.shift();
  if (malformed) return MALFORMED_REPLIES[malformed];
  return { status: 200, body: refund };
}
