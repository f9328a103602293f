import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../../shared/account';
import { i18n } from '../lib/i18n';
import { makeMe, makePaidMe } from '../test/fake-api';
import { specMenuEntries } from '../test/menu-entries';
import { LandedAt, renderRoute } from '../test/render-route';
import { appPages, viewerOf } from './pages';
import { routes } from './router';
import { searchEntriesFor } from './shell/search-entries';
import { SignedInLayout } from './signed-in-layout';

// The page registry is the one place a page is added: these check that each entry reaches the
// router, the sidebar and the search palette, and that Cloaking Rules follows the plan.

const admin = makeMe({ is_admin: true });
const t = i18n.t.bind(i18n);

/** The signed-in shell around a stand-in page, for one account. */
function renderShell(me: Me) {
  const shell: RouteObject[] = [
    { Component: SignedInLayout, children: [{ path: '*', Component: LandedAt }] },
  ];
  const view = renderRoute(shell, '/dashboard', {
    me,
    api: { 'GET /api/search/links': { status: 200, body: { items: [] } } },
  });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

/** The full path of every lazily loaded page in a route tree. */
function pagePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = !route.path || route.path === '/' ? parent : `${parent}/${route.path}`;
    return [...(route.lazy ? [path || '/'] : []), ...pagePaths(route.children ?? [], path)];
  });
}

describe('a page in the registry', () => {
  it('has a route', () => {
    const paths = pagePaths(routes);
    for (const page of appPages) expect(paths, page.path).toContain(page.path);
  });

  it('with a nav group, is in that sidebar group', async () => {
    renderShell(admin);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const page of appPages) {
      if (!page.nav) continue;
      const group = within(nav).getByRole('list', { name: t(`shell.nav.groups.${page.nav.group}`) });
      expect(within(group).getByRole('link', { name: t(`shell.nav.items.${page.key}`) })).toHaveAttribute(
        'href',
        page.path,
      );
    }
  });

  it('with a search title, is one of the palette’s entries, as the spec lists them', () => {
    expect(searchEntriesFor(viewerOf(admin))).toEqual(specMenuEntries);
    for (const page of appPages) {
      if (!page.search) continue;
      expect(searchEntriesFor(viewerOf(admin))).toContainEqual({ ...page.search, path: page.path });
    }
  });
});

describe('Cloaking Rules', () => {
  // The palette is a chunk of its own, imported on first opening: loaded ahead here, so that opening
  // waits for React, not for the module's first transform.
  beforeAll(() => import('../features/search/components/search-palette'), 30_000);

  async function searchPalette(user: ReturnType<typeof userEvent.setup>, text: string) {
    await user.click(screen.getByRole('button', { name: 'Search shortlinks and features' }));
    // The palette's chunk is downloaded when it is first opened: typing waits until it has the focus.
    const input = await screen.findByRole('combobox', { name: 'Search shortlinks and features' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard(text);
    await waitFor(() => expect(screen.queryByText('Searching...')).not.toBeInTheDocument());
  }

  it('is hidden from a free trial, in the sidebar and the palette', async () => {
    const { user } = renderShell(makeMe());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Cloaking Rules' })).not.toBeInTheDocument();

    await searchPalette(user, 'cloak');
    expect(await screen.findByText('No results found for "cloak"')).toBeInTheDocument();
  });

  it.each([
    ['a paid plan with cloaking', makePaidMe()],
    ['an admin', admin],
  ])('is offered to %s, in the sidebar and the palette', async (_who, me) => {
    const { user } = renderShell(me);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Cloaking Rules' })).toHaveAttribute('href', '/cloaking');

    await searchPalette(user, 'cloak');
    expect(await screen.findByRole('option', { name: /Cloaking Rules/ })).toBeInTheDocument();
  });

  it('is not offered by a paid plan without cloaking', async () => {
    const paid = makePaidMe();
    renderShell({ ...paid, entitlements: { ...paid.entitlements, cloakingCountry: false } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Cloaking Rules' })).not.toBeInTheDocument();
  });
});
