import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createVisitorHasher } from './visitor-hash';

describe('the daily visitor hash', () => {
  const secret = 'a-secret-a-secret-a-secret-a-secret';
  const hasher = createVisitorHasher(secret);
  const ua = 'Mozilla/5.0';

  it("is the first 48 bits of SHA-256 over the day's salt, the address and the user agent", () => {
    const at = Date.UTC(2026, 10, 24, 13, 0);
    const salt = createHmac('sha256', secret).update('visitor:2026-11-24').digest('hex');
    const digest = createHash('sha256').update(`${salt}\n36.66.0.1\n${ua}`).digest('hex');
    expect(hasher(at, '36.66.0.1', ua)).toBe(Number.parseInt(digest.slice(0, 12), 16));
  });

  it('stays the same through a UTC day and changes at midnight, back and forth', () => {
    const start = Date.UTC(2026, 10, 24);
    const first = hasher(start, '36.66.0.1', ua);
    expect(hasher(start + 86_400_000 - 1, '36.66.0.1', ua)).toBe(first);
    const next = hasher(start + 86_400_000, '36.66.0.1', ua);
    expect(next).not.toBe(first);
    expect(hasher(start + 1, '36.66.0.1', ua)).toBe(first);
    expect(hasher(start - 1, '36.66.0.1', ua)).not.toBe(first);
  });
});
