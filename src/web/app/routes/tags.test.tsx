import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Folder, Tag } from '../../../shared/link-tags';
import { Toaster } from '../../components/feedback/toaster';
import { dismissToast } from '../../lib/toast';
import { storeWorkspaceId } from '../../lib/workspace';
import { makeMe, refusal, type Handler, type Reply } from '../../test/fake-api';
import { makeFolder, makeFolderList, makeTag, makeTagList } from '../../test/make-tag';
import { makeTeamWorkspace } from '../../test/make-workspace';
import { LandedAt, renderRoute } from '../../test/render-route';
import { roleTexts } from '../../test/texts';
import { Component as TagsPage } from './tags';

afterEach(() => {
  dismissToast();
});

const routes = [
  {
    path: '/shortlinks/tags',
    element: (
      <>
        <TagsPage />
        <Toaster />
      </>
    ),
  },
  { path: '*', Component: LandedAt },
];

/** A server keeping its tags and folders: GET lists what the other calls left. */
function server({ tags = [] as Tag[], folders = [] as Folder[], unfiled = 0 } = {}) {
  const state = { tags: [...tags], folders: [...folders] };
  const routes: Record<string, Handler | Reply> = {
    'GET /api/tags': () => ({ status: 200, body: makeTagList(state.tags) }),
    'GET /api/folders': () => ({ status: 200, body: makeFolderList(state.folders, unfiled) }),
  };
  return { state, routes };
}

function setUp(api: Record<string, Handler | Reply>) {
  const view = renderRoute(routes, '/shortlinks/tags', { me: makeMe(), api });
  return { ...view, user: userEvent.setup() };
}

const tagsList = () => screen.findByRole('list', { name: 'Tags' });
const foldersList = () => screen.findByRole('list', { name: 'Folders' });

describe('/shortlinks/tags', () => {
  it('lists the tags and folders with their links, each count leading to those links', async () => {
    const promo = makeTag({ name: 'Promo', color: 'green', links: 12 });
    const ramadan = makeTag({ name: 'Ramadan 2027', color: 'purple', links: 1 });
    const campaigns = makeFolder({ name: 'Campaigns', links: 3 });
    setUp(server({ tags: [ramadan, promo], folders: [campaigns], unfiled: 1234 }).routes);

    expect(await screen.findByRole('heading', { level: 1, name: 'Tags and folders' })).toBeInTheDocument();
    expect(roleTexts(await tagsList(), 'listitem')).toEqual(['Promo12 links', 'Ramadan 20271 link']);
    expect(screen.getByRole('link', { name: '12 links tagged Promo' })).toHaveAttribute(
      'href',
      `/shortlinks?tags=${promo.id}`,
    );

    expect(roleTexts(await foldersList(), 'listitem')).toEqual(['Campaigns3 links', 'No folder1,234 links']);
    expect(screen.getByRole('link', { name: '3 links in Campaigns' })).toHaveAttribute(
      'href',
      `/shortlinks?folder=${campaigns.id}`,
    );
    expect(screen.getByRole('link', { name: '1,234 links in no folder' })).toHaveAttribute(
      'href',
      '/shortlinks?folder=none',
    );
  });

  it('creates a tag with its colour, showing the server’s refusal next to the name', async () => {
    const { state, routes } = server({ tags: [makeTag({ name: 'Promo' })] });
    let refused = false;
    const { user, api } = setUp({
      ...routes,
      'POST /api/tags': ({ body }) => {
        const { name, color } = body as { name: string; color: Tag['color'] };
        if (name.toLowerCase() === 'promo') {
          refused = true;
          return refusal(400, 'validation_failed', 'Some fields are invalid.', {
            name: 'A tag named Promo already exists.',
          });
        }
        const tag = makeTag({ name, color });
        state.tags.push(tag);
        return { status: 201, body: tag };
      },
    });
    await tagsList();
    const form = screen.getByRole('form', { name: 'New tag' });
    const name = within(form).getByLabelText('Name');
    const colours = within(form).getByRole('group', { name: 'Colour' });
    expect(
      within(colours)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink']);
    expect(within(colours).getByRole('radio', { name: 'Grey' })).toBeChecked();

    await user.type(name, 'PROMO');
    await user.click(within(colours).getByRole('radio', { name: 'Blue' }));
    await user.click(within(form).getByRole('button', { name: 'Create tag' }));

    expect(await within(form).findByText('A tag named Promo already exists.')).toBeInTheDocument();
    expect(refused).toBe(true);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/A tag named Promo already exists\./);
    expect(name).toHaveFocus();

    await user.clear(name);
    await user.type(name, 'Flash sale');
    await user.click(within(form).getByRole('button', { name: 'Create tag' }));

    expect(await screen.findByText('Tag “Flash sale” created')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/tags')).toEqual([
      { name: 'PROMO', color: 'blue' },
      { name: 'Flash sale', color: 'blue' },
    ]);
    await waitFor(async () => expect(roleTexts(await tagsList(), 'listitem')).toHaveLength(2));
    // The form starts again for the next tag.
    expect(name).toHaveValue('');
    expect(within(colours).getByRole('radio', { name: 'Grey' })).toBeChecked();
  });

  it('renames and recolours a tag, sending only what changed', async () => {
    const promo = makeTag({ name: 'Promo', color: 'green' });
    const { state, routes } = server({ tags: [promo] });
    const { user, api } = setUp({
      ...routes,
      [`PATCH /api/tags/${promo.id}`]: ({ body }) => {
        state.tags = [{ ...promo, ...(body as Partial<Tag>) }];
        return { status: 200, body: state.tags[0] };
      },
    });
    await tagsList();

    await user.click(screen.getByRole('button', { name: 'Edit tag Promo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the tag “Promo”' });
    expect(within(dialog).getByRole('radio', { name: 'Green' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Pink' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save tag' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(`PATCH /api/tags/${promo.id}`)).toEqual([{ color: 'pink' }]);

    await user.click(screen.getByRole('button', { name: 'Edit tag Promo' }));
    const again = await screen.findByRole('dialog', { name: 'Edit the tag “Promo”' });
    await user.clear(within(again).getByLabelText('Name'));
    await user.type(within(again).getByLabelText('Name'), 'Promo 2026');
    await user.click(within(again).getByRole('button', { name: 'Save tag' }));

    expect(await screen.findByRole('button', { name: 'Edit tag Promo 2026' })).toBeInTheDocument();
    expect(api.bodiesOf(`PATCH /api/tags/${promo.id}`)).toEqual([{ color: 'pink' }, { name: 'Promo 2026' }]);
  });

  it('merges a tag into the one chosen, saying the links keep it and this one goes', async () => {
    const promo = makeTag({ name: 'Promo', links: 3 });
    const sale = makeTag({ name: 'Sale', links: 5 });
    const { state, routes } = server({ tags: [promo, sale] });
    const { user, api } = setUp({
      ...routes,
      [`POST /api/tags/${promo.id}/merge`]: () => {
        state.tags = [{ ...sale, links: 8 }];
        return { status: 200, body: state.tags[0] };
      },
    });
    await tagsList();

    await user.click(screen.getByRole('button', { name: 'Merge tag Promo into another' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge the tag “Promo”?' });
    expect(dialog).toHaveTextContent(
      'The 3 links tagged “Promo” get the tag you choose below and keep it. Then “Promo” is deleted.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Merge tags' });
    expect(confirm).toBeDisabled();
    const into = within(dialog).getByLabelText('Merge into');
    expect(roleTexts(into, 'option')).toEqual(['Choose a tag', 'Sale']);

    await user.selectOptions(into, 'Sale');
    await user.click(confirm);

    expect(await screen.findByText('“Promo” merged into “Sale”')).toBeInTheDocument();
    expect(api.bodiesOf(`POST /api/tags/${promo.id}/merge`)).toEqual([{ into: sale.id }]);
    await waitFor(async () => expect(roleTexts(await tagsList(), 'listitem')).toEqual(['Sale8 links']));
  });

  it('asks before deleting a tag, saying its links are kept', async () => {
    const promo = makeTag({ name: 'Promo', links: 2 });
    const { state, routes } = server({ tags: [promo, makeTag({ name: 'Sale' })] });
    const { user, api } = setUp({
      ...routes,
      [`DELETE /api/tags/${promo.id}`]: () => {
        state.tags = state.tags.filter((tag) => tag.id !== promo.id);
        return { status: 204 };
      },
    });
    await tagsList();

    await user.click(screen.getByRole('button', { name: 'Delete tag Promo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the tag “Promo”?' });
    expect(dialog).toHaveTextContent('The 2 links with this tag are kept; they only lose the tag.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete tag Promo' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete tag' }),
    );
    expect(await screen.findByText('Tag “Promo” deleted')).toBeInTheDocument();
    await waitFor(async () => expect(roleTexts(await tagsList(), 'listitem')).toEqual(['Sale0 links']));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/api/tags/${promo.id}`, body: undefined },
    ]);
    // The row and its button went: focus goes to the section's heading.
    expect(screen.getByRole('heading', { level: 2, name: 'Tags' })).toHaveFocus();
  });

  it('creates, renames and deletes folders; a deleted folder’s links move to no folder', async () => {
    const { state, routes } = server({ folders: [makeFolder({ name: 'Campaigns', links: 2 })], unfiled: 1 });
    const [campaigns] = state.folders;
    const { user, api } = setUp({
      ...routes,
      'POST /api/folders': ({ body }) => {
        const folder = makeFolder({ name: (body as { name: string }).name });
        state.folders.push(folder);
        return { status: 201, body: folder };
      },
      [`PATCH /api/folders/${campaigns!.id}`]: ({ body }) => {
        state.folders[0] = { ...state.folders[0]!, ...(body as { name: string }) };
        return { status: 200, body: state.folders[0] };
      },
      [`DELETE /api/folders/${campaigns!.id}`]: () => {
        state.folders = state.folders.filter((folder) => folder.id !== campaigns!.id);
        return { status: 204 };
      },
    });
    await foldersList();

    const form = screen.getByRole('form', { name: 'New folder' });
    await user.type(within(form).getByLabelText('Folder name'), 'Newsletters');
    await user.click(within(form).getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('Folder “Newsletters” created')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/folders')).toEqual([{ name: 'Newsletters' }]);

    await user.click(screen.getByRole('button', { name: 'Rename folder Campaigns' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename the folder “Campaigns”' });
    await user.clear(within(rename).getByLabelText('Folder name'));
    await user.type(within(rename).getByLabelText('Folder name'), 'Ads');
    await user.click(within(rename).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('button', { name: 'Rename folder Ads' })).toBeInTheDocument();
    expect(api.bodiesOf(`PATCH /api/folders/${campaigns!.id}`)).toEqual([{ name: 'Ads' }]);

    await user.click(screen.getByRole('button', { name: 'Delete folder Ads' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the folder “Ads”?' });
    expect(dialog).toHaveTextContent('Its 2 links are kept and move to no folder.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    await waitFor(async () =>
      expect(roleTexts(await foldersList(), 'listitem')).toEqual(['Newsletters0 links', 'No folder1 link']),
    );
  });

  it('says when there are no tags or folders yet', async () => {
    setUp(server().routes);
    expect(await screen.findByRole('heading', { name: 'No tags yet' })).toBeInTheDocument();
    expect(
      await screen.findByText('No folders yet. Name one above to file links in it.'),
    ).toBeInTheDocument();
    expect(roleTexts(await foldersList(), 'listitem')).toEqual(['No folder0 links']);
  });

  it('shows a failed load with a way to try again', async () => {
    let attempts = 0;
    setUp({
      'GET /api/tags': () => {
        attempts += 1;
        return attempts === 1
          ? refusal(500, 'internal_error', 'Something went wrong on our side.')
          : { status: 200, body: makeTagList([makeTag({ name: 'Back again' })]) };
      },
      'GET /api/folders': { status: 200, body: makeFolderList([]) },
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});

describe('/shortlinks/tags for a viewer', () => {
  it('lists the tags and folders with nothing to create, change or delete', async () => {
    storeWorkspaceId(makeTeamWorkspace().id);
    setUp({
      ...server({ tags: [makeTag({ name: 'Promo' })], folders: [makeFolder({ name: 'Campaigns' })] }).routes,
      'GET /api/workspace': { status: 200, body: makeTeamWorkspace({ role: 'viewer' }) },
    });

    await tagsList();
    await foldersList();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New tag' })).not.toBeInTheDocument());
    expect(screen.queryByRole('form', { name: 'New folder' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Edit tag|Merge tag|Delete tag|folder/ }),
    ).not.toBeInTheDocument();
  });
});
