import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts TOTP secrets at rest with AES-256-GCM, the key derived (SHA-256) from MFA_ENCRYPTION_KEY. A sealed value
 * is `v1.<iv>.<tag>.<ciphertext>` (base64url), bound to its account (the user id is the additional data), so a
 * secret copied to another row does not open.
 */
export function secretBox(keyMaterial: string) {
  const key = createHash('sha256').update(keyMaterial, 'utf8').digest();
  return {
    seal(plain: string, userId: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(userId, 'utf8'));
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), encrypted]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed: string, userId: string): string {
      const [version, iv, tag, encrypted] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || encrypted === undefined) throw new Error('not a sealed TOTP secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(userId, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
