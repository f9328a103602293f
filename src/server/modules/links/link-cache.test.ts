import { describe, expect, it } from 'vitest';
import type { ChangeBus } from '../../platform/wiring/change-bus';
import { createLinkCache, type CachedLink } from './link-cache';
import { cachedLink, silentCrossProcessBus } from './link-cache.fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the link cache', () => {
  it('stops answering an expired hit but keeps it as the last known answer', async () => {
    // Long enough that a loaded machine still reads the hit before it expires.
    const cache = createLinkCache({ bus: silentCrossProcessBus, hitTtlMs: 200 });
    cache.set('d/abc', cachedLink);
    expect(cache.get('d/abc')).toEqual(cachedLink);
    await sleep(300);
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

describe("a capped link's count across a reload (ADR 0030)", () => {
  const capped = (id: string, counted: number, max = 10): CachedLink => ({
    ...cachedLink,
    id,
    clickCap: { max, counted },
  });

  it('keeps the clicks this process counted when a change drops the entry before the flush', async () => {
    const [busHere, busThere] = sharedBuses();
    const here = createLinkCache({ bus: busHere });
    const there = createLinkCache({ bus: busThere });
    here.start();
    here.set('d/abc', capped('l1', 2));
    here.get('d/abc')!.clickCap!.counted += 3;
    // Another process's edit (of any field): the reload reads the stored 2, not yet the 5.
    await there.invalidate(['d/abc']);
    expect(here.get('d/abc')).toBeUndefined();
    const reloaded = capped('l1', 2);
    here.set('d/abc', reloaded);
    expect(here.get('d/abc')!.clickCap).toEqual({ max: 10, counted: 5 });
    // Once the flush has written them (and others' clicks), the stored count is the larger.
    here.get('d/abc')!.clickCap!.counted += 1;
    await here.invalidate(['d/abc']);
    here.set('d/abc', capped('l1', 9));
    expect(here.get('d/abc')!.clickCap!.counted).toBe(9);
    here.stop();
  });

  it('keeps it through a replaced or an evicted entry, under a new code too, and for no other link', () => {
    const cache = createLinkCache({ bus: silentCrossProcessBus, max: 2 });
    cache.set('d/a', capped('la', 4));
    // A second load of the same code while the first was being answered.
    cache.set('d/a', capped('la', 1));
    expect(cache.get('d/a')!.clickCap!.counted).toBe(4);
    cache.set('d/b', capped('lb', 7));
    cache.set('d/c', capped('lc', 0));
    expect(cache.lastKnown('d/a')).toBeUndefined();
    // The code was changed: the same link under another key.
    cache.set('d/renamed', capped('la', 0));
    expect(cache.get('d/renamed')!.clickCap!.counted).toBe(4);
    cache.set('d/other', capped('lo', 0));
    expect(cache.get('d/other')!.clickCap!.counted).toBe(0);
    // A link without a cap carries nothing, and gains nothing.
    cache.set('d/plain', { ...cachedLink, id: 'la' });
    expect(cache.get('d/plain')!.clickCap).toBeNull();
  });
});

/** Two processes' buses: what one publishes, both hear (as NOTIFY reaches every listener). */
function sharedBuses(): [ChangeBus, ChangeBus] {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const bus: ChangeBus = {
    crossProcess: true,
    async publish(channel, payload) {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
    subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    start: async () => undefined,
    stop: async () => undefined,
  };
  return [bus, { ...bus }];
}

describe('dropping an owner’s links (a plan change)', () => {
  const ownedBy = (userId: string, id: string): CachedLink => ({ ...cachedLink, id, workspaceId: userId });

  it('drops every entry of that owner, expired ones too, here and in other processes', async () => {
    const [busHere, busThere] = sharedBuses();
    const here = createLinkCache({ bus: busHere, hitTtlMs: 5 });
    const there = createLinkCache({ bus: busThere });
    here.start();
    there.start();
    for (const cache of [here, there]) {
      cache.set('d/a', ownedBy('u1', 'a'));
      cache.set('d/b', ownedBy('u2', 'b'));
      cache.set('d/none', null);
    }
    here.set('d/old', ownedBy('u1', 'old'));
    await sleep(20);
    expect(here.lastKnown('d/old')).toBeDefined();

    await here.invalidateOwner('u1');
    for (const cache of [here, there]) {
      expect(cache.lastKnown('d/a')).toBeUndefined();
      expect(cache.lastKnown('d/b')).toMatchObject({ workspaceId: 'u2' });
      expect(cache.lastKnown('d/none')).toBeNull();
    }
    expect(here.lastKnown('d/old')).toBeUndefined();
    here.stop();
    there.stop();
  });
});
