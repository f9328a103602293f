import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../components/feedback/toaster';
import { i18n } from '../../lib/i18n';
import { storedLanguage } from '../../lib/language';
import { chooseTheme, storedTheme } from '../../lib/theme-choice';
import { dismissToast } from '../../lib/toast';
import { makeMe, refusal } from '../../test/fake-api';
import { MobileNav } from './mobile-nav';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';
import { LandedAt, renderRoute } from '../../test/render-route';
import { roleTexts } from '../../test/texts';

function menuRoutes() {
  return [
    {
      path: '*',
      element: (
        <>
          <UserMenu />
          <LandedAt />
          <Toaster />
        </>
      ),
    },
  ];
}

afterEach(async () => {
  dismissToast();
  chooseTheme('system');
  localStorage.clear();
  await i18n.changeLanguage('en');
});

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
    ['Workspace settings', '/settings/workspace'],
    ['Members', '/settings/members'],
  ])('opens %s from the menu', async (item, path) => {
    const { router } = renderRoute(menuRoutes(), '/dashboard', { me: makeMe({ name: 'Ayu Lestari' }) });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Ayu Lestari' }));
    const menu = await screen.findByRole('menu');
    expect(roleTexts(menu, 'menuitem')).toEqual(['Profile', 'Settings', 'Workspace settings', 'Members']);
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

describe('the language in the user menu', () => {
  it('lists both languages in their own names, the one in force ticked', async () => {
    renderRoute(menuRoutes(), '/dashboard', { me: makeMe({ name: 'Ayu Lestari' }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ayu Lestari' }));
    const menu = await screen.findByRole('menu');

    const group = within(menu).getByRole('group', { name: 'Language' });
    const choices = within(group).getAllByRole('menuitemradio');
    expect(choices.map((choice) => [choice.textContent, choice.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Bahasa Indonesia', 'id'],
    ]);
    expect(choices.map((choice) => choice.getAttribute('aria-checked'))).toEqual(['true', 'false']);
  });

  it('switches the page at once and saves the choice to the account', async () => {
    const me = makeMe({ name: 'Ayu Lestari' });
    const { api } = renderRoute(menuRoutes(), '/dashboard', {
      me,
      api: {
        'PATCH /api/me': ({ body }) => ({
          status: 200,
          body: makeMe({ ...me.profile, ...(body as object) }),
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ayu Lestari' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Bahasa Indonesia' }));

    expect(i18n.language).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect(storedLanguage()).toBe('id');
    await waitFor(() => expect(api.bodiesOf('PATCH /api/me')).toEqual([{ language: 'id' }]));
    // The menu itself now reads in Indonesian.
    await user.click(screen.getByRole('button', { name: 'Ayu Lestari' }));
    expect(
      await screen.findByRole('menuitem', { name: i18n.t('shell.userMenu.settings') }),
    ).toBeInTheDocument();
    expect(i18n.t('shell.userMenu.settings')).not.toBe('Settings');
  });

  it('switches back and says so when the account cannot save it', async () => {
    renderRoute(menuRoutes(), '/dashboard', {
      me: makeMe({ name: 'Ayu Lestari' }),
      api: {
        'PATCH /api/me': refusal(503, 'service_unavailable', 'Down'),
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ayu Lestari' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Bahasa Indonesia' }));

    expect(
      await screen.findByText('Your language could not be saved to your account. Try again.'),
    ).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
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

describe('the theme in the user menu', () => {
  const isDark = () => document.documentElement.classList.contains('dark');

  function openWithSaving(status = 200) {
    const me = makeMe({ name: 'Ayu Lestari' });
    return renderRoute(menuRoutes(), '/dashboard', {
      me,
      api: {
        'PATCH /api/me': ({ body }) =>
          status === 200
            ? { status, body: makeMe({ ...me.profile, ...(body as object) }) }
            : { status, body: { error: { code: 'service_unavailable', message: 'Down' } } },
      },
    });
  }

  it('offers light, dark and the system as one choice, the one in force ticked', async () => {
    renderRoute(menuRoutes(), '/dashboard', { me: makeMe({ name: 'Ayu Lestari' }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ayu Lestari' }));
    const group = within(await screen.findByRole('menu')).getByRole('group', { name: 'Theme' });
    const choices = within(group).getAllByRole('menuitemradio');
    expect(choices.map((choice) => [choice.textContent, choice.getAttribute('aria-checked')])).toEqual([
      ['Light', 'false'],
      ['Dark', 'false'],
      ['System', 'true'],
    ]);
  });

  it('switches the page at once, remembers it in this browser and saves it to the account', async () => {
    const { api } = openWithSaving();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ayu Lestari' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));

    expect(isDark()).toBe(true);
    expect(storedTheme()).toBe('dark');
    await waitFor(() => expect(api.bodiesOf('PATCH /api/me')).toEqual([{ theme: 'dark' }]));
    await user.click(screen.getByRole('button', { name: 'Ayu Lestari' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('is chosen from the keyboard', async () => {
    const { api } = openWithSaving();
    const user = userEvent.setup();
    chooseTheme('dark');
    screen.getByRole('button', { name: 'Ayu Lestari' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    // Profile, Settings, Workspace settings, Members, the two languages, then Light.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(isDark()).toBe(false);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(api.bodiesOf('PATCH /api/me')).toEqual([{ theme: 'light' }]));
  });

  it('switches back and says so when the account cannot save it', async () => {
    openWithSaving(503);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ayu Lestari' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));

    expect(
      await screen.findByText('Your theme could not be saved to your account. Try again.'),
    ).toBeInTheDocument();
    expect(isDark()).toBe(false);
    expect(storedTheme()).toBe('system');
  });

  it('reads in Indonesian', async () => {
    await i18n.changeLanguage('id');
    renderRoute(menuRoutes(), '/dashboard', { me: makeMe({ name: 'Ayu Lestari' }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ayu Lestari' }));
    const group = within(await screen.findByRole('menu')).getByRole('group', { name: 'Tema' });
    expect(roleTexts(group, 'menuitemradio')).toEqual(['Terang', 'Gelap', 'Sistem']);
  });
});
