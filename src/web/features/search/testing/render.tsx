import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';

/** A stand-in page that shows where navigation landed. */
function LandedAt() {
  const location = useLocation();
  return <h1>{`Landed at ${location.pathname}${location.search}`}</h1>;
}

/**
 * Renders `ui` on every path of a memory router (so it stays mounted across navigation), with a
 * fresh, non-retrying query cache and a heading naming the current location.
 */
export function renderWithRouter(ui: ReactNode, path = '/dashboard') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <LandedAt />
            {ui}
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
