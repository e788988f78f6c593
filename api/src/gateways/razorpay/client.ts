import type { RazorpayCredentials } from '../../config';
import { gatewayFetch, type CallPolicy } from '../http';

export interface RazorpayCall {
  method: 'GET' | 'POST';
  /** From the API root: '/v1/orders'. */
  path: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** Overrides the policy for this call (a connection check tries once). */
  maxAttempts?: number;
  timeoutMs?: number;
  /** The field a usable answer carries ('id', or the list's field); without it the answer is unclear. */
  answerHas: string;
}

const errorMessage = (body: unknown) =>
  (body as { error?: { description?: string } } | undefined)?.error?.description || undefined;

/** Razorpay's REST API: basic auth with the key id and secret, JSON bodies, amounts in paise. */
export function razorpayApi(credentials: RazorpayCredentials, policy: CallPolicy) {
  const basic = Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64');
  return {
    call<T>(call: RazorpayCall): Promise<T> {
      return gatewayFetch<T>({
        method: call.method,
        url: `${credentials.baseUrl}${call.path}`,
        headers: {
          Authorization: `Basic ${basic}`,
          Accept: 'application/json',
          ...(call.json === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...call.headers,
        },
        body: call.json === undefined ? undefined : JSON.stringify(call.json),
        label: 'Razorpay',
        maxAttempts: call.maxAttempts ?? policy.maxAttempts,
        timeoutMs: call.timeoutMs ?? policy.timeoutMs,
        errorMessage,
        answerHas: call.answerHas,
      });
    },
  };
}
export type RazorpayApi = ReturnType<typeof razorpayApi>;
