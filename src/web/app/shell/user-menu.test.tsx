import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../../test/fake-api';
import { MobileNav } from './mobile-nav';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';
import { LandedAt, renderRoute } from '../../test/render-route';

function menuRoutes() {
  return [
    {
      path: '*',
      element: (
        <>
          <UserMenu />
          <LandedAt />
        </>
      ),
    },
  ];
}

describe('UserMenu', () => {
  it('shows the name on its button', () => {
    renderRoute(menuRoutes(), '/dashboard', { me: makeMe({ name: 'Ayu Lestari' }) });
    expect(screen.getByRole('button', { name: 'Ayu Lestari' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('falls back to the email when there is no name', () => {
    renderRoute(menuRoutes(), '/dashboard', { me: makeMe({ name: '  ', email: 'ayu@example.com' }) });
    expect(screen.getByRole('button', { name: 'ayu@example.com' })).toBeInTheDocument();
  });

  it('falls back to User when neither is known', () => {
    renderRoute(menuRoutes(), '/dashboard', { me: makeMe({ name: '', email: '' }) });
    expect(screen.getByRole('button', { name: 'User' })).toBeInTheDocument();
  });

  it('says User while the account has not loaded', () => {
    renderRoute(menuRoutes(), '/dashboard', { me: null });
    expect(screen.getByRole('button', { name: 'User' })).toBeInTheDocument();
  });

  it.each([
    ['Profile', '/profile'],
    ['Settings', '/settings'],
  ])('opens %s from the menu', async (item, path) => {
    const { router } = renderRoute(menuRoutes(), '/dashboard', { me: makeMe({ name: 'Ayu Lestari' }) });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Ayu Lestari' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Profile', 'Settings']);
    await user.click(within(menu).getByRole('menuitem', { name: item }));

    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('heading', { name: `Landed at ${path}` })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard and chooses with Enter', async () => {
    const { router } = renderRoute(menuRoutes(), '/dashboard', { me: makeMe({ name: 'Ayu Lestari' }) });
    const user = userEvent.setup();

    screen.getByRole('button', { name: 'Ayu Lestari' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(router.state.location.pathname).toBe('/settings');
  });
});

describe('TopBar', () => {
  it('puts the menu toggle, search, bell and user menu in that order', () => {
    renderRoute(
      [
        {
          path: '*',
          element: (
            <MobileNav>
              <TopBar search={<input aria-label="Search" />} bell={<button type="button">Bell</button>} />
            </MobileNav>
          ),
        },
      ],
      '/dashboard',
      { me: makeMe({ name: 'Ayu Lestari' }) },
    );

    const bar = within(screen.getByRole('banner'));
    const inOrder = [
      bar.getByRole('button', { name: 'Open menu' }),
      bar.getByRole('textbox', { name: 'Search' }),
      bar.getByRole('button', { name: 'Bell' }),
      bar.getByRole('button', { name: 'Ayu Lestari' }),
    ];
    for (const [index, element] of inOrder.slice(1).entries()) {
      const before = inOrder[index];
      expect(before?.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  });
});
