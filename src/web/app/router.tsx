import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRoutes, signedInRoutes } from '../../shared/paths';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { PageSkeleton } from '../components/layouts/page-skeleton';
import { PublicLayout } from './public-layout';
import { AdminOutlet } from './shell/admin-outlet';
import {
  adminPageLoaders,
  pricingPageLoader,
  signedInPageLoaders,
  type PageLoader,
} from './shell/page-loaders';
import { SignedInLayout } from './signed-in-layout';

/**
 * A page loaded on first visit, as its own chunk. The skeleton fills the layout's main area while
 * the first page downloads, so the header shows at once.
 */
function page(load: PageLoader): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: load, HydrateFallback: PageSkeleton };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    // Catches anything thrown while loading or rendering a page, a failed chunk download included.
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, ...page(() => import('./routes/landing')) },
      { path: 'pricing', ...page(pricingPageLoader) },
      { path: 'login', ...page(() => import('./routes/login')) },
      { path: 'register', ...page(() => import('./routes/register')) },
      { path: 'auth/callback', ...page(() => import('./routes/auth-callback')) },
      { path: 'forgot-password', ...page(() => import('./routes/forgot-password')) },
      { path: 'reset-password', ...page(() => import('./routes/reset-password')) },
      { path: 'safe-redirect', ...page(() => import('./routes/safe-redirect')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
  {
    // Signed-in pages, one per path the server knows (shared/paths.ts), inside the shell. The layout
    // sends anyone signed out to /login and back afterwards.
    Component: SignedInLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      ...signedInRoutes.map((path) => ({ path: path.slice(1), ...page(signedInPageLoaders[path]) })),
      {
        // Admin pages share one layout route, so one guard covers them all.
        path: 'admin',
        Component: AdminOutlet,
        children: adminRoutes.map((path) =>
          path === '/admin'
            ? { index: true, ...page(adminPageLoaders[path]) }
            : { path: path.slice('/admin/'.length), ...page(adminPageLoaders[path]) },
        ),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
