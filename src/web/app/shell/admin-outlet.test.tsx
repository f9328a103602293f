import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../../test/fake-api';
import { AdminOutlet, useAdminPageName } from './admin-outlet';
import { renderRoute } from '../../test/render-route';

function PageName() {
  return <h1>{useAdminPageName()}</h1>;
}

describe('AdminOutlet', () => {
  it.each([
    ['/admin', 'Admin Panel'],
    ['/admin/users', 'User Management'],
    ['/admin/bot-api', 'Telegram Bot Configuration & Test Setting'],
  ])('renders the admin page at %s, whose name is %s', (path, name) => {
    renderRoute(
      [
        {
          path: 'admin',
          Component: AdminOutlet,
          children: [
            { index: true, Component: PageName },
            { path: '*', Component: PageName },
          ],
        },
      ],
      path,
      { me: makeMe({ is_admin: true }) },
    );
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
  });
});

describe('AdminOutlet for a non-admin', () => {
  it('shows Access Denied naming the page, not the page', async () => {
    renderRoute(
      [{ path: 'admin', Component: AdminOutlet, children: [{ path: '*', Component: PageName }] }],
      '/admin/users',
      { me: makeMe({ is_admin: false }) },
    );
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have admin permissions to access User Management."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'User Management' })).not.toBeInTheDocument();
  });
});
