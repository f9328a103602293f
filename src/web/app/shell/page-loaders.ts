import type { RouteObject } from 'react-router';
import type { adminRoutes, signedInRoutes } from '../../../shared/paths';

// The dynamic imports of the signed-in pages, written once: the router loads a page through them
// and the prefetcher warms the same chunks, so both always name the same module.

export type PageLoader = () => Promise<Pick<RouteObject, 'Component'>>;
export type SignedInPath = (typeof signedInRoutes)[number];
export type AdminPath = (typeof adminRoutes)[number];

// `satisfies` over the shared path lists: a route the server answers 200 for cannot lack a page.
export const signedInPageLoaders = {
  '/dashboard': () => import('../routes/dashboard'),
  '/create': () => import('../routes/create'),
  '/cloaking': () => import('../routes/cloaking'),
  '/shortlinks': () => import('../routes/shortlinks'),
  '/domains': () => import('../routes/domains'),
  '/check-domains': () => import('../routes/check-domains'),
  '/bot-settings': () => import('../routes/bot-settings'),
  '/cron-settings': () => import('../routes/cron-settings'),
  '/analytics': () => import('../routes/analytics'),
  '/profile': () => import('../routes/profile'),
  '/settings': () => import('../routes/settings'),
  '/notifications': () => import('../routes/notifications'),
  '/telegram-support': () => import('../routes/telegram-support'),
  '/feedback': () => import('../routes/feedback'),
  '/payments': () => import('../routes/payments'),
} satisfies Record<SignedInPath, PageLoader>;

export const adminPageLoaders = {
  '/admin': () => import('../routes/admin/index'),
  '/admin/pricing': () => import('../routes/admin/pricing'),
  '/admin/bot-api': () => import('../routes/admin/bot-api'),
  '/admin/domain-brand': () => import('../routes/admin/domain-brand'),
  '/admin/payment-gateway': () => import('../routes/admin/payment-gateway'),
  '/admin/users': () => import('../routes/admin/users'),
} satisfies Record<AdminPath, PageLoader>;

/** The public pricing page; the sidebar links to it too, so hovering there warms it as well. */
export const pricingPageLoader: PageLoader = () => import('../routes/pricing');

/** Every page the sidebar can open, by path. */
export const pageLoaders: Readonly<Partial<Record<string, PageLoader>>> = {
  ...signedInPageLoaders,
  ...adminPageLoaders,
  '/pricing': pricingPageLoader,
};
