import { GatewayError } from './gateway';

export interface GatewayRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Who we are talking to, for messages ('Razorpay'). */
  label: string;
  maxAttempts: number;
  /** Pulls the gateway's own error text out of an error body. */
  errorMessage: (body: unknown) => string | undefined;
  timeoutMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One gateway call over fetch. A network failure, 429 or 5xx is retried with the very same request
 * (and so the same idempotency header), so the gateway can answer the retry without refunding twice.
 */
export async function gatewayFetch<T>(request: GatewayRequest): Promise<T> {
  let lastError: GatewayError | undefined;
  for (let attempt = 1; attempt <= request.maxAttempts; attempt++) {
    if (attempt > 1) await wait(100 * 2 ** (attempt - 2));
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(request.timeoutMs ?? 10_000),
      });
    } catch {
      lastError = new GatewayError(`${request.label} could not be reached. Please try again.`, true);
      continue;
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (response.ok) return body as T;
    const message = request.errorMessage(body) ?? `${request.label} answered with status ${response.status}`;
    const retryable = response.status === 429 || response.status >= 500;
    lastError = new GatewayError(`${request.label}: ${message}`, retryable, response.status);
    if (!retryable) throw lastError;
  }
  throw lastError ?? new GatewayError(`${request.label} could not be reached. Please try again.`, true);
}
