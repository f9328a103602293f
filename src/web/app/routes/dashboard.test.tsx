import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/account';
import type { DashboardSummary } from '../../../shared/analytics';
import { reportQueryOptions } from '../../features/analytics/api/get-report';
import { defaultAnalyticsQuery } from '../../features/analytics/lib/query';
import { makeDashboard, makeReport, makeTopLink } from '../../test/make-report';
import { makeMe, stubApi, type Handler, type Reply, refusal } from '../../test/fake-api';
import { LandedAt, renderRoute } from '../../test/render-route';
import { Component as AnalyticsPage } from './analytics';
import { Component as DashboardPage } from './dashboard';

const routes = [
  { path: '/dashboard', Component: DashboardPage },
  { path: '/analytics', Component: AnalyticsPage },
  { path: '*', Component: LandedAt },
];

function setUp(
  dashboard: DashboardSummary | Handler,
  { me = makeMe(), links = [] as unknown[] }: { me?: Me; links?: unknown[] } = {},
) {
  const analytics: URLSearchParams[] = [];
  const api = stubApi({
    'GET /api/me': { status: 200, body: me },
    'GET /api/dashboard': typeof dashboard === 'function' ? dashboard : { status: 200, body: dashboard },
    'GET /api/analytics': ({ url }) => {
      analytics.push(url.searchParams);
      return { status: 200, body: makeReport() };
    },
    'GET /api/links': { status: 200, body: { items: links, total: links.length, page: 1, page_size: 50 } },
  });
  const view = renderRoute(routes, '/dashboard');
  return { api, analytics, ...view };
}

function card(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

async function cards() {
  await screen.findByRole('group', { name: 'Links' });
}

function withSubscription(subscription: Partial<Me['subscription']>): Me {
  const me = makeMe({ name: 'Ayu Lestari' });
  return { ...me, subscription: { ...me.subscription, ...subscription } };
}

describe('/dashboard', () => {
  it('greets the user and shows the headline numbers', async () => {
    setUp(makeDashboard({ links_total: 3, clicks_total: 4321, clicks_today: 10, clicks_yesterday: 8 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ayu Lestari' }),
    ).toBeInTheDocument();
    await cards();
    expect(screen.getByText('Times in Asia/Jakarta')).toBeInTheDocument();
    expect(card('Links')).toHaveTextContent('3');
    expect(card('Total clicks')).toHaveTextContent('4,321');
    expect(card('Today')).toHaveTextContent('10');
    // The 30 days (0 + 1 + ... + 29 clicks) as a labelled picture.
    expect(within(card('Last 30 days')).getByRole('img')).toHaveAccessibleName(
      'Clicks in the last 30 days: 435 in total',
    );
    expect(within(card('Last 30 days')).getByRole('link', { name: 'Open analytics' })).toHaveAttribute(
      'href',
      '/analytics',
    );
  });

  it.each([
    { today: 10, yesterday: 8, direction: 'up', text: 'Up 2 (25%) from 8 yesterday' },
    { today: 5, yesterday: 8, direction: 'down', text: 'Down 3 (38%) from 8 yesterday' },
    { today: 4, yesterday: 0, direction: 'up', text: 'Up 4 from none yesterday' },
    { today: 0, yesterday: 0, direction: 'same', text: 'Same as yesterday (0)' },
    { today: 1200, yesterday: 1200, direction: 'same', text: 'Same as yesterday (1,200)' },
  ])('compares today with yesterday: $text', async ({ today, yesterday, direction, text }) => {
    setUp(makeDashboard({ clicks_today: today, clicks_yesterday: yesterday }));
    await cards();
    const change = within(card('Today')).getByText(text);
    expect(change.closest('[data-direction]')).toHaveAttribute('data-direction', direction);
  });

  it('shows the plan with its days left', async () => {
    setUp(makeDashboard(), {
      me: withSubscription({
        plan: 'vip_max',
        plan_display_name: { en: 'VIP Max', id: 'VIP Max' },
        active: true,
        daysLeft: 12,
      }),
    });
    await cards();
    expect(card('Plan')).toHaveTextContent('VIP Max');
    expect(card('Plan')).toHaveTextContent('12 days left');
    expect(within(card('Plan')).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('calls to upgrade when the plan has ended', async () => {
    const { router } = setUp(makeDashboard(), {
      me: withSubscription({ plan: 'free', active: false, daysLeft: null }),
    });
    const user = userEvent.setup();
    await cards();
    expect(card('Plan')).toHaveTextContent('Free');
    expect(card('Plan')).toHaveTextContent('Your plan has ended.');
    const upgrade = within(card('Plan')).getByRole('link', { name: 'Upgrade' });
    expect(upgrade).toHaveAttribute('href', '/pricing');
    await user.click(upgrade);
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('lists the top 5 and the 5 most recent links, each opening it in the list', async () => {
    const top = Array.from({ length: 6 }, (_, index) =>
      makeTopLink({ title: `Top ${index + 1}`, clicks: 100 - index }),
    );
    const recent = [
      {
        ...makeTopLink({ short_url: 'Fresh01', link: 'http://localhost:3000/Fresh01' }),
        created_at: '2025-06-03T01:00:00.000Z',
      },
    ];
    const { router } = setUp(makeDashboard({ top_links: top, recent_links: recent }));
    const user = userEvent.setup();
    await cards();

    const topList = within(card('Top links')).getByRole('list');
    const topLinks = within(topList).getAllByRole('link');
    expect(topLinks.map((link) => link.textContent)).toEqual(['Top 1', 'Top 2', 'Top 3', 'Top 4', 'Top 5']);
    expect(topLinks[0]).toHaveAttribute('href', `/shortlinks?highlight=${top[0]!.id}`);
    expect(within(topList).getAllByRole('listitem')[0]).toHaveTextContent('100 clicks');

    const recentList = within(card('Recent links')).getByRole('list');
    const fresh = within(recentList).getByRole('link', { name: 'localhost:3000/Fresh01' });
    expect(fresh).toHaveAttribute('href', `/shortlinks?highlight=${recent[0]!.id}`);
    expect(within(recentList).getByRole('listitem')).toHaveTextContent('Created Jun 3, 2025');

    await user.click(topLinks[1]!);
    expect(router.state.location.pathname).toBe('/shortlinks');
    expect(router.state.location.search).toBe(`?highlight=${top[1]!.id}`);
  });

  it('invites a new account to create its first link', async () => {
    setUp(makeDashboard({ links_total: 0, clicks_total: 0, clicks_today: 0, clicks_yesterday: 0 }));
    expect(await screen.findByRole('heading', { name: 'Create your first short link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a short link' })).toHaveAttribute('href', '/create');
    expect(screen.queryByRole('group', { name: 'Total clicks' })).not.toBeInTheDocument();
    // The plan is still shown.
    expect(card('Plan')).toHaveTextContent('7 days left');
  });

  it('tells a basic account what its plan allows instead of sending it to a page that refuses', async () => {
    const basic = makeMe();
    setUp(makeDashboard({ links_total: 0, clicks_total: 0, clicks_today: 0, clicks_yesterday: 0 }), {
      me: { ...basic, entitlements: { ...basic.entitlements, createLinks: false, maxShortlinks: 0 } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Your plan does not include short links' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('heading', { name: 'Create your first short link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a short link' })).not.toBeInTheDocument();
  });

  it("says on the plan card that an admin is exempt from the plan's limits", async () => {
    const admin = makeMe({ is_admin: true });
    setUp(makeDashboard(), { me: admin });
    await cards();
    expect(card('Plan')).toHaveTextContent('As an admin you are not bound by plan limits.');
  });

  it("says nothing about admins on a user's plan card", async () => {
    setUp(makeDashboard());
    await cards();
    expect(card('Plan')).not.toHaveTextContent(/admin/i);
  });

  it('shows a failed load with a way to try again', async () => {
    let attempts = 0;
    const handler: Handler = (): Reply => {
      attempts += 1;
      return attempts === 1
        ? refusal(500, 'internal_error', 'Something went wrong on our side.')
        : { status: 200, body: makeDashboard({ links_total: 7 }) };
    };
    setUp(handler);
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await cards();
    expect(card('Links')).toHaveTextContent('7');
  });

  it('shows skeletons while loading', async () => {
    stubApi({
      'GET /api/me': { status: 200, body: makeMe() },
      'GET /api/dashboard': () => new Promise<Reply>(() => {}),
      'GET /api/analytics': { status: 200, body: makeReport() },
    });
    renderRoute(routes, '/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your dashboard…');
  });

  it('prefetches the default analytics report, so /analytics opens without asking again', async () => {
    const { analytics, router, queryClient } = setUp(makeDashboard());
    await cards();
    await waitFor(() => expect(analytics).toHaveLength(1));
    expect(Object.fromEntries(analytics[0]!)).toEqual({ range: '7d' });
    await waitFor(() =>
      expect(queryClient.getQueryData(reportQueryOptions(defaultAnalyticsQuery).queryKey)).toBeDefined(),
    );

    await router.navigate('/analytics');
    // The report is there at once: no skeleton, and no second request while it is fresh (120 s).
    expect(screen.queryByText('Loading analytics…')).not.toBeInTheDocument();
    expect(
      within(await screen.findByRole('group', { name: 'Clicks' })).getByText('1,234'),
    ).toBeInTheDocument();
    expect(analytics).toHaveLength(1);
  });
});
