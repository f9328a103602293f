import { pathsFor, type PagePath } from './pages';

// Paths the web app itself serves, by who may open them (the pages are listed once, in pages.ts).
// The redirect handler and custom aliases must never claim a first path segment in reservedPaths.
export const publicRoutes: readonly PagePath[] = pathsFor('public');
export const signedInRoutes: readonly PagePath[] = pathsFor('signed-in');
export const adminRoutes: readonly PagePath[] = pathsFor('admin');

function firstSegment(path: string): string {
  return path.split('/')[1] ?? '';
}

export const reservedPaths: ReadonlySet<string> = new Set([
  ...[...publicRoutes, ...signedInRoutes, ...adminRoutes].map(firstSegment).filter(Boolean),
  'api',
  'assets',
  'static',
  'favicon.ico',
  'robots.txt',
  'manifest.json',
  '.well-known',
  'health',
  'index.html',
  'landing.html',
  // Prometheus's scrape address (platform/runtime/metrics.ts).
  'metrics',
]);
