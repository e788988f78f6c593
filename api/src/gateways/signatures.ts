import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Compares two hex signatures in constant time; an empty or malformed one never matches. */
export function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
