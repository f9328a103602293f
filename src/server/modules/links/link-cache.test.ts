import { describe, expect, it } from 'vitest';
import { createLinkCache } from './link-cache';
import { cachedLink, silentCrossProcessBus } from './link-cache.fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the link cache', () => {
  it('stops answering an expired hit but keeps it as the last known answer', async () => {
    const cache = createLinkCache({ bus: silentCrossProcessBus, hitTtlMs: 5 });
    cache.set('d/abc', cachedLink);
    expect(cache.get('d/abc')).toEqual(cachedLink);
    await sleep(20);
    // Expired: the redirect asks the database again...
    expect(cache.get('d/abc')).toBeUndefined();
    // ...and, should the database be away, still has this (a get does not drop it).
    expect(cache.lastKnown('d/abc')).toEqual(cachedLink);
    expect(cache.lastKnown('d/unknown')).toBeUndefined();
  });

  it('keeps a known unknown code as null, and forgets what a change invalidates', async () => {
    const cache = createLinkCache({ bus: silentCrossProcessBus });
    cache.set('d/none', null);
    expect(cache.lastKnown('d/none')).toBeNull();
    cache.set('d/abc', cachedLink);
    await cache.invalidate(['d/abc']);
    expect(cache.lastKnown('d/abc')).toBeUndefined();
  });
});
