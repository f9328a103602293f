import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets the product keeps in its database (the Telegram bot token, later payment keys) are
// stored encrypted: AES-256-GCM with a key derived from AUTH_SECRET for each purpose (HKDF), so a
// copy of the database alone reveals none of them, and one purpose's key opens nothing else.
// Stored form: `v1.<iv>.<tag>.<ciphertext>` in base64url. Changing AUTH_SECRET makes them
// unreadable: the admin enters them again.

export class SecretUnreadableError extends Error {
  constructor() {
    super('A stored secret could not be decrypted (was AUTH_SECRET changed?)');
    this.name = 'SecretUnreadableError';
  }
}

export interface SecretBox {
  seal(plain: string): string;
  /** Throws SecretUnreadableError when the text was not sealed by this box. */
  open(sealed: string): string;
}

export function createSecretBox(authSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'ringkas secret-box', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new SecretUnreadableError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretUnreadableError();
      }
    },
  };
}
