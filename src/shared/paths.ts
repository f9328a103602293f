// Paths the web app itself serves. The redirect handler and custom aliases must never claim a
// first path segment listed in reservedPaths.
export const publicRoutes = [
  '/',
  '/pricing',
  '/login',
  '/register',
  '/auth/callback',
  '/safe-redirect',
  '/forgot-password',
  '/reset-password',
] as const;

export const signedInRoutes = [
  '/dashboard',
  '/create',
  '/cloaking',
  '/shortlinks',
  '/domains',
  '/check-domains',
  '/bot-settings',
  '/cron-settings',
  '/analytics',
  '/profile',
  '/settings',
  '/notifications',
  '/telegram-support',
  '/feedback',
  '/payments',
] as const;

export const adminRoutes = [
  '/admin',
  '/admin/pricing',
  '/admin/bot-api',
  '/admin/domain-brand',
  '/admin/payment-gateway',
  '/admin/users',
] as const;

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
]);
