import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageLoader } from '../pages';
import {
  createPrefetcher,
  hoverPrefetchIntervalMs,
  pageLoaders,
  preloadedPaths,
  usePrefetchOnArrival,
  type Prefetcher,
} from './prefetch';

function fakeLoader() {
  return vi.fn<PageLoader>(async () => ({ Component: () => null }));
}

function failingLoader() {
  return vi.fn<PageLoader>(async () =>
    Promise.reject(new Error('Failed to fetch dynamically imported module')),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createPrefetcher', () => {
  it('fetches a chunk once however often it is asked for', async () => {
    const load = fakeLoader();
    const prefetcher = createPrefetcher({ '/analytics': load });

    prefetcher.preload('/analytics');
    prefetcher.preload('/analytics');
    await vi.advanceTimersByTimeAsync(10_000);
    prefetcher.hover('/analytics');

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores paths without a page chunk', () => {
    const load = fakeLoader();
    const prefetcher = createPrefetcher({ '/analytics': load });
    expect(() => {
      prefetcher.preload('/nowhere');
      prefetcher.hover('/nowhere');
    }).not.toThrow();
    expect(load).not.toHaveBeenCalled();
  });

  it('tries a failed chunk again on a hover at most once per 2 s', async () => {
    const load = failingLoader();
    const prefetcher = createPrefetcher({ '/domains': load });

    prefetcher.hover('/domains');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(hoverPrefetchIntervalMs - 1);
    prefetcher.hover('/domains');
    expect(load).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    prefetcher.hover('/domains');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throttles each path on its own', () => {
    const analytics = failingLoader();
    const domains = failingLoader();
    const prefetcher = createPrefetcher({ '/analytics': analytics, '/domains': domains });

    prefetcher.hover('/analytics');
    prefetcher.hover('/domains');

    expect(analytics).toHaveBeenCalledTimes(1);
    expect(domains).toHaveBeenCalledTimes(1);
  });
});

describe('usePrefetchOnArrival', () => {
  function spyPrefetcher() {
    return { preload: vi.fn<Prefetcher['preload']>(), hover: vi.fn<Prefetcher['hover']>() };
  }

  it.each(['/dashboard', '/create', '/shortlinks', '/check-domains', '/domains', '/analytics'])(
    'prefetches the likely next pages 100 ms after arriving on %s',
    async (path) => {
      const prefetcher = spyPrefetcher();
      renderHook(() => usePrefetchOnArrival(path, prefetcher));

      await vi.advanceTimersByTimeAsync(99);
      expect(prefetcher.preload).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(1);
      const expected = ['/dashboard', '/create', '/check-domains', '/analytics', '/domains', '/settings'];
      // The order follows the page registry; which pages are fetched is what counts.
      expect(prefetcher.preload.mock.calls.map(([page]) => page).sort()).toEqual(
        expected.filter((page) => page !== path).sort(),
      );
    },
  );

  it.each(['/profile', '/settings', '/notifications', '/admin/users'])(
    'prefetches nothing on %s',
    async (path) => {
      const prefetcher = spyPrefetcher();
      renderHook(() => usePrefetchOnArrival(path, prefetcher));
      await vi.advanceTimersByTimeAsync(1_000);
      expect(prefetcher.preload).not.toHaveBeenCalled();
    },
  );

  it('does not prefetch for a page left within 100 ms', async () => {
    const prefetcher = spyPrefetcher();
    const { rerender } = renderHook(({ path }) => usePrefetchOnArrival(path, prefetcher), {
      initialProps: { path: '/dashboard' },
    });

    await vi.advanceTimersByTimeAsync(50);
    rerender({ path: '/profile' });
    await vi.advanceTimersByTimeAsync(1_000);

    expect(prefetcher.preload).not.toHaveBeenCalled();
  });
});

describe('the app prefetcher', () => {
  it('has a real page chunk for every preloaded page', async () => {
    const chunks = await Promise.all(
      preloadedPaths.map((path) => {
        const load = pageLoaders[path];
        if (!load) throw new Error(`no page loader for ${path}`);
        return load();
      }),
    );
    for (const chunk of chunks) expect(chunk.Component).toBeTypeOf('function');
  });
});
