import { describe, expect, it } from 'vitest';
import { addressKey, createRateLimiter, memoryRateLimitStore } from './rate-limit';

describe('rate limiter (memory store)', () => {
  it('allows max per window, then refuses with the seconds left, and starts again after it', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(
      'test',
      { max: 3, windowMs: 60_000 },
      memoryRateLimitStore(() => now),
    );
    for (let i = 0; i < 3; i++) expect((await limiter.hit('a')).remaining).toBe(2 - i);
    now += 20_500;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 40, remaining: 0 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    now += 39_500;
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 60, remaining: 2 });
  });

  it('keeps limiters with different names apart in one store', async () => {
    const store = memoryRateLimitStore();
    const one = createRateLimiter('one', { max: 1, windowMs: 60_000 }, store);
    const two = createRateLimiter('two', { max: 1, windowMs: 60_000 }, store);
    expect((await one.hit('x')).allowed).toBe(true);
    expect((await two.hit('x')).allowed).toBe(true);
    expect((await one.hit('x')).allowed).toBe(false);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
