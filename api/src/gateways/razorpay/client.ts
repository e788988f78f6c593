import { createHash } from 'node:crypto';
import type { RazorpayCredentials } from '../../config';
import { gatewayFetch, type CallPolicy } from '../http';
import { hmacHex, sameHex } from '../signatures';

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

/** X-Razorpay-Signature: the hex HMAC-SHA256 of the raw body with the webhook secret. */
export function razorpaySignature(secret: string, rawBody: string | Buffer): string {
  return hmacHex(secret, rawBody);
}

export function verifyRazorpayWebhook(secret: string, rawBody: Buffer, signature: string): boolean {
  return sameHex(razorpaySignature(secret, rawBody), signature);
}

/** Checkout's razorpay_signature: the hex HMAC-SHA256 of 'order_id|payment_id' with the key secret. */
export function razorpayPaymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** A Razorpay webhook body, as far as the portal reads it. */
export interface RazorpayWebhookBody {
  event?: string;
  created_at?: number;
  payload?: Record<string, { entity?: Record<string, unknown> & { id?: string } } | undefined>;
}

/**
 * Razorpay's x-razorpay-event-id header is not signed, so a captured body would replay under a new one. The
 * event is known by what the signature covers: its type, the entity it is about and when it was created.
 */
export function razorpayEventId(body: RazorpayWebhookBody, rawBody: Buffer): string {
  const entity = body.payload?.[String(body.event).split('.')[0]]?.entity;
  return entity?.id && body.created_at !== undefined
    ? `${body.event}:${entity.id}:${body.created_at}`
    : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
}
