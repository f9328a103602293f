import { render, screen, waitFor, within, type ByRoleMatcher } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../shared/account';
import { adminRoutes, signedInRoutes } from '../../shared/paths';
import { defaultPlans } from '../../shared/plans';
import { deferred } from '../test/deferred';
import { makeMe, meRoute, stubApi, type Reply } from '../test/fake-api';
import { createQueryClient } from '../lib/query-client';
import { stubBrandFetch } from '../test/brand-fetch';
import { makeTelegramState, makeUnconfiguredBot } from '../test/make-telegram';
import { AppProviders } from './providers';
import { routes } from './router';
import { appPages } from './pages';
import { sessionWaitMs } from './public-or-shell-layout';
import { pageLoaders } from './shell/prefetch';

// The first visit to a page downloads (here: transforms) its module, which can take a while.
const pageLoad = { timeout: 5_000 };

function renderAt(path: string, tree: RouteObject[] = routes) {
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The page titled `title` has loaded with what it shows (`role` named `name`), not a "Coming soon" placeholder. */
/** The fake server with `me` signed in, answering `routes` too. */
function stubApiAs(me: Me, routes: Record<string, Reply> = {}) {
  return stubApi({ 'GET /api/me': { status: 200, body: me }, ...routes });
}

async function expectThePage(title: string, role: ByRoleMatcher, name: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title }, pageLoad)).toBeInTheDocument();
  const page = within(screen.getByRole('main'));
  expect(await page.findByRole(role, { name })).toBeInTheDocument();
  expect(page.queryByText('Coming soon')).not.toBeInTheDocument();
}

describe('public routes', () => {
  beforeEach(() => {
    stubBrandFetch({
      brand_name: 'Acme Links',
      landing_page_title: 'Links for Acme',
      landing_page_description: 'Every Acme campaign, one short link.',
    });
  });

  it('leaves / to the landing page’s own document: not a route of this app', () => {
    expect(appPages.some((page) => page.path === '/')).toBe(false);
  });

  it.each([
    ['/login', 'Log in'],
    ['/register', 'Create an account'],
    ['/auth/callback', 'Nothing to verify'],
    ['/auth/callback?status=verified', 'Email verified'],
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

describe('/pricing: public, and inside the shell for a signed-in visitor', () => {
  function stubPricing(me: Reply | (() => Reply | Promise<Reply>)) {
    return stubApi({
      'GET /api/me': me,
      'GET /api/plans': { status: 200, body: defaultPlans },
    });
  }

  it('shows a signed-out visitor the public layout, without sending them to /login', async () => {
    stubPricing(meRoute().handler);
    const router = renderAt('/pricing');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Pricing plans' }, pageLoad);
    expect(screen.getByRole('main')).toContainElement(heading);
    const header = within(screen.getByRole('navigation', { name: 'Primary' }));
    expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('advertises Pricing in the public header and footer only while the brand shows the plans', async () => {
    stubApi({ 'GET /api/me': meRoute().handler, 'GET /api/plans': { status: 200, body: defaultPlans } });
    renderAt('/login');
    const nav = within(await screen.findByRole('navigation', { name: 'Primary' }));
    expect(await nav.findByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Pricing' }),
    ).toBeInTheDocument();
  });

  it('hides Pricing from the header and footer while the plans are off, and gives the contact link', async () => {
    stubApi(
      { 'GET /api/me': meRoute().handler, 'GET /api/plans': { status: 200, body: defaultPlans } },
      { show_pricing_plans: false, contact_link: 'https://wa.me/6281234567890' },
    );
    renderAt('/pricing');

    expect(
      await screen.findByRole('heading', { name: 'Plans are not shown right now' }, pageLoad),
    ).toBeInTheDocument();
    const contact = screen.getByRole('link', { name: 'Contact us (opens in a new tab)' });
    expect(contact).toHaveAttribute('href', 'https://wa.me/6281234567890');
    expect(
      screen.getByText('The pricing plans are switched off for the moment. To buy a plan, contact us.'),
    ).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Primary' }));
    expect(nav.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'Pricing' }),
    ).not.toBeInTheDocument();
  });

  it('shows a signed-in visitor the page inside the shell, with Pricing Plans current in the sidebar', async () => {
    stubPricing({ status: 200, body: makeMe({ name: 'Ayu Lestari' }) });
    renderAt('/pricing');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Pricing plans' }, pageLoad);
    expect(screen.getByRole('main')).toContainElement(heading);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing Plans' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Ayu Lestari' }).closest('header')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    // Signed in, the plans offer the checkout rather than a way through login.
    expect(await screen.findByRole('button', { name: 'Choose Medium' })).toBeInTheDocument();
  });

  it('shows neither layout while the session is unknown, then the one that fits', async () => {
    const answer = deferred<Reply>();
    stubPricing(() => answer.promise);
    renderAt('/pricing');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByRole('navigation', { name: 'Primary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    answer.resolve({ status: 200, body: makeMe() });
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pricing plans' }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows the public layout when the session check does not answer in time', async () => {
    stubPricing(() => deferred<Reply>().promise);
    renderAt('/pricing');

    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Pricing plans' },
      { timeout: sessionWaitMs + 3_000 },
    );
    expect(screen.getByRole('main')).toContainElement(heading);
    const header = within(screen.getByRole('navigation', { name: 'Primary' }));
    expect(header.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('stays in the shell, with no skeleton, on the way from a signed-in page to /pricing', async () => {
    stubPricing({ status: 200, body: makeMe() });
    const router = renderAt('/dashboard');
    const user = userEvent.setup();

    const nav = await screen.findByRole('navigation', { name: 'Main' }, pageLoad);
    await user.click(within(nav).getByRole('link', { name: 'Pricing Plans' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pricing plans' }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
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

  it('shows a signed-in page inside the shell: sidebar, top bar and main area', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: makeMe({ name: 'Ayu Lestari' }) } });
    renderAt('/dashboard');

    const heading = await screen.findByRole('heading', { level: 1 }, pageLoad);
    expect(screen.getByRole('main')).toContainElement(heading);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Create Shortlink' })).toHaveAttribute('href', '/create');
    // The user menu in the top bar, beside the main area rather than in it.
    const userMenu = screen.getByRole('button', { name: 'Ayu Lestari' });
    expect(userMenu.closest('header')).not.toBeNull();
    expect(screen.getByRole('main')).not.toContainElement(userMenu);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('signs out from the sidebar and shows the login page with a confirmation', async () => {
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

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    // The confirmation is a toast in the notification region, over the login page.
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('Logged out successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.bodiesOf('POST /api/auth/sign-out')).toHaveLength(1);
  });
});

describe('every signed-in page', () => {
  it.each(signedInRoutes)('%s opens a page inside the shell', async (path) => {
    stubApi({ 'GET /api/me': { status: 200, body: makeMe() } });
    const router = renderAt(path);

    const heading = await screen.findByRole('heading', { level: 1 }, pageLoad);
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(adminRoutes)('%s opens its page for an admin', async (path) => {
    stubApiAs(makeMe({ is_admin: true }));
    const router = renderAt(path);

    const heading = await screen.findByRole('heading', { level: 1 }, pageLoad);
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('list', { name: 'Admin Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/feedback', 'Feedback', { role: 'form', name: 'Send feedback' }],
    [
      '/telegram-support',
      'Telegram Support',
      { role: 'heading', name: 'No support contacts are set up yet' },
    ],
    ['/admin', 'Admin Panel', { role: 'heading', name: 'No feedback yet' }],
    ['/admin/domain-brand', 'Brand Settings', { role: 'form', name: 'Brand settings' }],
  ])('%s is the %s page itself, not a placeholder', async (path, title, shown) => {
    stubApiAs(makeMe({ is_admin: true }), {
      'GET /api/admin/feedback': { status: 200, body: { items: [], next_cursor: null } },
      'GET /api/admin/domain-settings': {
        status: 200,
        body: { base_domain: '', other_domain: '', expired_url: '' },
      },
    });
    renderAt(path);

    await expectThePage(title, shown.role, shown.name);
  });

  it.each([
    ['/admin/pricing', 'Pricing Plans Setting', 'Plans'],
    ['/admin/payment-gateway', 'Payment Gateway', 'Orders'],
  ])('%s is the %s page itself, not a placeholder', async (path, title, section) => {
    stubApiAs(makeMe({ is_admin: true }), {
      'GET /api/admin/plans': { status: 200, body: { items: [] } },
      'GET /api/admin/orders': { status: 200, body: { items: [], next_cursor: null } },
    });
    renderAt(path);

    await expectThePage(title, 'region', section);
  });

  it.each([
    ['/bot-settings', 'Bot Notifications', 'Your Telegram chat'],
    ['/admin/bot-api', 'Telegram Bot Configuration & Test Setting', 'Bot token'],
  ])('%s is the %s page itself, not a placeholder', async (path, title, section) => {
    stubApiAs(makeMe({ is_admin: true }), {
      'GET /api/telegram': { status: 200, body: makeTelegramState() },
      'GET /api/admin/telegram': { status: 200, body: makeUnconfiguredBot() },
      'GET /api/admin/announcements': { status: 200, body: { items: [] } },
      'GET /api/plans': { status: 200, body: [] },
    });
    renderAt(path);

    await expectThePage(title, 'region', section);
  });

  it('/payments is the Payment History page itself, not a placeholder', async () => {
    stubApiAs(makeMe(), {
      'GET /api/orders': { status: 200, body: { items: [] } },
    });
    renderAt('/payments');

    await expectThePage('Payment History', 'heading', 'No payments yet');
  });

  it('/domains is the Add Domains page itself, not a placeholder', async () => {
    stubApiAs(makeMe(), {
      'GET /api/domains': { status: 200, body: { domains: [], limit: 0, used: 0 } },
    });
    renderAt('/domains');

    await expectThePage('Add Domains', 'heading', 'No custom domains yet');
  });

  it.each([
    ['/check-domains', 'Check Domains', 'No domains watched yet'],
    ['/cron-settings', 'Cron Settings', 'No domains to schedule yet'],
  ])('%s is the %s page itself, not a placeholder', async (path, title, empty) => {
    stubApiAs(makeMe(), {
      'GET /api/checks': {
        status: 200,
        body: {
          domains: [],
          limits: { max_check_domains: 1, max_auto_check_domains: 0, min_interval_minutes: 60 },
          used: 0,
          auto_used: 0,
          paused: false,
          notice: null,
        },
      },
      'GET /api/domains': { status: 200, body: { domains: [], limit: 0, used: 0 } },
    });
    renderAt(path);

    await expectThePage(title, 'heading', empty);
  });

  it('/settings/webhooks is the Webhooks page itself, not a placeholder', async () => {
    const me = makeMe();
    stubApiAs(
      { ...me, entitlements: { ...me.entitlements, webhooks: true } },
      {
        'GET /api/webhooks': { status: 200, body: { items: [] } },
      },
    );
    renderAt('/settings/webhooks');

    await expectThePage('Webhooks', 'heading', 'No endpoints yet');
  });

  it("shows a page's description under its title", async () => {
    stubApi({ 'GET /api/me': { status: 200, body: makeMe() } });
    renderAt('/bot-settings');
    expect(
      await screen.findByText('Connect Telegram and choose which events send you a message.', {}, pageLoad),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown page under /admin', async () => {
    stubApiAs(makeMe({ is_admin: true }));
    renderAt('/admin/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, pageLoad)).toBeInTheDocument();
  });

  it('loads each page through the loaders the prefetcher uses, the whole catalogue with all but the dashboard', async () => {
    const [publicLayout, shell, publicOrShell] = routes;
    const admin = shell?.children?.find((route) => route.path === 'admin');
    const routeFor = (path: string) => {
      if (path === '/admin') return admin?.children?.find((route) => route.index);
      if (path.startsWith('/admin/')) {
        return admin?.children?.find((route) => route.path === path.slice('/admin/'.length));
      }
      const tree = signedInRoutes.some((p) => p === path)
        ? shell
        : appPages.some((p) => p.path === path && p.shellWhenSignedIn)
          ? publicOrShell
          : publicLayout;
      if (path === '/') return tree?.children?.find((route) => route.index);
      return tree?.children?.find((route) => route.path === path.slice(1));
    };
    for (const page of appPages) {
      expect(pageLoaders[page.path], page.path).toBe(page.load);
      const lazy = routeFor(page.path)?.lazy;
      if (page.firstPartTexts) {
        expect(lazy, page.path).toBe(page.load);
      } else {
        // Wrapped to wait for the whole catalogue (ADR 0042; the tests have it in already): the
        // same module as the prefetcher's import.
        expect(typeof lazy, page.path).toBe('function');
        expect(await (lazy as () => Promise<unknown>)(), page.path).toBe(await page.load());
      }
    }
    expect(appPages.filter((page) => page.firstPartTexts).map((page) => page.path)).toEqual(['/dashboard']);
  }, 30_000);
});
