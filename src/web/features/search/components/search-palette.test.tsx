import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Link } from '../../../../shared/links';
import { deferred } from '../../../test/deferred';
import { stubApi, type Reply, refusal } from '../../../test/fake-api';
import { makeLink } from '../../../test/make-link';
import { makeFolder, makeTag, makeTagList } from '../../../test/make-tag';
import { menuWithoutCloaking, specMenuEntries } from '../../../test/menu-entries';
import { everywhere, renderRoute } from '../../../test/render-route';
import type { MenuEntry, PaletteAction } from '../lib/menu-entries';
import { SearchPalette } from './search-palette';

const searchRoute = 'GET /api/search/links';

/** The fake server answering the palette's link search with `answer(q)`. */
function stubSearchApi(answer: (q: string) => Reply | Promise<Reply>) {
  const api = stubApi({ [searchRoute]: ({ url }) => answer(url.searchParams.get('q') ?? '') });
  return {
    get requests() {
      return api.queriesOf(searchRoute);
    },
    get queries() {
      return api.queriesOf(searchRoute).map((query) => query.get('q') ?? '');
    },
  };
}

function found(items: Link[]): Reply {
  return { status: 200, body: { items } };
}

/** The palette as a parent holds it: open, and closed by the palette itself. */
function OpenPalette({ menu, actions }: { menu: readonly MenuEntry[]; actions?: readonly PaletteAction[] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <SearchPalette open={open} onOpenChange={setOpen} menu={menu} actions={actions} />
      {!open && <p>Palette closed</p>}
    </>
  );
}

function setUp({
  menu = menuWithoutCloaking,
  actions,
}: { menu?: readonly MenuEntry[]; actions?: readonly PaletteAction[] } = {}) {
  const view = renderRoute(everywhere(<OpenPalette menu={menu} actions={actions} />), '/dashboard');
  // No pauses between keystrokes: five characters arrive well inside the 300 ms debounce.
  const user = userEvent.setup({ delay: null });
  return { ...view, user };
}

const input = () => screen.getByRole('combobox', { name: 'Search shortlinks and features' });
const group = (name: string) => screen.queryByRole('group', { name });
const optionsIn = (name: string) => within(screen.getByRole('group', { name })).getAllByRole('option');
const optionTexts = (name: string) => optionsIn(name).map((option) => option.textContent);

describe('SearchPalette', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens empty, labelled, with the placeholder and four hint chips', () => {
    const api = stubSearchApi(() => found([]));
    setUp();

    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', 'Search shortlinks and features...');
    expect(input()).toHaveFocus();
    expect(optionTexts('Search your shortlinks and features')).toEqual([
      'shortlinks',
      'dashboard',
      'analytics',
      'domains',
    ]);
    expect(screen.getByRole('listbox')).toHaveClass('max-h-[300px]', 'overflow-y-auto');
    expect(api.requests).toEqual([]);
  });

  it('fills the search from a chip and searches it', async () => {
    const api = stubSearchApi(() => found([]));
    const { user } = setUp();

    await user.click(screen.getByRole('option', { name: 'dashboard' }));

    expect(input()).toHaveValue('dashboard');
    expect(input()).toHaveFocus();
    expect(await screen.findByRole('group', { name: 'Features & Pages' })).toHaveTextContent('Dashboard');
    expect(api.queries).toEqual(['dashboard']);
    expect(group('Search your shortlinks and features')).not.toBeInTheDocument();
  });

  it('shows Searching... while the link search is in flight', async () => {
    const answer = deferred<Reply>();
    const api = stubSearchApi(() => answer.promise);
    const { user } = setUp();

    await user.type(input(), 'promo');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    // Still in flight after the debounce: the request is what is awaited.
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();

    answer.resolve(found([makeLink({ title: 'Spring promo' })]));
    expect(await screen.findByRole('group', { name: 'Your Shortlinks' })).toHaveTextContent('Spring promo');
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
  });

  it('groups links and pages under their headings', async () => {
    const titled = makeLink({ title: 'Domain launch', destination_url: 'https://example.com/launch' });
    const untitled = makeLink({
      short_url: 'domainz',
      link: 'http://localhost:3000/domainz',
      destination_url: 'https://example.org/domains',
    });
    stubSearchApi(() => found([titled, untitled]));
    const { user } = setUp();

    await user.type(input(), 'domain');

    await screen.findByRole('group', { name: 'Your Shortlinks' });
    const [first, second] = optionsIn('Your Shortlinks');
    expect(first).toHaveTextContent('Domain launch');
    expect(first).toHaveTextContent('https://example.com/launch');
    // No title: the short link itself, without its scheme.
    expect(second).toHaveTextContent('localhost:3000/domainz');
    expect(second).toHaveTextContent('https://example.org/domains');
    expect(optionTexts('Features & Pages')).toEqual(['Add DomainsDomain Tools', 'Check DomainsDomain Tools']);
  });

  it('sorts title matches first', async () => {
    const byDestination = makeLink({ destination_url: 'https://support.example.com' });
    const byTitle = makeLink({ title: 'Support page' });
    stubSearchApi(() => found([byDestination, byTitle]));
    const { user } = setUp();

    await user.type(input(), 'support');

    await screen.findByRole('group', { name: 'Your Shortlinks' });
    expect(optionsIn('Your Shortlinks').map((option) => option.textContent)).toEqual([
      `Support page${byTitle.destination_url}`,
      `localhost:3000/${byDestination.short_url}https://support.example.com`,
    ]);
    // Feedback is listed first in the menu but matches only by its category.
    expect(optionTexts('Features & Pages')).toEqual(['Telegram SupportSupport', 'FeedbackSupport']);
  });

  it('shows at most four links and four pages', async () => {
    const api = stubSearchApi(() =>
      found(Array.from({ length: 6 }, (_, index) => makeLink({ title: `Sale ${index}` }))),
    );
    const { user } = setUp();

    // "s" is in most titles, paths and categories.
    await user.type(input(), 's');

    await screen.findByRole('group', { name: 'Your Shortlinks' });
    expect(optionTexts('Your Shortlinks').map((text) => text?.slice(0, 6))).toEqual([
      'Sale 0',
      'Sale 1',
      'Sale 2',
      'Sale 3',
    ]);
    expect(optionsIn('Features & Pages')).toHaveLength(4);
    expect(api.requests[0]?.get('limit')).toBe('4');
  });

  it('waits for typing to pause 300 ms, then sends one request for the final text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubSearchApi(() => found([makeLink({ title: 'Hello there' })]));
    const { user } = setUp();

    await user.type(input(), 'hello');
    expect(api.requests).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(api.requests).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(api.queries).toEqual(['hello']);
  });

  it('says so when nothing matches', async () => {
    stubSearchApi(() => found([]));
    const { user } = setUp();

    await user.type(input(), 'zzzz');

    expect(await screen.findByText('No results found for "zzzz"')).toBeInTheDocument();
    expect(screen.getByText('Try searching for shortlinks or menu features')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('logs a failed search and shows no links, still offering pages', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubSearchApi(() => refusal(500, 'internal_error', 'Boom.'));
    const { user } = setUp();

    await user.type(input(), 'dash');

    expect(await screen.findByRole('group', { name: 'Features & Pages' })).toHaveTextContent('Dashboard');
    await waitFor(() => expect(screen.queryByText('Searching...')).not.toBeInTheDocument());
    expect(group('Your Shortlinks')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toBe('Link search failed');
  });

  it('offers only the pages it is given', async () => {
    stubSearchApi(() => found([]));
    const hidden = setUp({ menu: menuWithoutCloaking });
    await hidden.user.type(input(), 'cloak');
    expect(await screen.findByText('No results found for "cloak"')).toBeInTheDocument();
    hidden.unmount();

    const shown = setUp({ menu: specMenuEntries });
    await shown.user.type(input(), 'cloak');
    expect(await screen.findByRole('option', { name: /Cloaking Rules/ })).toBeInTheDocument();
  });

  it('goes to the chosen link on the shortlinks page, closing and clearing the palette', async () => {
    const link = makeLink({ title: 'Spring promo' });
    stubSearchApi(() => found([link]));
    const { user, router } = setUp();

    await user.type(input(), 'spring');
    await user.click(await screen.findByRole('option', { name: /Spring promo/ }));

    expect(router.state.location.pathname).toBe('/shortlinks');
    expect(router.state.location.search).toBe(`?highlight=${link.id}`);
    expect(await screen.findByText('Palette closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("finds the workspace's tags and folders by name and opens the links list filtered by one", async () => {
    const sale = makeTag({ name: 'Summer sale', links: 3 });
    const box = makeFolder({ name: 'Sales team', links: 1 });
    stubApi({
      [searchRoute]: () => found([]),
      'GET /api/tags': () => ({ status: 200, body: makeTagList([sale, makeTag({ name: 'Eid' })]) }),
      'GET /api/folders': () => ({ status: 200, body: { items: [box], unfiled: 0 } }),
    });
    const { user, router } = setUp();

    await user.type(input(), 'sale');
    expect(await screen.findByRole('option', { name: /Summer sale/ })).toHaveTextContent('3 links');
    expect(optionTexts('Tags')).toEqual(['Summer sale3 links']);
    expect(optionTexts('Folders')).toEqual(['Sales team1 link']);
    await user.click(screen.getByRole('option', { name: /Sales team/ }));

    expect(router.state.location.pathname).toBe('/shortlinks');
    expect(router.state.location.search).toBe(`?folder=${box.id}`);
  });

  it('selects the first result again after the query is refined, so Enter opens it', async () => {
    stubSearchApi(() => found([]));
    const { user, router } = setUp();

    await user.type(input(), 'a');
    expect(await screen.findByRole('option', { name: /^Dashboard/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(screen.queryByText('Searching...')).not.toBeInTheDocument());

    await user.clear(input());
    await user.type(input(), 'check');
    const only = await screen.findByRole('option', { name: /Check Domains/ });
    await waitFor(() => expect(screen.queryByText('Searching...')).not.toBeInTheDocument());
    expect(optionTexts('Features & Pages')).toEqual(['Check DomainsDomain Tools']);
    expect(only).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/check-domains');
  });

  it('selects the first link, not the first page, when links are listed above pages', async () => {
    stubSearchApi((q) => found(q === 'dom' ? [makeLink({ title: 'Domain launch' })] : []));
    const { user } = setUp();

    await user.type(input(), 'd');
    expect(await screen.findByRole('option', { name: /^Dashboard/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.type(input(), 'om');

    const link = await screen.findByRole('option', { name: /Domain launch/ });
    await waitFor(() => expect(link).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('option', { name: /Add Domains/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('clears the results when the search is cleared', async () => {
    stubSearchApi(() => found([makeLink({ title: 'Dash link' })]));
    const { user } = setUp();

    await user.type(input(), 'dash');
    await screen.findByRole('group', { name: 'Your Shortlinks' });
    await user.clear(input());

    expect(group('Your Shortlinks')).not.toBeInTheDocument();
    expect(group('Features & Pages')).not.toBeInTheDocument();
    expect(group('Search your shortlinks and features')).toBeInTheDocument();
  });

  it('offers the actions it is given under their heading, and runs the chosen one', async () => {
    stubSearchApi(() => found([]));
    const ran: string[] = [];
    const { user } = setUp({
      actions: [
        {
          id: 'workspace:acme',
          title: 'Switch to Acme Marketing',
          hint: 'Admin',
          aliases: ['acme', 'workspace'],
          group: 'Workspaces',
          run: () => ran.push('acme'),
        },
        {
          id: 'workspace:create',
          title: 'Create workspace',
          aliases: ['workspace'],
          group: 'Workspaces',
          run: () => ran.push('create'),
        },
      ],
    });

    await user.type(input(), 'workspace');
    expect(await screen.findByRole('group', { name: 'Workspaces' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Searching...')).not.toBeInTheDocument());
    // A match by title comes before one by alias.
    expect(optionTexts('Workspaces')).toEqual(['Create workspace', 'Switch to Acme MarketingAdmin']);

    await user.clear(input());
    await user.type(input(), 'acme');
    await user.click(await screen.findByRole('option', { name: /Switch to Acme Marketing/ }));
    expect(ran).toEqual(['acme']);
    expect(await screen.findByText('Palette closed')).toBeInTheDocument();
  });
});
