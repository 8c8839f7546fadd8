import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The marker of a sealed value; a value without it was stored before sealing began. */
const PREFIX = 'sealed:v1:';

export interface SealedBox {
  /** AES-256-GCM with a fresh 96-bit nonce: `sealed:v1:` + base64url(nonce | tag | ciphertext). */
  seal(plain: string): string;
  /** The plain text of a sealed value; throws when it was altered or sealed with another key. */
  open(sealed: string): string;
  /** Whether a stored value is sealed (older rows may still hold the plain value). */
  isSealed(value: string): boolean;
}

/**
 * Authenticated encryption for secrets kept in the database (providers' OAuth tokens), with a key
 * from the installation's secrets. `purpose` is bound as associated data, so a value sealed for
 * one use cannot be replayed into another column.
 */
export function sealedBox(key: Buffer, purpose: string): SealedBox {
  if (key.length !== 32) throw new Error('A sealed box needs a 32-byte key');
  const aad = Buffer.from(purpose, 'utf8');
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new Error('Not a sealed value');
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12)).setAAD(aad);
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    isSealed: (value) => value.startsWith(PREFIX),
  };
}
