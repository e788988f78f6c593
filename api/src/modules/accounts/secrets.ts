import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { OTP_LENGTH } from '@travel/contracts/validation';

/** A random 256-bit token, URL-safe (session ids, OAuth flow ids). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a leaked table cannot be replayed. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 6-digit one-time code from the CSPRNG. */
export const generateCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** A code is stored as sha256(salt:code) with a per-code random salt. */
export const newCodeSalt = () => randomBytes(16).toString('hex');
export const hashCode = (code: string, salt: string) => sha256(`${salt}:${code}`);

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

// argon2id (the library's default algorithm), OWASP's minimum profile: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Same work as a real check, so a response time does not tell which accounts exist.
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

const dummyHash = hash(randomToken(), ARGON2_OPTIONS);
