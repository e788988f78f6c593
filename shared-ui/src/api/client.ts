import type { AxiosInstance } from 'axios';
import { ApiCallError, CALL_TIMEOUT_MS, readJson } from './readJson';

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

/**
 * The one HTTP client of the portal: reads (`get`) with fetch, writes with axios, both answering `{ data }` and
 * failing with an error the helpers below read alike. Every app is served same-origin with the API under /api, and
 * the session travels in an HttpOnly cookie, so nothing here ever holds a token.
 */
export const apiClient: Pick<AxiosInstance, 'delete' | 'post' | 'put' | 'patch'> & { get: typeof readJson } = {
  get: readJson,
  delete: (url, config) => client().then((axios) => axios.delete(url, config)),
  post: (url, data, config) => client().then((axios) => axios.post(url, data, config)),
  put: (url, data, config) => client().then((axios) => axios.put(url, data, config)),
  patch: (url, data, config) => client().then((axios) => axios.patch(url, data, config)),
};

export { ApiCallError };

/** A failed call, a read's (`ApiCallError`) or a write's (axios's own test, without loading axios to answer it). */
const isCallError = (error: unknown): error is { response?: { status: number; data: unknown } } =>
  error instanceof ApiCallError ||
  (typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true);

/** The `{ success: false, message }` body every API error carries (contracts' ErrorReply). */
export interface ApiErrorBody {
  success: false;
  message: string;
  /** A 400 for bad input: every broken rule at its field ('passengers[1].firstName'). */
  problems?: { field: string; message: string }[];
}

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
