import { useEffect } from 'react';
import { appPages, type PageLoader } from '../pages';

// Route chunk prefetching (the spec's "Other behaviour"): pages a user is likely to open next are
// downloaded ahead of the click, so the navigation itself only has to render.

/** How long after arriving on a trigger page the likely next pages are fetched. */
export const arrivalPrefetchDelayMs = 100;

/**
 * The spec's "hover prefetch debounce 2 s", read as a per-path throttle: the first hover prefetches
 * at once (waiting for the pointer to rest 2 s would usually come after the click), and further
 * hovers over the same link within 2 s do nothing. A chunk that has arrived is never fetched again.
 */
export const hoverPrefetchIntervalMs = 2_000;

/** Arriving on one of these pages prefetches preloadedPaths (marked in the page registry). */
export const prefetchTriggerPaths: readonly string[] = appPages
  .filter((page) => page.prefetchOnArrival)
  .map((page) => page.path);

/** The spec's preloaded pages (marked in the page registry). */
export const preloadedPaths: readonly string[] = appPages
  .filter((page) => page.preloaded)
  .map((page) => page.path);

/** Every page's loader, by path: the same imports the router loads pages with. */
export const pageLoaders: Readonly<Partial<Record<string, PageLoader>>> = Object.fromEntries(
  appPages.map((page) => [page.path, page.load]),
);

export interface Prefetcher {
  /** Fetches a page's chunk unless it is loading or loaded already; unknown paths are ignored. */
  preload(path: string): void;
  /** preload(), at most once per hoverPrefetchIntervalMs for each path. */
  hover(path: string): void;
}

export function createPrefetcher(
  loaders: Readonly<Partial<Record<string, PageLoader>>>,
  now: () => number = Date.now,
): Prefetcher {
  const requested = new Set<string>();
  const lastHover = new Map<string, number>();

  function preload(path: string) {
    const load = loaders[path];
    if (!load || requested.has(path)) return;
    requested.add(path);
    load().catch(() => {
      // Only a head start failed: a real navigation downloads the chunk again and shows any error
      // there. Forgetting the request lets a later hover try again.
      requested.delete(path);
    });
  }

  return {
    preload,
    hover(path) {
      const last = lastHover.get(path);
      const at = now();
      if (last !== undefined && at - last < hoverPrefetchIntervalMs) return;
      lastHover.set(path, at);
      preload(path);
    },
  };
}

/** The app's prefetcher, over the same imports the router loads pages with. */
export const routePrefetcher: Prefetcher = createPrefetcher(pageLoaders);

/** About 100 ms after arriving on a trigger page, fetches the other preloaded pages' chunks. */
export function usePrefetchOnArrival(pathname: string, prefetcher: Prefetcher = routePrefetcher): void {
  useEffect(() => {
    if (!prefetchTriggerPaths.includes(pathname)) return;
    const timer = setTimeout(() => {
      for (const path of preloadedPaths) if (path !== pathname) prefetcher.preload(path);
    }, arrivalPrefetchDelayMs);
    return () => clearTimeout(timer);
  }, [pathname, prefetcher]);
}
