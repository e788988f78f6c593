import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLibreTranslateRequest {
  q: string | string[];
  source: string;
  target: string;
  format?: string;
  api_key?: string;
}

export interface FakeLibreTranslate {
  url: string;
  /** Every /translate body received, in order. */
  requests: FakeLibreTranslateRequest[];
  /** Makes the next calls fail with this status and LibreTranslate's { error } body. */
  failWith(status: number | undefined): void;
  close(): Promise<void>;
}

const LANGUAGES = ['en', 'hi', 'es', 'fr', 'ar'];

/**
 * A small server speaking LibreTranslate's POST /translate (JSON or form body, `q` a string or an
 * array, `translatedText` answered in the same shape, `{ error }` with 400/403 on bad input), for
 * tests and benchmarks: no LibreTranslate is reachable from these machines. Its "translation" is the
 * text tagged with the target language, e.g. "[hi] Hello", so a test can tell it came from here.
 */
export async function startFakeLibreTranslate(
  options: { apiKey?: string; delayMs?: number; port?: number } = {},
): Promise<FakeLibreTranslate> {
  const requests: FakeLibreTranslateRequest[] = [];
  let failure: number | undefined;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && req.url === '/languages') {
        return send(
          200,
          LANGUAGES.map((code) => ({ code, name: code, targets: LANGUAGES })),
        );
      }
      if (req.method !== 'POST' || req.url !== '/translate') return send(404, { error: 'Not Found' });
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: FakeLibreTranslateRequest;
      try {
        body = (req.headers['content-type'] ?? '').includes('application/json')
          ? JSON.parse(raw)
          : (Object.fromEntries(new URLSearchParams(raw)) as unknown as FakeLibreTranslateRequest);
      } catch {
        return send(400, { error: 'Invalid request: could not parse body' });
      }
      requests.push(body);
      if (failure) return send(failure, { error: 'Slowdown: too many requests' });
      if (options.apiKey && body.api_key !== options.apiKey) {
        return send(403, { error: 'Invalid API key' });
      }
      if (body.q === undefined) return send(400, { error: 'Invalid request: missing q parameter' });
      if (!LANGUAGES.includes(body.source) && body.source !== 'auto') {
        return send(400, { error: `${body.source} is not supported` });
      }
      if (!LANGUAGES.includes(body.target)) return send(400, { error: `${body.target} is not supported` });
      const translate = (text: string) => `[${body.target}] ${text}`;
      const answer = { translatedText: Array.isArray(body.q) ? body.q.map(translate) : translate(body.q) };
      if (options.delayMs) setTimeout(() => send(200, answer), options.delayMs);
      else send(200, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
