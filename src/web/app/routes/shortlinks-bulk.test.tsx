import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BulkJob } from '../../../shared/link-bulk';
import type { Link } from '../../../shared/links';
import { Toaster } from '../../components/feedback/toaster';
import { dismissToast } from '../../lib/toast';
import { storeWorkspaceId } from '../../lib/workspace';
import { makeMe, refusal, type Handler, type Reply } from '../../test/fake-api';
import { makeBulkJob } from '../../test/make-bulk-job';
import { makeLink, makeLinkList } from '../../test/make-link';
import { makeFolder, makeFolderList, makeTag, makeTagList } from '../../test/make-tag';
import { makeTeamWorkspace } from '../../test/make-workspace';
import { LandedAt, renderRoute } from '../../test/render-route';
import { Component as ShortlinksPage } from './shortlinks';

// /shortlinks' bulk actions: rows chosen one by one or every link the filter matches, the
// confirmation with its count, the job's progress and report, and the list read again after.

afterEach(() => {
  dismissToast();
});

const promo = makeTag({ name: 'Promo', color: 'green' });
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

/** The workspace's links (`total` of them matching), tags, folders and domains, and `more` routes. */
function setUp(
  links: () => Link[],
  {
    path = '/shortlinks',
    total,
    more = {},
  }: { path?: string; total?: number; more?: Record<string, Handler | Reply> } = {},
) {
  const view = renderRoute(routes, path, {
    me: makeMe(),
    api: {
      'GET /api/links': () => ({ status: 200, body: makeLinkList(links(), { total }) }),
      'GET /api/tags': { status: 200, body: makeTagList([promo]) },
      'GET /api/folders': { status: 200, body: makeFolderList([archive]) },
      'GET /api/links/domains': {
        status: 200,
        body: { domains: ['localhost', 'go.example.com'], default: 'localhost', own: 'localhost' },
      },
      ...more,
    },
  });
  return {
    ...view,
    user: userEvent.setup(),
    linkQueries: () => view.api.queriesOf('GET /api/links'),
  };
}

async function rows() {
  const list = await screen.findByRole('list', { name: 'Short links' });
  return within(list).getAllByRole('listitem');
}

const rowBox = (link: Link) =>
  screen.getByRole('checkbox', { name: `Select ${link.link.replace('http://', '')}` });
const pageBox = () => screen.getByRole('checkbox', { name: 'Select all on this page' });
const actions = () => screen.getByRole('group', { name: 'Actions on the selected links' });

describe('/shortlinks bulk actions', () => {
  it('disables the rows chosen by their ids, then reads the list again and clears the choice', async () => {
    const first = makeLink();
    const second = makeLink();
    const third = makeLink();
    const items = [first, second, third];
    const { user, api, linkQueries } = setUp(() => items, {
      more: {
        'POST /api/links/bulk': ({ body }) => {
          const { ids } = body as { ids: string[] };
          for (const [index, item] of items.entries()) {
            if (ids.includes(item.id)) items[index] = { ...item, is_active: false };
          }
          return { status: 200, body: makeBulkJob({ action: 'disable', total: ids.length }) };
        },
      },
    });
    await rows();
    expect(screen.queryByRole('group', { name: 'Actions on the selected links' })).not.toBeInTheDocument();

    await user.click(rowBox(first));
    await user.click(rowBox(third));
    expect(pageBox()).toBePartiallyChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(within(actions()).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable 2 links?' });
    const readsBefore = linkQueries().length;
    await user.click(within(dialog).getByRole('button', { name: 'Disable links' }));

    expect(await within(dialog).findByText('Done: 2. Skipped: 0.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/links/bulk')).toEqual([{ action: 'disable', ids: [first.id, third.id] }]);
    await waitFor(() => expect(linkQueries().length).toBeGreaterThan(readsBefore));
    expect(await screen.findByText('Links disabled')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [firstRow, secondRow, thirdRow] = await rows();
    await waitFor(() => expect(within(firstRow!).getByText('Disabled')).toBeInTheDocument());
    expect(within(thirdRow!).getByText('Disabled')).toBeInTheDocument();
    expect(within(secondRow!).queryByText('Disabled')).not.toBeInTheDocument();
    // The choice is gone with the action done.
    expect(rowBox(first)).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Actions on the selected links' })).not.toBeInTheDocument();
  });

  it('moves every link the filter matches by sending the list’s own filter', async () => {
    const items = [makeLink(), makeLink()];
    const { user, api, linkQueries } = setUp(() => items, {
      path: `/shortlinks?q=sale&tags=${promo.id}&state=active&created_from=2026-03-01`,
      total: 120,
      more: {
        'POST /api/links/bulk': {
          status: 200,
          body: makeBulkJob({ action: 'move_folder', total: 120 }),
        },
      },
    });
    await rows();

    await user.click(pageBox());
    expect(rowBox(items[0]!)).toBeChecked();
    expect(screen.getByText('All 2 links on this page are selected.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 120 links matching the filter' }));
    expect(screen.getByText('120 selected')).toBeInTheDocument();
    expect(screen.getByText('All 120 links matching the filter are selected.')).toBeInTheDocument();

    await user.click(within(actions()).getByRole('button', { name: 'Move to folder…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 120 links to a folder?' });
    expect(dialog).toHaveTextContent('including links on other pages');
    const folder = within(dialog).getByLabelText('Folder');
    await within(folder).findByRole('option', { name: 'Archive' });
    await user.selectOptions(folder, 'Archive');
    await user.click(within(dialog).getByRole('button', { name: 'Move links' }));

    await waitFor(() => expect(api.bodiesOf('POST /api/links/bulk')).toHaveLength(1));
    const listQuery = Object.fromEntries(linkQueries()[0]!);
    delete listQuery.page;
    expect(listQuery).toMatchObject({ q: 'sale', tags: promo.id, tag_mode: 'any', state: 'active' });
    expect(api.bodiesOf('POST /api/links/bulk')[0]).toEqual({
      action: 'move_folder',
      filter: listQuery,
      folder_id: archive.id,
    });
  });

  it('asks before deleting, with the count of links it touches, and Cancel sends nothing', async () => {
    const { user, api } = setUp(() => [makeLink(), makeLink()], { total: 10_000 });
    await rows();
    await user.click(pageBox());
    await user.click(screen.getByRole('button', { name: 'Select all 10,000 links matching the filter' }));

    await user.click(within(actions()).getByRole('button', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 10,000 links?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('POST /api/links/bulk')).toEqual([]);
    expect(screen.getByText('10,000 selected')).toBeInTheDocument();
  });

  it('follows a queued job with a progress bar, then reports what was skipped and why', async () => {
    const items = [makeLink(), makeLink()];
    const skipped = items[1]!;
    const queued = makeBulkJob({
      action: 'change_domain',
      state: 'queued',
      total: 1_500,
      processed: 0,
      done: 0,
    });
    const readings: BulkJob[] = [
      { ...queued, state: 'running', processed: 500, done: 500 },
      {
        ...queued,
        state: 'done',
        processed: 1_500,
        done: 1_499,
        skipped: [
          { id: skipped.id, link: skipped.link, reason: 'The code is already used on go.example.com.' },
        ],
        finished_at: '2026-03-02T08:16:00.000Z',
      },
    ];
    const { user, api } = setUp(() => items, {
      total: 1_500,
      more: {
        'POST /api/links/bulk': { status: 202, body: queued },
        [`GET /api/links/bulk/${queued.id}`]: () => ({ status: 200, body: readings.shift() ?? queued }),
      },
    });
    await rows();
    await user.click(pageBox());
    await user.click(screen.getByRole('button', { name: 'Select all 1,500 links matching the filter' }));
    await user.click(within(actions()).getByRole('button', { name: 'Change domain…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the domain of 1,500 links?' });
    const domain = within(dialog).getByLabelText('Domain');
    await within(domain).findByRole('option', { name: 'go.example.com' });
    await user.selectOptions(domain, 'go.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Change domain' }));

    const bar = await within(dialog).findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuemax', '1500');
    expect(api.bodiesOf('POST /api/links/bulk')).toEqual([
      { action: 'change_domain', filter: {}, domain: 'go.example.com' },
    ]);
    await waitFor(
      () => expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '500'),
      {
        timeout: 3_000,
      },
    );

    expect(
      await within(dialog).findByText('Done: 1,499. Skipped: 1.', {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    const report = within(dialog).getByRole('list', { name: 'Links left as they were' });
    expect(within(report).getByRole('listitem')).toHaveTextContent(
      `${skipped.link.replace('http://', '')}The code is already used on go.example.com.`,
    );
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByText('Domain changed')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a field in the dialog, on that field', async () => {
    const { user } = setUp(() => [makeLink()], {
      more: {
        'POST /api/links/bulk': refusal(400, 'validation_failed', 'Check the highlighted fields.', {
          domain: 'Use one of your domains.',
        }),
      },
    });
    const [row] = await rows();
    await user.click(within(row!).getByRole('checkbox'));
    await user.click(within(actions()).getByRole('button', { name: 'Change domain…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the domain of 1 link?' });
    const domain = within(dialog).getByLabelText('Domain');
    await within(domain).findByRole('option', { name: 'go.example.com' });
    await user.selectOptions(domain, 'go.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Change domain' }));

    await waitFor(() => expect(domain).toHaveAttribute('aria-invalid', 'true'));
    expect(domain).toHaveAccessibleDescription('Use one of your domains.');
    expect(domain).toHaveFocus();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('asks for a tag before sending anything', async () => {
    const { user, api } = setUp(() => [makeLink()]);
    const [row] = await rows();
    await user.click(within(row!).getByRole('checkbox'));
    await user.click(within(actions()).getByRole('button', { name: 'Add tags…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tags to 1 link?' });
    await within(dialog).findByRole('checkbox', { name: 'Promo' });
    await user.click(within(dialog).getByRole('button', { name: 'Add tags' }));

    expect(await within(dialog).findByText('Choose at least one tag.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/links/bulk')).toEqual([]);
  });

  it('offers every action in one menu for narrow screens', async () => {
    const link = makeLink();
    const { user, api } = setUp(() => [link], {
      more: { 'POST /api/links/bulk': { status: 200, body: makeBulkJob({ action: 'enable' }) } },
    });
    await rows();
    await user.click(rowBox(link));
    await user.click(within(actions()).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Enable',
      'Disable',
      'Move to folder…',
      'Add tags…',
      'Remove tags…',
      'Change domain…',
      'Export CSV',
      'Delete…',
    ]);

    await user.click(within(menu).getByRole('menuitem', { name: 'Enable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable 1 link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Enable links' }));
    expect(await within(dialog).findByText('Done: 1. Skipped: 0.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/links/bulk')).toEqual([{ action: 'enable', ids: [link.id] }]);
  });

  it('exports the links chosen, and forgets the choice when the filter changes', async () => {
    const first = makeLink();
    const second = makeLink();
    const { user } = setUp(() => [first, second]);
    await rows();
    await user.click(rowBox(first));
    await user.click(rowBox(second));
    expect(within(actions()).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/links/export.csv?ids=${first.id},${second.id}`,
    );

    const filters = screen.getByRole('group', { name: 'Filter links' });
    await user.selectOptions(within(filters).getByLabelText('State'), 'Disabled');
    await waitFor(() => expect(rowBox(first)).not.toBeChecked());
    expect(screen.queryByRole('group', { name: 'Actions on the selected links' })).not.toBeInTheDocument();
  });
});

describe('/shortlinks bulk actions for a viewer', () => {
  it('offers no checkboxes and no actions', async () => {
    storeWorkspaceId(makeTeamWorkspace().id);
    const { api, queryClient } = setUp(() => [makeLink()], {
      more: { 'GET /api/workspace': { status: 200, body: makeTeamWorkspace({ role: 'viewer' }) } },
    });
    await rows();
    // The role is known: the page has read the workspace.
    await waitFor(() => expect(api.queriesOf('GET /api/workspace')).not.toHaveLength(0));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all on this page' })).not.toBeInTheDocument();
  });
});
