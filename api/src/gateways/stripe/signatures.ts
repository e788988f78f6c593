import { hmacHex, sameHex } from '../signatures';

/** Stripe-Signature 't=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">'. */
export function stripeSignatureHeader(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)) {
  return `t=${timestamp},v1=${hmacHex(secret, `${timestamp}.${rawBody}`)}`;
}

const STRIPE_TOLERANCE_S = 300;

/**
 * Stripe-Signature carries one timestamp and one v1 signature per active secret (two while a secret is being
 * rolled): the event is genuine when any v1 matches and the timestamp is within five minutes.
 */
export function verifyStripeWebhook(secret: string, header: string, rawBody: Buffer): boolean {
  const pairs = header.split(',').map((part) => {
    const [key, ...value] = part.split('=');
    return [key.trim(), value.join('=').trim()] as const;
  });
  const timestamps = pairs.filter(([key]) => key === 't').map(([, value]) => value);
  const signatures = pairs.filter(([key]) => key === 'v1').map(([, value]) => value);
  if (timestamps.length !== 1 || signatures.length === 0) return false;
  const timestamp = Number(timestamps[0]);
  if (!/^\d+$/.test(timestamps[0]) || Math.abs(Date.now() / 1000 - timestamp) > STRIPE_TOLERANCE_S) return false;
  const expected = hmacHex(secret, Buffer.concat([Buffer.from(`${timestamps[0]}.`), rawBody]));
  return signatures.some((signature) => sameHex(expected, signature));
}
