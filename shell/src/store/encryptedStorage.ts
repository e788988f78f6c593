import type { WebStorage } from 'redux-persist';

/** What an encryption failure of the persisted state logs. */
export const ENCRYPTION_FAILED = 'Redux Persist Encryption Failed';

/** Marks a value this wrapper wrote: AES-GCM, then base64 of the 12-byte IV followed by the ciphertext. */
const PREFIX = 'aes-gcm:';
const IV_BYTES = 12;

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * A redux-persist storage that encrypts what it writes with Web Crypto (AES-GCM). Web Crypto is
 * asynchronous and redux-persist's transforms are not, so the encryption sits in the storage.
 *
 * `passphrase` is part of the build, not a secret: the state it protects holds nothing secret (who is
 * signed in); the session is an HttpOnly cookie. A value written before encryption is read as it is
 * and written back encrypted; a value that cannot be decrypted (another key) is logged and dropped.
 */
export function encryptedStorage(
  storage: WebStorage,
  passphrase: string,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): WebStorage {
  let key: Promise<CryptoKey> | undefined;
  const cryptoKey = () => {
    if (!subtle) return Promise.reject(new Error('Web Crypto is not available (the page is not a secure context)'));
    key ??= subtle
      .digest('SHA-256', new TextEncoder().encode(passphrase))
      .then((digest) => subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']));
    return key;
  };

  async function encrypt(plain: string): Promise<string> {
    const key = await cryptoKey();
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const sealed = await subtle!.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain));
    const bytes = new Uint8Array(IV_BYTES + sealed.byteLength);
    bytes.set(iv);
    bytes.set(new Uint8Array(sealed), IV_BYTES);
    return PREFIX + toBase64(bytes);
  }

  async function decrypt(stored: string): Promise<string> {
    const key = await cryptoKey();
    const bytes = fromBase64(stored.slice(PREFIX.length));
    const plain = await subtle!.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, key, bytes.slice(IV_BYTES));
    return new TextDecoder().decode(plain);
  }

  return {
    async getItem(name) {
      const stored = await storage.getItem(name);
      if (stored === null || !stored.startsWith(PREFIX)) return stored;
      try {
        return await decrypt(stored);
      } catch (error) {
        console.error(ENCRYPTION_FAILED, error);
        return null;
      }
    },
    async setItem(name, value) {
      let sealed: string;
      try {
        sealed = await encrypt(value);
      } catch (error) {
        console.error(ENCRYPTION_FAILED, error);
        throw error;
      }
      await storage.setItem(name, sealed);
    },
    removeItem: (name) => storage.removeItem(name),
  };
}
