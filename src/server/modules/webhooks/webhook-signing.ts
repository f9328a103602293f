import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

// Signing the Standard Webhooks way (standardwebhooks, MIT, by Svix): `webhook-id`,
// `webhook-timestamp` and `webhook-signature` ("v1,<base64 HMAC-SHA256 of id.timestamp.body>").
// After a rotation the old secret signs beside the new one for a day: a receiver that still has
// the old secret, or already the new one, verifies either signature (the header lists both).

/** A new signing secret: `whsec_` and 32 random bytes in base64, as the library reads it. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The secret's last four characters, to tell two apart without showing either. */
export function secretHint(secret: string): string {
  return secret.slice(-4);
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The headers of one try of a message: its id, the try's time, a signature by each secret. */
export function signedHeaders(messageId: string, at: Date, body: string, secrets: string[]): SignedHeaders {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' '),
  };
}
