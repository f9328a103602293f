import { describe, expect, it } from 'vitest';
import { canOpen, pages, type Viewer } from './pages';
import { adminRoutes, publicRoutes, reservedPaths, signedInRoutes } from './paths';

const member: Viewer = { isAdmin: false, entitlements: { cloakingCountry: false } };
const paid: Viewer = { isAdmin: false, entitlements: { cloakingCountry: true } };
const admin: Viewer = { isAdmin: true, entitlements: { cloakingCountry: false } };

describe('the path lists the server serves', () => {
  it('are derived from the page registry, by access', () => {
    expect(publicRoutes).toEqual([
      '/',
      '/pricing',
      '/login',
      '/register',
      '/auth/callback',
      '/safe-redirect',
      '/forgot-password',
      '/reset-password',
      '/invite/:token',
    ]);
    expect(signedInRoutes).toEqual([
      '/dashboard',
      '/create',
      '/cloaking',
      '/shortlinks',
      '/shortlinks/tags',
      '/domains',
      '/check-domains',
      '/bot-settings',
      '/cron-settings',
      '/analytics',
      '/profile',
      '/settings',
      '/settings/workspace',
      '/settings/members',
      '/settings/webhooks',
      '/notifications',
      '/telegram-support',
      '/feedback',
      '/payments',
    ]);
    expect(adminRoutes).toEqual([
      '/admin',
      '/admin/pricing',
      '/admin/bot-api',
      '/admin/domain-brand',
      '/admin/payment-gateway',
      '/admin/users',
    ]);
  });

  it('reserve every page’s first segment', () => {
    for (const { path } of Object.values(pages)) {
      const first = path.split('/')[1];
      if (first) expect(reservedPaths.has(first)).toBe(true);
    }
  });
});

describe('canOpen', () => {
  it('offers admin pages to admins only', () => {
    expect(canOpen(pages.adminUsers, member)).toBe(false);
    expect(canOpen(pages.adminUsers, admin)).toBe(true);
  });

  it('offers Cloaking Rules with the plan’s cloaking entitlement, or to an admin', () => {
    expect(canOpen(pages.cloaking, member)).toBe(false);
    expect(canOpen(pages.cloaking, paid)).toBe(true);
    expect(canOpen(pages.cloaking, admin)).toBe(true);
  });

  it('offers every other page to everyone', () => {
    expect(canOpen(pages.dashboard, member)).toBe(true);
    expect(canOpen(pages.pricing, member)).toBe(true);
  });
});
