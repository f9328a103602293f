import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Link } from '../../../shared/links';
import { Toaster } from '../../components/feedback/toaster';
import { dismissToast } from '../../lib/toast';
import { makeMe, type Handler, type Reply } from '../../test/fake-api';
import { makeLink, makeLinkList } from '../../test/make-link';
import { makeFolder, makeFolderList, makeTag, makeTagList } from '../../test/make-tag';
import { LandedAt, renderRoute } from '../../test/render-route';
import { Component as ShortlinksPage } from './shortlinks';

// /shortlinks with tags and folders: the filters in the address and the request, the rows' chips
// and folder, Duplicate, and the editor's tags and folder.

afterEach(() => {
  dismissToast();
});

const promo = makeTag({ name: 'Promo', color: 'green', links: 2 });
const ramadan = makeTag({ name: 'Ramadan 2027', color: 'purple', links: 1 });
const campaigns = makeFolder({ name: 'Campaigns', links: 1 });
const archive = makeFolder({ name: 'Archive' });

const routes = [
  {
    path: '/shortlinks',
    element: (
      <>
        <ShortlinksPage />
        <Toaster />
      </>
    ),
  },
  { path: '*', Component: LandedAt },
];

/** The workspace's tags, folders and domains, and GET /api/links answered by `answer`. */
function setUp(
  answer: (query: URLSearchParams) => Link[],
  path = '/shortlinks',
  more: Record<string, Handler | Reply> = {},
) {
  const view = renderRoute(routes, path, {
    me: makeMe(),
    api: {
      'GET /api/links': ({ url }) => ({ status: 200, body: makeLinkList(answer(url.searchParams)) }),
      'GET /api/tags': { status: 200, body: makeTagList([promo, ramadan]) },
      'GET /api/folders': { status: 200, body: makeFolderList([campaigns, archive], 4) },
      'GET /api/links/domains': {
        status: 200,
        body: { domains: ['localhost', 'go.example.com'], default: 'localhost', own: 'localhost' },
      },
      ...more,
    },
  });
  const linkQueries = () => view.api.queriesOf('GET /api/links');
  return {
    ...view,
    user: userEvent.setup(),
    lastQuery: () => Object.fromEntries(linkQueries().at(-1) ?? []),
    search: () => view.router.state.location.search,
  };
}

async function rows() {
  const list = await screen.findByRole('list', { name: 'Short links' });
  return within(list).getAllByRole('listitem');
}

const filters = () => screen.getByRole('group', { name: 'Filter links' });

describe('/shortlinks filters', () => {
  it('keeps each filter in the address and the request, and goes back to page 1', async () => {
    const { user, lastQuery, search } = setUp(() => [makeLink()], '/shortlinks?q=sale&page=2');
    await rows();
    const folder = within(filters()).getByLabelText('Folder');
    await within(folder).findByRole('option', { name: 'Campaigns' });

    await user.selectOptions(folder, 'Campaigns');
    await waitFor(() => expect(lastQuery()).toMatchObject({ folder: campaigns.id }));
    expect(search()).toBe(`?q=sale&folder=${campaigns.id}`);
    expect(lastQuery()).toEqual({ page: '1', q: 'sale', folder: campaigns.id });

    await user.selectOptions(within(filters()).getByLabelText('State'), 'Expired');
    await user.selectOptions(within(filters()).getByLabelText('Folder'), 'No folder');
    const domain = within(filters()).getByLabelText('Domain');
    await within(domain).findByRole('option', { name: 'go.example.com' });
    await user.selectOptions(domain, 'go.example.com');

    await waitFor(() => expect(lastQuery()).toMatchObject({ domain: 'go.example.com' }));
    expect(lastQuery()).toEqual({
      page: '1',
      q: 'sale',
      folder: 'none',
      state: 'expired',
      domain: 'go.example.com',
    });
    expect(search()).toBe('?q=sale&folder=none&state=expired&domain=go.example.com');
    // The report over the same links: the search and the filters go along.
    expect(screen.getByRole('link', { name: 'Analytics of these links' })).toHaveAttribute(
      'href',
      '/analytics?q=sale&folder=none&domain=go.example.com&state=expired',
    );
  });

  it('filters by tags, any or all of them', async () => {
    const { user, api, lastQuery, search } = setUp(() => [makeLink()]);
    await rows();
    // Unfiltered, the workspace's report is the one /analytics opens with.
    expect(screen.queryByRole('link', { name: 'Analytics of these links' })).not.toBeInTheDocument();
    const tags = within(filters()).getByRole('combobox', { name: 'Tags' });

    await user.click(tags);
    await user.click(await screen.findByRole('option', { name: 'Promo' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ tags: promo.id }));
    expect(lastQuery()).toEqual({ page: '1', tags: promo.id, tag_mode: 'any' });
    // One tag: any and all are the same, so there is nothing to choose yet.
    expect(screen.queryByRole('radio', { name: 'all of these tags' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('option', { name: 'Ramadan 2027' }));
    await user.click(screen.getByRole('radio', { name: 'all of these tags' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ tag_mode: 'all' }));
    expect(lastQuery()).toEqual({ page: '1', tags: `${promo.id},${ramadan.id}`, tag_mode: 'all' });
    expect(search()).toBe(`?tags=${encodeURIComponent(`${promo.id},${ramadan.id}`)}&tag_mode=all`);

    // Taking the last tag off takes the mode with it.
    await user.click(screen.getByRole('button', { name: 'Remove tag Promo' }));
    await user.click(screen.getByRole('button', { name: 'Remove tag Ramadan 2027' }));
    await waitFor(() => expect(search()).toBe(''));
    // The unfiltered list read first is still fresh: it shows again without another request.
    expect(api.queriesOf('GET /api/links').map((query) => query.get('tags'))).toEqual([
      null,
      promo.id,
      `${promo.id},${ramadan.id}`,
      `${promo.id},${ramadan.id}`,
      ramadan.id,
    ]);
  });

  it('asks for whole days: from the first day’s local midnight to the midnight after the last', async () => {
    const { lastQuery, search } = setUp(() => [makeLink()]);
    await rows();

    fireEvent.change(within(filters()).getByLabelText('Created from'), { target: { value: '2026-03-01' } });
    fireEvent.change(within(filters()).getByLabelText('Created until'), { target: { value: '2026-03-31' } });

    await waitFor(() => expect(lastQuery()).toHaveProperty('created_to'));
    expect(search()).toBe('?created_from=2026-03-01&created_to=2026-03-31');
    const { created_from: from, created_to: to } = lastQuery();
    expect(from).toMatch(/^2026-03-01T00:00:00[+-]\d{2}:\d{2}$/);
    expect(new Date(from!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(to!).getTime()).toBe(new Date(2026, 3, 1).getTime());
  });

  it('opens filtered from the address (the tags page links here), and Clear filters keeps the search', async () => {
    const { user, lastQuery, search } = setUp(
      () => [makeLink()],
      `/shortlinks?q=sale&tags=${promo.id}&folder=${campaigns.id}`,
    );
    await rows();
    expect(lastQuery()).toEqual({
      page: '1',
      q: 'sale',
      tags: promo.id,
      tag_mode: 'any',
      folder: campaigns.id,
    });
    const chosen = await within(filters()).findByRole('list', { name: 'Chosen tags' });
    expect(within(chosen).getByText('Promo')).toBeInTheDocument();
    await waitFor(() => expect(within(filters()).getByLabelText('Folder')).toHaveDisplayValue('Campaigns'));

    await user.click(within(filters()).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search()).toBe('?q=sale'));
    expect(lastQuery()).toEqual({ page: '1', q: 'sale' });
    expect(within(filters()).queryByRole('list', { name: 'Chosen tags' })).not.toBeInTheDocument();
    expect(within(filters()).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says no links match the filters, not that there are none, and clears them', async () => {
    const { user, search } = setUp(
      (query) => (query.has('state') ? [] : [makeLink({ title: 'Still here' })]),
      '/shortlinks?state=disabled',
    );

    expect(await screen.findByText('No links match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No short links yet' })).not.toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    // One in the bar, one in the empty state.
    expect(clearButtons).toHaveLength(2);

    await user.click(clearButtons[1]!);
    expect(await screen.findByText('Still here')).toBeInTheDocument();
    expect(search()).toBe('');
  });
});

describe('/shortlinks rows with tags and folders', () => {
  it('shows each link’s tags as chips and its folder’s name, and links to the tags page', async () => {
    setUp(() => [
      makeLink({
        title: 'Filed',
        tags: [
          { id: promo.id, name: 'Promo', color: 'green' },
          { id: ramadan.id, name: 'Ramadan 2027', color: 'purple' },
        ],
        folder_id: campaigns.id,
      }),
      makeLink({ title: 'Loose' }),
    ]);
    const [filed, loose] = await rows();

    await waitFor(() => expect(filed).toHaveTextContent('Folder:Campaigns'));
    expect(filed).toHaveTextContent('Tags:PromoRamadan 2027');
    expect(loose).not.toHaveTextContent('Tags:');
    expect(loose).not.toHaveTextContent('Folder:');
    expect(screen.getByRole('link', { name: 'Tags and folders' })).toHaveAttribute(
      'href',
      '/shortlinks/tags',
    );
  });

  it('duplicates a link, says so and lists the copy', async () => {
    const original = makeLink({ short_url: 'Orig001', link: 'http://localhost:3000/Orig001' });
    const copy = makeLink({ short_url: 'Copy001', link: 'http://localhost:3000/Copy001' });
    let items = [original];
    const { user, api } = setUp(() => items, '/shortlinks', {
      [`POST /api/links/${original.id}/duplicate`]: () => {
        items = [copy, original];
        return { status: 201, body: copy };
      },
    });
    await rows();

    await user.click(screen.getByRole('button', { name: 'Duplicate localhost:3000/Orig001' }));

    expect(await screen.findByText('Link duplicated')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The copy is localhost:3000/Copy001, with the same destination, rules, tags and folder.',
      ),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/links/${original.id}/duplicate`, body: undefined },
    ]);
  });

  it('edits a link’s tags and folder, sending only those', async () => {
    const link = makeLink({
      short_url: 'Tagged1',
      link: 'http://localhost:3000/Tagged1',
      tags: [{ id: promo.id, name: 'Promo', color: 'green' }],
    });
    const { user, api } = setUp(() => [link], '/shortlinks', {
      [`PATCH /api/links/${link.id}`]: ({ body }) => ({
        status: 200,
        body: { ...link, ...(body as object) },
      }),
    });
    await rows();

    await user.click(screen.getByRole('button', { name: 'Edit localhost:3000/Tagged1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Chosen tags' })).getByText('Promo'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove tag Promo' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Tags' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Ramadan 2027' }));
    const folder = within(dialog).getByLabelText(/Folder/);
    await within(folder).findByRole('option', { name: 'Archive' });
    await user.selectOptions(folder, 'Archive');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(`PATCH /api/links/${link.id}`)).toEqual([
      { tag_ids: [ramadan.id], folder_id: archive.id },
    ]);
  });
});
