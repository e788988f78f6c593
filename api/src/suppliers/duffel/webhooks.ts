import { hmacHex, sameHex } from '../../gateways/signatures';

/**
 * Duffel's webhook signature (https://duffel.com/docs/api/v2/webhooks): the header `X-Duffel-Signature` reads
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the webhook's secret>`.
 */
export const DUFFEL_SIGNATURE_HEADER = 'x-duffel-signature';

const signedPayload = (timestamp: string, rawBody: Buffer | string) =>
  Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(rawBody)]);

/** The header value Duffel would send for this body at this time (our sandbox signs with it). */
export function signDuffelWebhook(
  rawBody: Buffer | string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const timestamp = String(Math.floor(nowSeconds));
  return `t=${timestamp},v1=${hmacHex(secret, signedPayload(timestamp, rawBody))}`;
}

/**
 * Whether the raw bytes of a delivery were signed with `secret` within `toleranceSeconds` of now. Check it before
 * parsing or de-duplicating the event; a stale timestamp is refused (a replay), as is any header that cannot be read.
 */
export function verifyDuffelSignature(
  rawBody: Buffer | string,
  header: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  if (!header || !secret) return false;
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (key === 't') timestamp = value;
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (!timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return false;
  const expected = hmacHex(secret, signedPayload(timestamp, rawBody));
  // Every candidate is compared, so the time taken does not say which one matched.
  return signatures.map((given) => /^[0-9a-f]+$/i.test(given) && sameHex(expected, given)).some(Boolean);
}
