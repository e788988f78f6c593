import { createHash } from 'node:crypto';
import { hmacHex, sameHex } from '../signatures';

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
