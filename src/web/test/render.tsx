import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { createQueryClient } from '../lib/query-client';

/** Renders routes in a memory router with a fresh, non-retrying query cache. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A stand-in page that shows where navigation landed. */
export function LandedAt() {
  const location = useLocation();
  return <h1>{`Landed at ${location.pathname}${location.search}`}</h1>;
}
