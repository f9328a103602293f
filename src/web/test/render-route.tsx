import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { Me } from '../../shared/account';
import { createQueryClient } from '../lib/query-client';
import { meQueryOptions } from '../lib/queries/me';
import { signedOut, stubApi, type FakeApi, type Handler, type Reply } from './fake-api';

export interface RenderRouteOptions {
  /**
   * The signed-in account: GET /api/me answers it, and it is in the cache from the start, as it
   * always is inside the shell (the guard waits for it). `null`: signed out (GET /api/me is 401).
   */
  me?: Me | null;
  /** The fake server's routes (stubApi); GET /api/brand answers the defaults unless given. */
  api?: Record<string, Handler | Reply>;
}

/**
 * Renders routes in a memory router at `path`, with a fresh, non-retrying query cache. With `me` or
 * `api` it also stands in for the server (stubApi) and returns that fake as `api`; without them the
 * test's own stub of fetch stays in place.
 */
export function renderRoute(routes: RouteObject[], path: string): Rendered;
export function renderRoute(
  routes: RouteObject[],
  path: string,
  options: RenderRouteOptions,
): Rendered & { api: FakeApi };
export function renderRoute(routes: RouteObject[], path: string, options?: RenderRouteOptions) {
  const api = options ? stubApi({ ...meRoutes(options.me), ...options.api }) : undefined;
  const queryClient = createQueryClient({ retry: false });
  if (options?.me) queryClient.setQueryData(meQueryOptions().queryKey, options.me);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const rendered = { ...view, router, queryClient };
  // No `api` key without a fake: a test spreading this over its own stub must keep its own.
  return api ? { ...rendered, api } : rendered;
}

type Rendered = ReturnType<typeof render> & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: ReturnType<typeof createQueryClient>;
};

function meRoutes(me: Me | null | undefined): Record<string, Reply> {
  if (me === undefined) return {};
  return { 'GET /api/me': me ? { status: 200, body: me } : signedOut };
}

/** The page under test at `path`, and LandedAt at every other path (where its links and redirects go). */
export function pageRoutes(path: string, Component: ComponentType): RouteObject[] {
  return [
    { path, Component },
    { path: '*', Component: LandedAt },
  ];
}

/** One route matching every path, holding `ui` above a LandedAt heading (it stays across navigation). */
export function everywhere(ui: ReactNode): RouteObject[] {
  return [
    {
      path: '*',
      element: (
        <>
          <LandedAt />
          {ui}
        </>
      ),
    },
  ];
}

/** A stand-in page that shows where navigation landed. */
export function LandedAt() {
  const location = useLocation();
  return <h1>{`Landed at ${location.pathname}${location.search}`}</h1>;
}
