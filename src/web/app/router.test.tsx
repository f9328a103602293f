import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe, meRoute, stubApi } from '../features/auth/testing/fake-api';
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
  return router;
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
    ['/auth/callback', 'Email verified'],
    ['/auth/callback?error=invalid_token', 'This link did not work'],
    ['/forgot-password', 'Reset your password'],
    ['/reset-password?token=abc', 'Choose a new password'],
    ['/safe-redirect', 'This link is unavailable'],
  ])('shows the page for %s', async (path, heading) => {
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

describe('signed-in routes', () => {
  it('sends a signed-out visitor from /dashboard to /login and remembers the way back', async () => {
    stubApi({ 'GET /api/me': meRoute().handler });
    const router = renderAt('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
  });

  it('greets a signed-in user on the dashboard, inside the signed-in frame', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: makeMe({ name: 'Ayu Lestari' }) } });
    renderAt('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ayu Lestari' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your dashboard arrives with analytics')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Create', '/create'],
      ['Links', '/shortlinks'],
      ['Profile', '/profile'],
      ['Settings', '/settings'],
    ]) {
      expect(nav.querySelector(`a[href="${href}"]`)).toHaveTextContent(name ?? '');
    }
  });

  it('signs out from the frame and shows the login page with a confirmation', async () => {
    const me = meRoute(makeMe());
    me.signIn();
    const api = stubApi({
      'GET /api/me': me.handler,
      'POST /api/auth/sign-out': () => {
        me.signOut();
        return { status: 200, body: { success: true } };
      },
    });
    const router = renderAt('/profile');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.bodiesOf('POST /api/auth/sign-out')).toHaveLength(1);
  });
});
