import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/feedback/toaster';
import { useWorkspace } from '../../../lib/queries/workspace';
import { dismissToast } from '../../../lib/toast';
import { storedWorkspaceId } from '../../../lib/workspace';
import { makeMe, refusal, type Handler, type Reply } from '../../../test/fake-api';
import {
  makeTeamSummary,
  makeTeamWorkspace,
  makeWorkspace,
  makeWorkspaceSummary,
} from '../../../test/make-workspace';
import { everywhere, renderRoute } from '../../../test/render-route';
import { roleTexts } from '../../../test/texts';
import { WorkspaceSwitcher } from './workspace-switcher';

const personal = makeWorkspaceSummary();
const team = makeTeamSummary({ role: 'admin' });

/** What the page reads in the tab's workspace (GET /api/workspace), as any list or report would. */
function Probe() {
  const workspace = useWorkspace();
  return <p data-testid="probe">{workspace.data ? `Reading ${workspace.data.name}` : 'Reading'}</p>;
}

function setUp(api: Record<string, Handler | Reply> = {}, path = '/shortlinks?page=2') {
  const rendered = renderRoute(
    everywhere(
      <>
        <WorkspaceSwitcher />
        <Probe />
        <Toaster />
      </>,
    ),
    path,
    {
      me: makeMe(),
      api: {
        'GET /api/workspaces': { status: 200, body: { items: [personal, team] } },
        'GET /api/workspace': ({ workspace }) => ({
          status: 200,
          body: workspace === team.id ? makeTeamWorkspace({ role: 'admin' }) : makeWorkspace(),
        }),
        ...api,
      },
    },
  );
  return { ...rendered, user: userEvent.setup() };
}

afterEach(() => {
  dismissToast();
});

describe('WorkspaceSwitcher', () => {
  it('names the tab’s workspace and lists the account’s with their roles, the current one ticked', async () => {
    const { user } = setUp();

    await user.click(await screen.findByRole('button', { name: 'Workspace: Ayu Lestari' }));
    const menu = await screen.findByRole('menu');
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices).toHaveLength(2);
    // The avatars are decorative: each choice reads as its name and the role there.
    expect(choices[0]).toHaveAccessibleName(/^Ayu Lestari\s*Owner · Personal$/);
    expect(choices[0]).toHaveAttribute('aria-checked', 'true');
    expect(choices[1]).toHaveAccessibleName(/^Acme Marketing\s*Admin$/);
    expect(choices[1]).toHaveAttribute('aria-checked', 'false');
    expect(roleTexts(menu, 'menuitem')).toEqual(['Create workspace', 'Workspace settings', 'Members']);
  });

  it('switches this tab: later requests name the workspace, what was read is read again there', async () => {
    const { user, api, router } = setUp();
    expect(await screen.findByText('Reading Ayu Lestari')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Workspace: Ayu Lestari' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Acme Marketing/ }));

    expect(await screen.findByText('Reading Acme Marketing')).toBeInTheDocument();
    expect(storedWorkspaceId()).toBe(team.id);
    expect(api.workspacesOf('GET /api/workspace')).toEqual([null, team.id]);
    // The account's own list names no workspace.
    expect(new Set(api.workspacesOf('GET /api/workspaces'))).toEqual(new Set([null]));
    // The same page, without what belonged to the last workspace (its page of a list).
    expect(router.state.location.pathname).toBe('/shortlinks');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Now working in Acme Marketing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Workspace: Acme Marketing' })).toBeInTheDocument();
  });

  it('goes back to the personal workspace, whose requests name none', async () => {
    const { user, api } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Workspace: Ayu Lestari' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Acme Marketing/ }));
    await screen.findByText('Reading Acme Marketing');

    await user.click(screen.getByRole('button', { name: 'Workspace: Acme Marketing' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Ayu Lestari/ }));

    expect(await screen.findByText('Reading Ayu Lestari')).toBeInTheDocument();
    expect(storedWorkspaceId()).toBeNull();
    expect(api.workspacesOf('GET /api/workspace').at(-1)).toBeNull();
  });

  it('says so when the list cannot be loaded, and asks again', async () => {
    const { user, api } = setUp({ 'GET /api/workspaces': refusal(500, 'internal_error', 'Boom.') });
    await user.click(await screen.findByRole('button', { name: /Workspace:/ }));
    const retry = await screen.findByRole('menuitem', { name: /could not be loaded/ });

    api.set({ 'GET /api/workspaces': { status: 200, body: { items: [personal, team] } } });
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Workspace: Ayu Lestari' })).toBeInTheDocument();
  });
});

describe('Create workspace', () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Workspace: Ayu Lestari' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create workspace' }));
    return screen.findByRole('dialog', { name: 'Create workspace' });
  }

  it('suggests the slug from the name until the slug is typed', async () => {
    const { user } = setUp();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Name'), 'Tim Pemasaran Jakarta!');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('tim-pemasaran-jakarta');

    await user.clear(within(dialog).getByLabelText('Slug'));
    await user.type(within(dialog).getByLabelText('Slug'), 'tpj');
    await user.type(within(dialog).getByLabelText('Name'), ' 2');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('tpj');
  });

  it('shows the server’s refusal at the field it names', async () => {
    const { user, api } = setUp({
      'POST /api/workspaces': refusal(409, 'conflict', 'This slug is taken.', {
        slug: 'Another workspace uses this slug.',
      }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Create workspace' }));

    const slug = within(dialog).getByLabelText('Slug');
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('Another workspace uses this slug.'));
    expect(slug).toHaveFocus();
    expect(api.bodiesOf('POST /api/workspaces')).toEqual([{ name: 'Acme', slug: 'acme' }]);
    expect(storedWorkspaceId()).toBeNull();
  });

  it('judges the fields before sending', async () => {
    const { user, api } = setUp();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create workspace' }));

    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/workspaces')).toEqual([]);
  });

  it('creates it, works in it and opens the dashboard', async () => {
    const created = makeTeamSummary({ id: 'ws-new', name: 'Tim Baru', slug: 'tim-baru', role: 'owner' });
    const { user, router } = setUp({ 'POST /api/workspaces': { status: 201, body: created } });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Tim Baru');
    await user.click(within(dialog).getByRole('button', { name: 'Create workspace' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(storedWorkspaceId()).toBe('ws-new');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Tim Baru is ready')).toBeInTheDocument();
  });
});
