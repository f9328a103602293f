import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretUnreadableError } from './secret-box';

const secret = 'x'.repeat(40);

describe('secret box', () => {
  it('opens what it sealed, and the sealed form shows nothing of the secret', () => {
    const box = createSecretBox(secret, 'telegram-token');
    const sealed = box.seal('123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('ABCDEFGHIJ');
    expect(box.open(sealed)).toBe('123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
  });

  it('seals the same text differently each time', () => {
    const box = createSecretBox(secret, 'p');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses another purpose, another secret and a changed byte', () => {
    const sealed = createSecretBox(secret, 'a').seal('value');
    expect(() => createSecretBox(secret, 'b').open(sealed)).toThrow(SecretUnreadableError);
    expect(() => createSecretBox('y'.repeat(40), 'a').open(sealed)).toThrow(SecretUnreadableError);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => createSecretBox(secret, 'a').open(parts.join('.'))).toThrow(SecretUnreadableError);
    expect(() => createSecretBox(secret, 'a').open('plain text')).toThrow(SecretUnreadableError);
  });
});
