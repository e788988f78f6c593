import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

/** What a call may give beside its URL and body: the only options the apps use. */
type CallConfig = Pick<AxiosRequestConfig, 'params' | 'signal' | 'headers'>;

const TIMEOUT_MS = 15000;

/** `/api` joined to a path, with its query: URLSearchParams as they are, an object's set values (a list repeats). */
function urlOf(path: string, params: CallConfig['params']): string {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  let query = '';
  if (params instanceof URLSearchParams) query = params.toString();
  else if (params && typeof params === 'object') {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params as Record<string, unknown>))
      for (const item of Array.isArray(value) ? value : [value])
        if (item !== undefined && item !== null) search.append(key, String(item));
    query = search.toString();
  }
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** An answer's body: JSON when it parses, else its text (as axios reads it). */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A failed call, shaped as axios's error (`isAxiosError`, `response` with `status` and `data`), which pages read. */
class ApiCallError extends Error {
  readonly isAxiosError = true;
  constructor(
    message: string,
    readonly code: string,
    readonly response?: Pick<AxiosResponse, 'status' | 'statusText' | 'data' | 'headers'>,
  ) {
    super(message);
    this.name = 'AxiosError';
  }
}

async function call(method: string, path: string, data: unknown, config: CallConfig = {}) {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), TIMEOUT_MS);
  const given = config.signal as AbortSignal | undefined;
  const onAbort = () => timeout.abort();
  given?.addEventListener('abort', onAbort);
  if (given?.aborted) timeout.abort();
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  for (const [name, value] of Object.entries((config.headers ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null) headers[name] = String(value);
  try {
    let response: Response;
    try {
      response = await fetch(urlOf(path, config.params), {
        method,
        headers,
        body: data === undefined ? undefined : JSON.stringify(data),
        credentials: 'include',
        signal: timeout.signal,
      });
    } catch (error) {
      if (given?.aborted) throw new ApiCallError('canceled', 'ERR_CANCELED');
      if (timeout.signal.aborted) throw new ApiCallError(`timeout of ${TIMEOUT_MS}ms exceeded`, 'ECONNABORTED');
      throw new ApiCallError((error as Error).message || 'Network Error', 'ERR_NETWORK');
    }
    const answer = {
      data: await bodyOf(response),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
    };
    if (!response.ok) {
      const code = response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
      throw new ApiCallError(`Request failed with status code ${response.status}`, code, answer);
    }
    return answer;
  } finally {
    clearTimeout(timer);
    given?.removeEventListener('abort', onAbort);
  }
}

/**
 * The one HTTP client of the portal: `/api`, JSON in and out, the session cookie sent, 15 s at most per call. It has
 * axios's calls and answers (`{ data, status }`, errors with `isAxiosError` and `response`), on the browser's fetch:
 * axios itself was 21 KB gzipped on every page that asks the API anything (docs/decisions.md). Every app is served
 * same-origin with the API under /api, and the session travels in an HttpOnly cookie, so nothing here holds a token.
 */
export const apiClient = {
  get: (url, config) => call('GET', url, undefined, config),
  delete: (url, config) => call('DELETE', url, undefined, config),
  post: (url, data, config) => call('POST', url, data, config),
  put: (url, data, config) => call('PUT', url, data, config),
  patch: (url, data, config) => call('PATCH', url, data, config),
} as Pick<AxiosInstance, 'get' | 'delete' | 'post' | 'put' | 'patch'>;

/** axios's own test (`axios.isAxiosError`), without loading axios to answer it. */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** The `{ success: false, message }` body every API error carries. */
export interface ApiErrorBody {
  success: false;
  message: string;
}

/** The server's own message for a failed call, if it answered with one. */
export function apiServerMessage(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const body = error.response?.data as Partial<ApiErrorBody> | undefined;
  return body && typeof body.message === 'string' && body.message ? body.message : undefined;
}

/** The message to show a person for a failed call: the server's own words when it sent any. */
export function apiErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again later.'): string {
  const serverMessage = apiServerMessage(error);
  if (serverMessage) return serverMessage;
  if (isAxiosError(error) && !error.response) {
    return 'We could not reach the server. Check your connection and try again.';
  }
  return fallback;
}

/** The HTTP status of a failed call, if the server answered. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
