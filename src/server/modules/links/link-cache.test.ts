import { describe, expect, it } from 'vitest';
import type { ChangeBus } from '../../platform/change-bus';
import { createLinkCache, type CachedLink } from './link-cache';

/** A bus shared with other processes (so hits expire), that delivers nothing. */
const crossProcessBus: ChangeBus = {
  crossProcess: true,
  publish: async () => undefined,
  subscribe: () => () => undefined,
  start: async () => undefined,
  stop: async () => undefined,
};

const link: CachedLink = {
  id: 'l1',
  destinationUrl: 'https://example.com/',
  isActive: true,
  expiresAt: null,
  forwardQuery: false,
  preview: false,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the link cache', () => {
  it('stops answering an expired hit but keeps it as the last known answer', async () => {
    const cache = createLinkCache({ bus: crossProcessBus, hitTtlMs: 5 });
    cache.set('d/abc', link);
    expect(cache.get('d/abc')).toEqual(link);
    await sleep(20);
    // Expired: the redirect asks the database again...
    expect(cache.get('d/abc')).toBeUndefined();
    // ...and, should the database be away, still has this (a get does not drop it).
    expect(cache.lastKnown('d/abc')).toEqual(link);
    expect(cache.lastKnown('d/unknown')).toBeUndefined();
  });

  it('keeps a known unknown code as null, and forgets what a change invalidates', async () => {
    const cache = createLinkCache({ bus: crossProcessBus });
    cache.set('d/none', null);
    expect(cache.lastKnown('d/none')).toBeNull();
    cache.set('d/abc', link);
    await cache.invalidate(['d/abc']);
    expect(cache.lastKnown('d/abc')).toBeUndefined();
  });
});
