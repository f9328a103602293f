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
