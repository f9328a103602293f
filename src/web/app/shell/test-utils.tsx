import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Me } from '../../../shared/account';
import { meQueryOptions } from '../../features/auth/api/get-me';
import { signedOut, stubApi, type Handler, type Reply } from '../../test/fake-api';
import { createQueryClient } from '../../lib/query-client';

/**
 * Renders shell parts in a memory router for a signed-in account. The account is already in the
 * cache, as it always is inside the shell (the auth guard waits for it); the server stand-in
 * answers GET /api/me with it and GET /api/brand with the defaults.
 */
export function renderForAccount(
  routes: RouteObject[],
  path: string,
  me: Me,
  extraRoutes: Record<string, Handler | Reply> = {},
) {
  const api = stubApi({ 'GET /api/me': { status: 200, body: me }, ...extraRoutes });
  const queryClient = createQueryClient({ retry: false });
  queryClient.setQueryData(meQueryOptions().queryKey, me);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, api, router, queryClient };
}

/** Same, for a visitor whose account has not loaded (GET /api/me answers 401). */
export function renderWithoutAccount(routes: RouteObject[], path: string) {
  const api = stubApi({ 'GET /api/me': signedOut });
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, api, router, queryClient };
}
