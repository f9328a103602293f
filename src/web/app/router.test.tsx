import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { stubBrandFetch } from '../test/brand-fetch';
import { AppProviders } from './providers';
import { routes } from './router';

function renderAt(path: string, tree: RouteObject[] = routes) {
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('public routes', () => {
  beforeEach(() => {
    stubBrandFetch({
      brand_name: 'Acme Links',
      landing_page_title: 'Links for Acme',
      landing_page_description: 'Every Acme campaign, one short link.',
    });
  });

  it('shows the brand landing texts and the ways in on /', async () => {
    renderAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Links for Acme' })).toBeInTheDocument();
    expect(screen.getByText('Every Acme campaign, one short link.')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('link', { name: 'View pricing' }));
    expect(screen.getByRole('banner')).toHaveTextContent('Acme Links');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    for (const href of ['/register', '/login', '/pricing']) {
      expect(main.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
  });

  it('renders the server landing features HTML only when there is some', async () => {
    stubBrandFetch({ landing_page_title: 'Links for Acme', landing_page_features: '<h3>Bulk import</h3>' });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Bulk import' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your own domains' })).not.toBeInTheDocument();
  });

  it.each([
    ['/pricing', 'Pricing plans'],
    ['/login', 'Log in'],
    ['/register', 'Create an account'],
    ['/auth/callback', 'Signing you in'],
    ['/safe-redirect', 'Safe redirect'],
  ])('holds a place for %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/this/does/not/exist');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the error screen when a page chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = routes[0] as NonIndexRouteObject;
    const broken: RouteObject[] = [
      {
        ...root,
        children: [
          {
            index: true,
            lazy: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
          },
        ],
      },
    ];

    renderAt('/', broken);

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });
});
