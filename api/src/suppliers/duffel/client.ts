import { GatewayError, gatewayFetch } from '../../gateways/http';
import { SupplierError } from '../errors';

/** Duffel's error body: https://duffel.com/docs/api/overview/errors */
export interface DuffelErrorBody {
  errors?: { type?: string; code?: string; title?: string; message?: string; documentation_url?: string }[];
  meta?: { status?: number; request_id?: string };
}

/** Every Duffel answer wraps its object (or list) in `data`; a list adds cursor paging in `meta`. */
export interface DuffelAnswer<T> {
  data: T;
  meta?: { limit?: number; after?: string | null; before?: string | null };
}

export interface DuffelCall {
  method: 'GET' | 'POST';
  /** From the API root, with its query: '/air/offers/off_1', '/air/orders?limit=50'. */
  path: string;
  /** Sent as `{"data": …}`. */
  data?: unknown;
  /** 1 for anything that creates or pays: Duffel has no idempotency key, so a request is never sent twice. */
  maxAttempts: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface DuffelCredentials {
  accessToken: string;
  /** 'https://api.duffel.com', or a local sandbox. */
  baseUrl: string;
}

/** Our codes for Duffel's where the portal needs to tell them apart. */
const OUR_CODES: Record<string, string> = { offer_no_longer_available: 'offer_gone' };

const firstError = (body: unknown) => (body as DuffelErrorBody | undefined)?.errors?.[0];

/**
 * Duffel's Air API over `gatewayFetch`: bearer token, `Duffel-Version: v2`, JSON in and out. Every failure becomes a
 * SupplierError: Duffel's own error code when it explained a 4xx (refused: nothing was done), otherwise unknown
 * ('timeout', 'unavailable', 'malformed', or the code of a 5xx/429 body), refused false.
 */
export function duffelApi(credentials: DuffelCredentials) {
  const base = credentials.baseUrl.replace(/\/+$/, '');
  return {
    async call<T>(call: DuffelCall): Promise<DuffelAnswer<T>> {
      // gatewayFetch keeps only the message; the code of the error it read is kept here.
      let duffelCode: string | undefined;
      try {
        return await gatewayFetch<DuffelAnswer<T>>({
          method: call.method,
          url: `${base}${call.path}`,
          headers: {
            Authorization: `Bearer ${credentials.accessToken}`,
            'Duffel-Version': 'v2',
            Accept: 'application/json',
            ...(call.data === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: call.data === undefined ? undefined : JSON.stringify({ data: call.data }),
          label: 'Duffel',
          maxAttempts: call.maxAttempts,
          timeoutMs: call.timeoutMs,
          signal: call.signal,
          errorMessage: (body) => {
            const error = firstError(body);
            duffelCode = error?.code;
            return error?.message || error?.title || undefined;
          },
          answerHas: 'data',
        });
      } catch (error) {
        throw toSupplierError(error, duffelCode);
      }
    },
  };
}
export type DuffelApi = ReturnType<typeof duffelApi>;

function toSupplierError(error: unknown, duffelCode: string | undefined): SupplierError {
  if (error instanceof SupplierError) return error;
  if (!(error instanceof GatewayError)) {
    return new SupplierError(`Duffel: ${(error as Error | undefined)?.message ?? String(error)}`, 'unavailable', false);
  }
  const status = error.httpStatus;
  let code: string;
  if (duffelCode && status !== undefined && status >= 400) code = OUR_CODES[duffelCode] ?? duffelCode;
  else if (status === undefined) code = /in time/.test(error.message) ? 'timeout' : 'unavailable';
  else if (status < 300) code = 'malformed';
  else code = 'unavailable';
  return new SupplierError(error.message, code, error.refused, status);
}
