import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { everywhere, renderRoute } from '../../../test/render-route';
import { menuWithoutCloaking } from '../../../test/menu-entries';
import { TopBarSearch } from './top-bar-search';

function setUp() {
  const api = stubApi({ 'GET /api/search/links': { status: 200, body: { items: [] } } });
  const view = renderRoute(
    everywhere(
      <>
        <input aria-label="Elsewhere" />
        <TopBarSearch menu={menuWithoutCloaking} />
      </>,
    ),
    '/dashboard',
  );
  const user = userEvent.setup({ delay: null });
  return { ...view, api, user };
}

const searchBox = () => screen.getByRole('button', { name: 'Search shortlinks and features' });
const palette = () => screen.queryByRole('dialog', { name: 'Search' });
// The palette's chunk is downloaded when it is first opened: its first appearance is awaited.
const openedPalette = () => screen.findByRole('dialog', { name: 'Search' });
const paletteInput = () => screen.getByRole('combobox', { name: 'Search shortlinks and features' });

describe('TopBarSearch', () => {
  // The palette is a chunk of its own, imported on first opening: loaded ahead here, so that opening
  // waits for React, not for the module's first transform.
  beforeAll(() => import('./search-palette'), 30_000);

  it('looks like a search box with the shortcut hint, and opens the palette on click', async () => {
    const { user } = setUp();

    expect(searchBox()).toHaveTextContent('Search shortlinks and features...');
    expect(searchBox()).toHaveTextContent('Ctrl K');
    expect(searchBox()).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    expect(palette()).not.toBeInTheDocument();

    await user.click(searchBox());
    expect(await openedPalette()).toBeInTheDocument();
    expect(paletteInput()).toHaveFocus();
  });

  it.each(['{Enter}', ' '])('opens with %s when focused', async (key) => {
    const { user } = setUp();
    searchBox().focus();

    await user.keyboard(key);
    expect(await openedPalette()).toBeInTheDocument();
  });

  it.each([
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['Cmd+K', '{Meta>}k{/Meta}'],
  ])('opens with %s from anywhere, and Escape closes it', async (_name, keys) => {
    const { user } = setUp();
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    await user.click(elsewhere);

    await user.keyboard(keys);
    expect(await openedPalette()).toBeInTheDocument();
    expect(paletteInput()).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(palette()).not.toBeInTheDocument());
    // Focus goes back to where the shortcut was pressed.
    expect(elsewhere).toHaveFocus();
  });

  it('takes the shortcut from the browser, and only that one', async () => {
    setUp();

    expect(fireEvent.keyDown(window, { key: 'k', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(fireEvent.keyDown(window, { key: 'k' })).toBe(true);
    expect(palette()).not.toBeInTheDocument();

    // fireEvent answers false when the handler called preventDefault().
    expect(fireEvent.keyDown(window, { key: 'K', ctrlKey: true })).toBe(false);
    expect(await openedPalette()).toBeInTheDocument();
  });

  it('stops listening for the shortcut once gone', () => {
    const { unmount } = setUp();
    unmount();

    expect(fireEvent.keyDown(window, { key: 'k', metaKey: true })).toBe(true);
  });

  it('chooses an entry with the arrow keys and Enter, then closes and clears', async () => {
    const { user, router, api } = setUp();

    await user.click(searchBox());
    await openedPalette();
    await waitFor(() => expect(paletteInput()).toHaveFocus());
    await user.keyboard('domain');
    // The first result is selected; one step down is the next.
    expect(await screen.findByRole('option', { name: /Add Domains/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(screen.queryByText('Searching...')).not.toBeInTheDocument());
    expect(api.queriesOf('GET /api/search/links').map((query) => query.get('q'))).toEqual(['domain']);

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Check Domains/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/check-domains');
    await waitFor(() => expect(palette()).not.toBeInTheDocument());
    expect(searchBox()).toHaveFocus();

    await user.click(searchBox());
    expect(paletteInput()).toHaveValue('');
    expect(screen.getByRole('option', { name: 'shortlinks' })).toBeInTheDocument();
  });
});
