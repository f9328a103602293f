import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRotationHasher, createVisitorHasher } from './visitor-hash';

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

describe("the rotator's daily visitor hash", () => {
  const secret = 'a-secret-a-secret-a-secret-a-secret';
  const hasher = createRotationHasher(secret);
  const ua = 'Mozilla/5.0 (Linux; Android 14) Mobile';
  const start = Date.UTC(2026, 10, 24);

  it('keeps a visitor on one number through a UTC day and changes at midnight, back and forth', () => {
    const first = hasher(start, '36.66.0.1', ua);
    expect(hasher(start + 86_400_000 - 1, '36.66.0.1', ua)).toBe(first);
    expect(hasher(start + 86_400_000, '36.66.0.1', ua)).not.toBe(first);
    expect(hasher(start + 1, '36.66.0.1', ua)).toBe(first);
  });

  it('tells visitors apart by address and by user agent, and depends on the secret', () => {
    const first = hasher(start, '36.66.0.1', ua);
    expect(hasher(start, '36.66.0.2', ua)).not.toBe(first);
    expect(hasher(start, '36.66.0.1', `${ua} X`)).not.toBe(first);
    expect(hasher(start, '36.66.0.1', undefined)).not.toBe(first);
    expect(createRotationHasher('another-secret-another-secret-xx')(start, '36.66.0.1', ua)).not.toBe(first);
  });

  it('spreads addresses over a 50/30/20 split within 1 % of each share', () => {
    const counts = [0, 0, 0];
    const picks = 100_000;
    for (let index = 0; index < picks; index += 1) {
      const address = `${36 + (index % 150)}.${(index >> 8) & 255}.${index & 255}.${1 + ((index * 7) % 254)}`;
      const point = hasher(start, address, ua) % 100;
      counts[point < 50 ? 0 : point < 80 ? 1 : 2]! += 1;
    }
    expect(Math.abs(counts[0]! / picks - 0.5)).toBeLessThan(0.01);
    expect(Math.abs(counts[1]! / picks - 0.3)).toBeLessThan(0.01);
    expect(Math.abs(counts[2]! / picks - 0.2)).toBeLessThan(0.01);
  });
});
