/**
 * A gateway refused the call or could not be reached; `message` is fit to show to staff. `refused` says the
 * gateway answered with a definite, explained refusal (a 4xx with its own error text), so nothing was done;
 * anything else (timeout, network error, 5xx, 429, 409 in progress) leaves the outcome unknown.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    public readonly retryable: boolean,
    public readonly httpStatus?: number,
    public readonly refused = false,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** How patient one kind of call is: attempts on a network failure, 5xx or 429, and the wait per attempt. */
export interface CallPolicy {
  maxAttempts: number;
  timeoutMs: number;
}

export interface GatewayRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Who we are talking to, for messages ('Razorpay'). */
  label: string;
  maxAttempts: number;
  /** Pulls the gateway's own error text out of an error body. */
  errorMessage: (body: unknown) => string | undefined;
  /**
   * The field a usable answer carries ('id' for one object, 'items' or 'data' for a list). A 2xx that is not JSON,
   * or lacks it, is as unclear as a 5xx: whatever was asked may have been done.
   */
  answerHas: string;
  timeoutMs?: number;
  /** Ends the call early (a search's deadline); an abort is as unclear as a time-out. */
  signal?: AbortSignal;
}

/** 4xx statuses that do not mean "not done": timeout, conflict (a request with this key in progress), too early/many. */
const UNCLEAR_4XX = new Set([408, 409, 425, 429]);
const isDefiniteRefusal = (status: number) => status >= 400 && status < 500 && !UNCLEAR_4XX.has(status);

const isUsable = (body: unknown, field: string) =>
  typeof body === 'object' && body !== null && (body as Record<string, unknown>)[field] != null;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One gateway call over fetch. A network failure, 429 or 5xx is retried with the very same request
 * (and so the same idempotency header), so the gateway can answer the retry without acting twice.
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
        signal: request.signal
          ? AbortSignal.any([request.signal, AbortSignal.timeout(request.timeoutMs ?? 10_000)])
          : AbortSignal.timeout(request.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const name = (error as Error | undefined)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      lastError = new GatewayError(
        timedOut ? `${request.label} did not answer in time.` : `${request.label} could not be reached.`,
        true,
      );
      continue;
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (response.ok) {
      if (isUsable(body, request.answerHas)) return body as T;
      lastError = new GatewayError(`${request.label} sent an answer that could not be read.`, true, response.status);
      continue;
    }
    const explained = request.errorMessage(body);
    const message = explained ?? `${request.label} answered with status ${response.status}`;
    const retryable = response.status === 429 || response.status >= 500;
    const refused = explained !== undefined && isDefiniteRefusal(response.status);
    lastError = new GatewayError(`${request.label}: ${message}`, retryable, response.status, refused);
    if (!retryable) throw lastError;
  }
  throw lastError ?? new GatewayError(`${request.label} could not be reached.`, true);
}
