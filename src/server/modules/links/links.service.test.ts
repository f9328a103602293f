import { describe, expect, it } from 'vitest';
import { createLinkCache } from './link-cache';
import { cachedLink, silentCrossProcessBus } from './link-cache.fixtures';
import type { LinksRepo } from './links.repo';
import { createLinksService } from './links.service';
import type { PreviewImagesRepo } from './social-preview';
import type { TagsRepo } from './tags/tags.repo';

// Resolving a code the cache cannot answer while the database is away: what the cache last held,
// or the outage itself for the caller to answer (503), never a guess.

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
    syscall: 'connect',
  });

function serviceWith(findByCode: LinksRepo['findByCode']) {
  const cache = createLinkCache({ bus: silentCrossProcessBus, hitTtlMs: 5 });
  const links = createLinksService({
    links: { findByCode } as LinksRepo,
    tags: {} as TagsRepo,
    cache,
    events: {
      transaction: () => Promise.reject(new Error('not used')),
      emit: () => Promise.reject(new Error('not used')),
      handle: () => undefined,
    },
    domains: {
      domainsOf: async () => [],
      shortUrl: (domain, code) => `https://${domain}/${code}`,
      ownHosts: async () => [],
    },
    entitlementsOf: () => Promise.reject(new Error('not used')),
    targetingAccessOf: () => Promise.reject(new Error('not used')),
    plans: () => Promise.reject(new Error('not used')),
    watchedHosts: () => Promise.reject(new Error('not used')),
    previewImages: {} as PreviewImagesRepo,
    outbound: { request: () => Promise.reject(new Error('not used')) },
    now: () => new Date(),
  });
  return { cache, links };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('resolving a code while the database is away', () => {
  it('answers with an expired cache entry', async () => {
    const { cache, links } = serviceWith(() => Promise.reject(refused()));
    cache.set('d/abc', cachedLink);
    await sleep(20);
    expect(links.cached('d', 'abc')).toBeUndefined();
    expect(await links.resolve('d', 'abc')).toEqual(cachedLink);
  });

  it('passes the outage on for a code the cache never held', async () => {
    const { links } = serviceWith(() => Promise.reject(refused()));
    await expect(links.resolve('d', 'never')).rejects.toThrow('ECONNREFUSED');
  });

  it('passes on a failure that is not an outage, even with an expired entry', async () => {
    const { cache, links } = serviceWith(() => Promise.reject(new Error('column "x" does not exist')));
    cache.set('d/abc', cachedLink);
    await sleep(20);
    await expect(links.resolve('d', 'abc')).rejects.toThrow('does not exist');
  });
});
