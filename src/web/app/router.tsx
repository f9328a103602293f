import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { PageSkeleton } from '../components/layouts/page-skeleton';
import { PublicLayout } from './public-layout';
import { SignedInLayout } from './signed-in-layout';

type RouteModule = Promise<Pick<RouteObject, 'Component'>>;

/**
 * A page loaded on first visit, as its own chunk. The skeleton fills the layout's main area while
 * the first page downloads, so the header shows at once.
 */
function page(load: () => RouteModule): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: load, HydrateFallback: PageSkeleton };
}

// Admin routes join later under their own guard.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    // Catches anything thrown while loading or rendering a page, a failed chunk download included.
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, ...page(() => import('./routes/landing')) },
      { path: 'pricing', ...page(() => import('./routes/pricing')) },
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
    // Signed-in pages: the layout sends anyone signed out to /login and back afterwards.
    Component: SignedInLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { path: 'dashboard', ...page(() => import('./routes/dashboard')) },
      { path: 'create', ...page(() => import('./routes/create')) },
      { path: 'shortlinks', ...page(() => import('./routes/shortlinks')) },
      { path: 'profile', ...page(() => import('./routes/profile')) },
      { path: 'settings', ...page(() => import('./routes/settings')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
