import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { PageSkeleton } from '../components/layouts/page-skeleton';
import { appPages, type AppPage } from './pages';
import { PublicLayout } from './public-layout';
import { AdminOutlet } from './shell/admin-outlet';
import { SignedInLayout } from './signed-in-layout';

/**
 * A page loaded on first visit, as its own chunk, through the same import the prefetcher warms.
 * The skeleton fills the layout's main area while the first page downloads, so the header shows at
 * once.
 */
function pageRoute({ path, load }: AppPage, under = '/'): RouteObject {
  const rest = path.slice(under.length);
  const lazy = { lazy: load, HydrateFallback: PageSkeleton };
  return rest === '' ? { index: true, ...lazy } : { path: rest, ...lazy };
}

function pagesWith(access: AppPage['access']): AppPage[] {
  return appPages.filter((page) => page.access === access);
}

// Every route comes from the page registry (app/pages.ts), grouped by who may open it.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    // Catches anything thrown while loading or rendering a page, a failed chunk download included.
    ErrorBoundary: RouteErrorBoundary,
    children: [
      ...pagesWith('public').map((page) => pageRoute(page)),
      { path: '*', lazy: () => import('./routes/not-found'), HydrateFallback: PageSkeleton },
    ],
  },
  {
    // Signed-in pages inside the shell. The layout sends anyone signed out to /login and back
    // afterwards.
    Component: SignedInLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      ...pagesWith('signed-in').map((page) => pageRoute(page)),
      {
        // Admin pages share one layout route, so one guard covers them all.
        path: 'admin',
        Component: AdminOutlet,
        children: pagesWith('admin').map((page) => pageRoute(page, '/admin/')),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
