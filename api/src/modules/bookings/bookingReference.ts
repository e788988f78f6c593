import { randomInt } from 'node:crypto';

/** Digits and capitals without 0/O and 1/I/L, so a reference read out or copied by hand is not mistaken. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 31^10 ≈ 8·10^14 references: guessing one that exists is hopeless within the lookup's rate limit. */
export const REFERENCE_LENGTH = 10;
export const REFERENCE_PATTERN = new RegExp(`^HB-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A new booking reference: 'HB-' and random characters (the seeded demo bookings keep HB-100001 …). */
export function newBookingReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `HB-${code}`;
}
