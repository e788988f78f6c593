import axios, { AxiosError } from 'axios';

/**
 * The one HTTP client of the portal. Every app is served same-origin with the API under /api,
 * and the session travels in an HttpOnly cookie, so nothing here ever holds a token.
 */
export const apiClient = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { 'Content-Type': 'application/json' },
  timeout: 15000,
});

/** The `{ success: false, message }` body every API error carries. */
export interface ApiErrorBody {
  success: false;
  message: string;
}

/** The server's own message for a failed call, if it answered with one. */
export function apiServerMessage(error: unknown): string | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const body = error.response?.data as Partial<ApiErrorBody> | undefined;
  return body && typeof body.message === 'string' && body.message ? body.message : undefined;
}

/** The message to show a person for a failed call: the server's own words when it sent any. */
export function apiErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again later.'): string {
  const serverMessage = apiServerMessage(error);
  if (serverMessage) return serverMessage;
  if (error instanceof AxiosError && !error.response) {
    return 'We could not reach the server. Check your connection and try again.';
  }
  return fallback;
}

/** The HTTP status of a failed call, if the server answered. */
export function apiErrorStatus(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}
