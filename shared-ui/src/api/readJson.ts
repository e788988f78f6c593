/** How long a call may take before the page says it could not reach the server. */
export const CALL_TIMEOUT_MS = 15000;

/** A query string: URLSearchParams as they are, or fields whose `undefined` and `null` are left out. */
export type QueryParams = URLSearchParams | Record<string, string | number | boolean | null | undefined>;

export interface ReadOptions {
  params?: QueryParams;
  signal?: AbortSignal;
}

/**
 * A call the API refused (`response`: its status and the body it sent) or that never reached it (no `response`).
 * The helpers of `client.ts` read it as they read axios's errors.
 */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly response?: { status: number; data: unknown },
    options?: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'ApiCallError';
  }
}

const queryString = (params: QueryParams | undefined) => {
  if (!params) return '';
  const search =
    params instanceof URLSearchParams
      ? params
      : new URLSearchParams(
          Object.entries(params).flatMap(([key, value]) => (value == null ? [] : [[key, String(value)]])),
        );
  return search.toString();
};

const parseBody = (text: string): unknown => (text ? JSON.parse(text) : undefined);

/**
 * GET `/api${url}` with the browser's own fetch, the JSON answer as `data`. Reads are what a page asks for as it
 * first draws, so they do not wait for axios to download (see docs/architecture.md, "Fetching data"). The caller's
 * `signal` cancels it as it would axios's call; a call not answered within `CALL_TIMEOUT_MS` fails as unreachable.
 */
export async function readJson<T>(url: string, { params, signal }: ReadOptions = {}): Promise<{ data: T }> {
  const query = queryString(params);
  const controller = new AbortController();
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel);
  const timer = setTimeout(() => controller.abort(), CALL_TIMEOUT_MS);
  try {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`/api${url}${query ? `${url.includes('?') ? '&' : '?'}${query}` : ''}`, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiCallError('The API could not be reached', undefined, { cause: error });
    }
    let data: unknown;
    try {
      data = parseBody(text);
    } catch (error) {
      throw new ApiCallError(`The API answered ${status} with no JSON`, { status, data: text }, { cause: error });
    }
    if (status < 200 || status > 299) throw new ApiCallError(`The API answered ${status}`, { status, data });
    return { data: data as T };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
