import { useCallback, useState } from 'react';

/** A fresh key for one checkout attempt (letters, digits and hyphens, as the API asks). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of the current attempt: the same key for every click and retry of one attempt (so a
 * double click makes one order), a new one once the traveller changes what they are booking (`renew`).
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}
