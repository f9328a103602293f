import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { PageSkeleton } from '../components/layouts/page-skeleton';
import { wholeCatalogue } from '../lib/i18n';
import { appPages, type AppPage, type PageLoader } from './pages';
import { PublicLayout } from './public-layout';
import { PublicOrShellLayout } from './public-or-shell-layout';
import { AdminOutlet } from './shell/admin-outlet';
import { SignedInLayout } from './signed-in-layout';

/**
 * A page loaded on first visit, as its own chunk, through the same import the prefetcher warms,
 * with its language's whole catalogue unless the first part holds its texts (ADR 0042). The
 * skeleton fills the layout's main area while the first page downloads, so the header shows at
 * once.
 */
function pageRoute({ path, load, firstPartTexts }: AppPage, under = '/'): RouteObject {
  const rest = path.slice(under.length);
  const lazy = { lazy: firstPartTexts ? load : withWholeCatalogue(load), HydrateFallback: PageSkeleton };
  return rest === '' ? { index: true, ...lazy } : { path: rest, ...lazy };
}

/** A page's import that resolves once its texts are in too. */
function withWholeCatalogue(load: PageLoader): PageLoader {
  return () => Promise.all([load(), wholeCatalogue()]).then(([route]) => route);
}

/** The pages of one layout route: by access, and whether a signed-in visitor sees them in the shell. */
function pagesWith(access: AppPage['access'], shellWhenSignedIn = false): AppPage[] {
  return appPages.filter(
    (page) => page.access === access && (page.shellWhenSignedIn === true) === shellWhenSignedIn,
  );
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
      {
        path: '*',
        lazy: withWholeCatalogue(() => import('./routes/not-found')),
        HydrateFallback: PageSkeleton,
      },
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
  {
    // Public pages that a signed-in visitor sees inside the shell (/pricing): the public layout
    // for anyone else, who is never sent to /login.
    Component: PublicOrShellLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: pagesWith('public', true).map((page) => pageRoute(page)),
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
