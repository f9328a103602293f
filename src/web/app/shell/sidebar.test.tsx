import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../shared/account';
import { makeMe, makePaidMe } from '../../test/fake-api';
import { Sidebar } from './sidebar';
import { everywhere, renderRoute } from '../../test/render-route';

function renderSidebar(me: Me, path = '/dashboard', prefetch = vi.fn()) {
  const view = renderRoute(everywhere(<Sidebar prefetch={prefetch} />), path, { me });
  return { ...view, prefetch };
}

/** Each group's label with its links' texts and targets, in document order. */
function sidebarStructure() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('list')
    .map((list) => [
      document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent,
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ]);
}

/** The groups every signed-in user sees; Link Management holds Cloaking Rules when it is offered. */
const memberGroups = (cloaking: boolean) => [
  ['Main Menu', [['Dashboard', '/dashboard']]],
  [
    'Link Management',
    [
      ['Create Shortlink', '/create'],
      ['Recent Links', '/shortlinks'],
      ['Tags and Folders', '/shortlinks/tags'],
      ...(cloaking ? [['Cloaking Rules', '/cloaking']] : []),
    ],
  ],
  ['Insights', [['Analytics', '/analytics']]],
  [
    'Domain Tools',
    [
      ['Add Domains', '/domains'],
      ['Check Domains', '/check-domains'],
    ],
  ],
  [
    'Automation',
    [
      ['Cron Settings', '/cron-settings'],
      ['Webhooks', '/settings/webhooks'],
    ],
  ],
  [
    'Billing and Account',
    [
      ['Pricing Plans', '/pricing'],
      ['Payment History', '/payments'],
      ['Profile', '/profile'],
    ],
  ],
  ['Notification Settings', [['Bot Notifications', '/bot-settings']]],
  [
    'Support',
    [
      ['Feedback', '/feedback'],
      ['Telegram Support', '/telegram-support'],
    ],
  ],
];

const adminGroup = [
  'Admin Settings',
  [
    ['Pricing Plans Setting', '/admin/pricing'],
    ['Telegram Bot Configuration & Test Setting', '/admin/bot-api'],
    ['Brand Settings', '/admin/domain-brand'],
    ['Payment Gateway', '/admin/payment-gateway'],
    ['User Management', '/admin/users'],
    ['Admin Panel', '/admin'],
  ],
];

describe('Sidebar', () => {
  it("shows the spec's groups, items, paths and order to a paid subscriber", () => {
    renderSidebar(makePaidMe());
    expect(sidebarStructure()).toEqual(memberGroups(true));
    expect(screen.queryByRole('list', { name: 'Admin Settings' })).not.toBeInTheDocument();
  });

  it('adds the Admin Settings group, last, for an admin', () => {
    renderSidebar(makeMe({ is_admin: true }));
    expect(sidebarStructure()).toEqual([...memberGroups(true), adminGroup]);
  });

  it('leaves Cloaking Rules out for a free trial, whose plan has no cloaking', () => {
    renderSidebar(makeMe());
    expect(sidebarStructure()).toEqual(memberGroups(false));
    expect(screen.queryByRole('link', { name: 'Cloaking Rules' })).not.toBeInTheDocument();
  });

  it('marks the current page, and only it', () => {
    renderSidebar(makeMe({ is_admin: true }), '/admin/users');
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['User Management']);
  });

  it('marks Admin Panel on /admin without marking the pages below it', () => {
    renderSidebar(makeMe({ is_admin: true }), '/admin');
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'User Management' })).not.toHaveAttribute('aria-current');
  });

  it('keeps Recent Links current with a highlight query', () => {
    renderSidebar(makeMe(), '/shortlinks?highlight=abc');
    expect(screen.getByRole('link', { name: 'Recent Links' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates when an item is chosen and moves the current mark', async () => {
    const { router } = renderSidebar(makeMe(), '/dashboard');
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: 'Check Domains' }));

    expect(router.state.location.pathname).toBe('/check-domains');
    expect(screen.getByRole('heading', { name: 'Landed at /check-domains' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check Domains' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('prefetches a page when its link is hovered or focused', async () => {
    const { prefetch } = renderSidebar(makeMe());
    const user = userEvent.setup();

    await user.hover(screen.getByRole('link', { name: 'Analytics' }));
    expect(prefetch).toHaveBeenLastCalledWith('/analytics');

    screen.getByRole('link', { name: 'Payment History' }).focus();
    expect(prefetch).toHaveBeenLastCalledWith('/payments');
  });

  it('shows the brand, linking to the dashboard, and a Logout button', async () => {
    renderSidebar(makeMe(), '/profile');
    expect(await screen.findByRole('link', { name: 'Ringkas dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
