import type { ErrorReply } from '@travel/contracts';
import type { AxiosInstance } from 'axios';

/** How long a call may take before the page says it could not reach the server. */
export const CALL_TIMEOUT_MS = 15000;

/** A query string: URLSearchParams as they are, or fields whose `undefined` and `null` are left out. */
export type QueryParams = URLSearchParams | Record<string, string | number | boolean | null | undefined>;

export interface ReadOptions {
  params?: QueryParams;
  signal?: AbortSignal;
}

/**
 * A call the API refused (`response`: its status and the body it sent) or that never reached it (no `response`):
 * how every call of `apiClient` fails, a read's or a write's. A call the page gave up on (its signal aborted)
 * rejects as the browser or axios aborts it, never as this.
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
 * first draws, so they do not wait for axios to download (docs/decisions.md). The caller's `signal` cancels it as
 * it would axios's call; a call not answered within `CALL_TIMEOUT_MS` fails as unreachable.
 */
async function readJson<T>(url: string, { params, signal }: ReadOptions = {}): Promise<{ data: T }> {
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

let axiosInstance: Promise<AxiosInstance> | undefined;

/**
 * axios itself (17 KB gzipped) is downloaded with the first write, not with the page: a page's reads, which it
 * sends as it first draws, go through the browser's fetch (`readJson`).
 */
const client = () =>
  (axiosInstance ??= import('axios').then(({ default: axios }) =>
    axios.create({
      baseURL: '/api',
      withCredentials: true,
      headers: { 'Content-Type': 'application/json' },
      timeout: CALL_TIMEOUT_MS,
    }),
  ));

/** axios's failure of a write as an `ApiCallError`, as a read fails; a cancelled write rejects as axios cancels it. */
function asCallError(error: unknown): unknown {
  const failure = error as {
    isAxiosError?: boolean;
    code?: string;
    message: string;
    response?: ApiCallError['response'];
  };
  if (typeof error !== 'object' || error === null || failure.isAxiosError !== true || failure.code === 'ERR_CANCELED')
    return error;
  const { response } = failure;
  return new ApiCallError(failure.message, response && { status: response.status, data: response.data }, {
    cause: error,
  });
}

/** Sends a write through axios, failing as a read does. */
const write = <R>(send: (axios: AxiosInstance) => Promise<R>): Promise<R> =>
  client()
    .then(send)
    .catch((error: unknown) => {
      throw asCallError(error);
    });

/**
 * The one HTTP client of the portal: reads (`get`) with fetch, writes with axios, both answering `{ data }` and
 * failing with an `ApiCallError`. Every app is served same-origin with the API under /api, and the session
 * travels in an HttpOnly cookie, so nothing here ever holds a token.
 */
export const apiClient: Pick<AxiosInstance, 'delete' | 'post' | 'put' | 'patch'> & { get: typeof readJson } = {
  get: readJson,
  delete: (url, config) => write((axios) => axios.delete(url, config)),
  post: (url, data, config) => write((axios) => axios.post(url, data, config)),
  put: (url, data, config) => write((axios) => axios.put(url, data, config)),
  patch: (url, data, config) => write((axios) => axios.patch(url, data, config)),
};

/** A failed call: every call of `apiClient` fails with an `ApiCallError`. */
const isCallError = (error: unknown): error is ApiCallError => error instanceof ApiCallError;

/** The `{ success: false, message, problems? }` body every API error carries. */
export type ApiErrorBody = ErrorReply;

/** The problems of a refused request, each with its field; empty when the answer listed none. */
export function apiFieldProblems(error: unknown): { field: string; message: string }[] {
  if (!isCallError(error)) return [];
  const problems = (error.response?.data as Partial<ApiErrorBody> | undefined)?.problems;
  return Array.isArray(problems)
    ? problems.filter((p) => typeof p?.field === 'string' && typeof p?.message === 'string')
    : [];
}

/** The server's own message for a failed call, if it answered with one. */
export function apiServerMessage(error: unknown): string | undefined {
  if (!isCallError(error)) return undefined;
  const body = error.response?.data as Partial<ApiErrorBody> | undefined;
  return body && typeof body.message === 'string' && body.message ? body.message : undefined;
}

/** The message to show a person for a failed call: the server's own words when it sent any. */
export function apiErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again later.'): string {
  const serverMessage = apiServerMessage(error);
  if (serverMessage) return serverMessage;
  if (isCallError(error) && !error.response) {
    return 'We could not reach the server. Check your connection and try again.';
  }
  return fallback;
}

/** The HTTP status of a failed call, if the server answered. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isCallError(error) ? error.response?.status : undefined;
}
