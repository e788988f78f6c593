import { GatewayError, gatewayFetch } from '../../gateways/http';
import { SupplierError } from '../errors';

/**
 * TripJack's Flights API (v2) over HTTP: POST with JSON, the `apikey` header, and every answer carrying a
 * `status` object. TripJack answers many refusals with HTTP 200 and `status.success=false` plus
 * `errors: [{errCode, message}]`, so the body decides, never the HTTP status alone.
 */

export interface TripjackStatus {
  success?: boolean;
  httpStatus?: number;
  message?: string;
}

export interface TripjackErrorItem {
  errCode?: string | number;
  message?: string;
  details?: string;
}

export interface TripjackEnvelope {
  status?: TripjackStatus;
  errors?: TripjackErrorItem[];
}

export interface TripjackCall {
  /** From the API root, without a leading slash: 'fms/v1/air-search-all'. */
  path: string;
  json: unknown;
  /** 1 for anything that books, pays or cancels: never sent twice. */
  maxAttempts: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface TripjackConnection {
  apiKey: string;
  baseUrl: string;
}

const firstError = (body: unknown): TripjackErrorItem | undefined => {
  const errors = (body as TripjackEnvelope | undefined)?.errors;
  return Array.isArray(errors) && errors.length > 0 ? errors[0] : undefined;
};

const errorText = (body: unknown): string | undefined => {
  const error = firstError(body);
  const text = error?.message ?? error?.details ?? (body as TripjackEnvelope | undefined)?.status?.message;
  return typeof text === 'string' && text.trim() ? text.trim() : undefined;
};

/**
 * Our code for one of TripJack's refusals. TripJack's numeric error codes are shared with partners only, so
 * the few refusals callers act on are recognised by their text; every other refusal keeps TripJack's own code.
 */
export function refusalCode(message: string, errCode?: string | number): string {
  if (/price (has )?(changed|increased|revised)|fare (has )?(changed|increased|revised)|fare ?alert/i.test(message)) {
    return 'price_changed';
  }
  if (/sold out|no seats?|seats? (are )?not available|insufficient seats|seat(s)? unavailable/i.test(message)) {
    return 'sold_out';
  }
  if (
    /no longer available|(fare|price|offer).{0,20}(expired|not available|gone|invalid)|invalid price ?id|search again/i.test(
      message,
    )
  ) {
    return 'offer_gone';
  }
  if (/no booking|booking (is )?not found|invalid booking ?id/i.test(message)) return 'not_found';
  return errCode === undefined || errCode === '' ? 'refused' : String(errCode);
}

/** Our client for TripJack: one place for the header, the deadline, and the `status.success` rule. */
export function tripjackApi(connection: TripjackConnection) {
  const baseUrl = connection.baseUrl.replace(/\/+$/, '');
  return {
    async call<T extends TripjackEnvelope>(call: TripjackCall): Promise<T> {
      let body: T;
      try {
        body = await gatewayFetch<T>({
          method: 'POST',
          url: `${baseUrl}/${call.path}`,
          headers: { apikey: connection.apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(call.json),
          label: 'TripJack',
          maxAttempts: call.maxAttempts,
          timeoutMs: call.timeoutMs,
          signal: call.signal,
          errorMessage: errorText,
          answerHas: 'status',
        });
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        const code = error.refused
          ? refusalCode(error.message, error.httpStatus)
          : /in time/.test(error.message)
            ? 'timeout'
            : error.httpStatus && error.httpStatus >= 200 && error.httpStatus < 300
              ? 'malformed'
              : 'unavailable';
        throw new SupplierError(error.message, code, error.refused, error.httpStatus);
      }
      const status = body.status;
      if (typeof status !== 'object' || status === null) {
        throw new SupplierError('TripJack sent an answer that could not be read.', 'malformed', false, 200);
      }
      if (status.success === true) return body;
      // success=false with TripJack's own explanation: a definite refusal, nothing was done.
      const message = errorText(body);
      if (status.success === false && firstError(body) && message) {
        throw new SupplierError(`TripJack: ${message}`, refusalCode(message, firstError(body)?.errCode), true, 200);
      }
      // success=false without an error list, or no success flag at all: nobody can say what happened.
      throw new SupplierError('TripJack sent an answer that could not be read.', 'malformed', false, 200);
    },
  };
}
export type TripjackApi = ReturnType<typeof tripjackApi>;
