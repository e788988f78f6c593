import { createHash } from 'node:crypto';
import { GatewayError, gatewayFetch } from '../../gateways/http';
import { SupplierError } from '../errors';
import type { HbErrorBody } from './wire';

/**
 * Hotelbeds APItude (hotel-api 1.0) over HTTP: every request carries `Api-key` and `X-Signature`, the SHA-256 hex
 * of api key + secret + the Unix time in seconds (Hotelbeds refuses a signature whose time is too far off), and
 * asks for JSON. Errors come as `{"error": {"code", "message"}}`; a refusal it explains in a 4xx means nothing was
 * done, everything else (time-out, 5xx, a 200 without the expected object, a 403 quota) leaves the outcome unknown.
 */

/** X-Signature for one request: sha256(apiKey + secret + unixSeconds), hex. */
export function hotelbedsSignature(apiKey: string, secret: string, unixSeconds: number): string {
  return createHash('sha256')
    .update(`${apiKey}${secret}${Math.floor(unixSeconds)}`)
    .digest('hex');
}

export interface HotelbedsConnection {
  apiKey: string;
  secret: string;
  /** 'https://api.test.hotelbeds.com', 'https://api.hotelbeds.com', or a local sandbox. */
  baseUrl: string;
  now?: () => Date;
}

export interface HotelbedsCall {
  method: 'GET' | 'POST' | 'DELETE';
  /** From the API root, with its query: '/hotel-api/1.0/hotels'. */
  path: string;
  json?: unknown;
  /** The object a usable answer carries: 'hotels', 'hotel', 'booking', 'bookings'. */
  answerHas: string;
  /** 1 for anything that books or cancels: never sent twice. */
  maxAttempts: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

const errorOf = (body: unknown) => (body as HbErrorBody | undefined)?.error;

/** Hotelbeds' quota and throttle refusals (403 "Developer Over Qps" / "Over Rate"): nothing said about the request. */
const QUOTA = /over (qps|rate)|quota|throttl|rate limit/i;

/**
 * Our code for one of Hotelbeds' explained refusals. Its error codes are broad (INVALID_DATA, INVALID_REQUEST,
 * PRODUCT_ERROR), so the refusals callers act on are recognised by their text; any other keeps Hotelbeds' code.
 */
export function hotelbedsRefusalCode(message: string, code?: string): string {
  if (/price (has )?(changed|increased|is different)|rate (has )?changed|price mismatch/i.test(message)) {
    return 'price_changed';
  }
  if (/allotment|sold ?out|no (longer )?availab|not available|no rooms?/i.test(message)) return 'sold_out';
  if (/rate ?key|rate .*(expired|not found|no longer)|expired/i.test(message)) return 'offer_gone';
  if (/booking .*(not found|does not exist)|no booking|not found/i.test(message)) return 'not_found';
  if (/already cancel/i.test(message)) return 'already_cancelled';
  return code || 'refused';
}

export function hotelbedsApi(connection: HotelbedsConnection) {
  const base = connection.baseUrl.replace(/\/+$/, '');
  const now = connection.now ?? (() => new Date());
  return {
    async call<T>(call: HotelbedsCall): Promise<T> {
      let hbCode: string | undefined;
      const seconds = Math.floor(now().getTime() / 1000);
      try {
        return await gatewayFetch<T>({
          method: call.method,
          url: `${base}${call.path}`,
          headers: {
            'Api-key': connection.apiKey,
            'X-Signature': hotelbedsSignature(connection.apiKey, connection.secret, seconds),
            Accept: 'application/json',
            ...(call.json === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: call.json === undefined ? undefined : JSON.stringify(call.json),
          label: 'Hotelbeds',
          maxAttempts: call.maxAttempts,
          timeoutMs: call.timeoutMs,
          signal: call.signal,
          errorMessage: (body) => {
            const error = errorOf(body);
            hbCode = error?.code;
            return typeof error?.message === 'string' && error.message.trim() ? error.message.trim() : undefined;
          },
          answerHas: call.answerHas,
        });
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        const status = error.httpStatus;
        if (status === 403 && (QUOTA.test(error.message) || !error.refused)) {
          throw new SupplierError(
            'Hotelbeds refused the call for the key’s quota or throttle (403): nothing is known about the request.',
            'quota',
            false,
            403,
          );
        }
        if (error.refused) {
          const code = status === 401 || status === 403 ? 'unauthorized' : hotelbedsRefusalCode(error.message, hbCode);
          throw new SupplierError(error.message, code, true, status);
        }
        const code =
          status === undefined
            ? /in time/.test(error.message)
              ? 'timeout'
              : 'unavailable'
            : status < 300
              ? 'malformed'
              : 'unavailable';
        throw new SupplierError(error.message, code, false, status);
      }
    },
  };
}
export type HotelbedsApi = ReturnType<typeof hotelbedsApi>;
