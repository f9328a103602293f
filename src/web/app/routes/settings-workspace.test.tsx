import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Workspace } from '../../../shared/workspaces';
import { Toaster } from '../../components/feedback/toaster';
import { dismissToast } from '../../lib/toast';
import { storeWorkspaceId, storedWorkspaceId } from '../../lib/workspace';
import { makeMe, refusal, type Handler, type Reply } from '../../test/fake-api';
import { makeTeamWorkspace, makeWorkspace } from '../../test/make-workspace';
import { LandedAt, renderRoute } from '../../test/render-route';
import { Component as WorkspaceSettingsPage } from './settings-workspace';

afterEach(() => {
  dismissToast();
});

/** The page in a team's workspace (stored for the tab) where the account has `workspace.role`. */
function setUp(workspace: Workspace, api: Record<string, Handler | Reply> = {}) {
  if (!workspace.personal) storeWorkspaceId(workspace.id);
  const rendered = renderRoute(
    [
      {
        // The toaster outlives the page, as in the shell.
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path: '/settings/workspace', Component: WorkspaceSettingsPage },
          { path: '*', Component: LandedAt },
        ],
      },
    ],
    '/settings/workspace',
    { me: makeMe(), api: { 'GET /api/workspace': { status: 200, body: workspace }, ...api } },
  );
  return { ...rendered, user: userEvent.setup() };
}

const form = () => screen.findByRole('form', { name: 'Name, slug and logo' });

describe('/settings/workspace', () => {
  it('shows the name, slug, logo, plan and seats', async () => {
    setUp(makeTeamWorkspace({ role: 'admin', members: 2, pending_invitations: 1, seats: 3, plan: 'medium' }));

    const details = await form();
    expect(within(details).getByLabelText('Name')).toHaveValue('Acme Marketing');
    expect(within(details).getByLabelText('Slug')).toHaveValue('acme');
    expect(
      within(details).getByText("No logo: the workspace's initial is shown instead."),
    ).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Plan and seats' });
    expect(within(facts).getByText('Admin')).toBeInTheDocument();
    expect(within(facts).getByText('Medium')).toBeInTheDocument();
    expect(within(facts).getByText('3 of 3 seats used (1 invitation waiting)')).toBeInTheDocument();
  });

  it('saves only what changed', async () => {
    const { user, api } = setUp(makeTeamWorkspace({ role: 'admin' }), {
      'PATCH /api/workspace': { status: 200, body: makeTeamWorkspace({ name: 'Acme ID' }) },
    });
    const details = await form();
    await user.clear(within(details).getByLabelText('Name'));
    await user.type(within(details).getByLabelText('Name'), 'Acme ID');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Workspace saved.')).toBeInTheDocument();
    expect(api.bodiesOf('PATCH /api/workspace')).toEqual([{ name: 'Acme ID' }]);
    expect(api.workspacesOf('PATCH /api/workspace')).toEqual([makeTeamWorkspace().id]);

    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Nothing has changed/)).toBeInTheDocument();
    expect(api.bodiesOf('PATCH /api/workspace')).toHaveLength(1);
  });

  it("lets any member turn the workspace's notices off for themselves", async () => {
    const { user, api } = setUp(makeTeamWorkspace({ role: 'viewer' }), {
      'PUT /api/workspace/notices': {
        status: 200,
        body: makeTeamWorkspace({ role: 'viewer', notices: false }),
      },
    });
    const notices = await screen.findByRole('switch', { name: "Send me this workspace's notices" });
    expect(notices).toBeChecked();
    await user.click(notices);
    await waitFor(() => expect(api.bodiesOf('PUT /api/workspace/notices')).toEqual([{ notices: false }]));
    expect(api.workspacesOf('PUT /api/workspace/notices')).toEqual([makeTeamWorkspace().id]);
  });

  it('says so when the notices choice could not be saved', async () => {
    const { user } = setUp(makeTeamWorkspace({ role: 'member' }), {
      'PUT /api/workspace/notices': refusal(500, 'internal_error', 'Something went wrong.'),
    });
    await user.click(await screen.findByRole('switch', { name: "Send me this workspace's notices" }));
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    // The switch shows what the server holds again.
    expect(screen.getByRole('switch', { name: "Send me this workspace's notices" })).toBeChecked();
  });

  it('shows the server’s refusal at the field it names', async () => {
    const { user } = setUp(makeTeamWorkspace({ role: 'owner' }), {
      'PATCH /api/workspace': refusal(409, 'conflict', 'This slug is taken.', {
        slug: 'Another workspace uses this slug.',
      }),
    });
    const details = await form();
    const slug = within(details).getByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'acme-2');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('Another workspace uses this slug.'));
    expect(slug).toHaveFocus();
    expect(screen.queryByText('Workspace saved.')).not.toBeInTheDocument();
  });

  it('takes a logo as a data URL, previews it and can remove it', async () => {
    const { user, api } = setUp(makeTeamWorkspace({ role: 'admin' }), {
      'PATCH /api/workspace': { status: 200, body: makeTeamWorkspace() },
    });
    const details = await form();
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(within(details).getByLabelText('Logo'), png);

    const preview = await within(details).findByRole('img', { name: 'Logo of Acme Marketing' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Workspace saved.');
    expect(api.bodiesOf('PATCH /api/workspace')).toEqual([{ logo: preview.getAttribute('src') }]);

    await user.click(within(details).getByRole('button', { name: 'Remove logo' }));
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodiesOf('PATCH /api/workspace')).toHaveLength(2));
    expect(api.bodiesOf('PATCH /api/workspace')[1]).toEqual({ logo: null });
  });

  it('refuses a logo file that is too large or not an image, at the field', async () => {
    setUp(makeTeamWorkspace({ role: 'admin' }));
    const details = await form();
    const input = within(details).getByLabelText('Logo');

    const big = new File([new Uint8Array(101 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(details).findByText('Choose an image of at most 100 KB.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const gif = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await within(details).findByText('Choose a PNG, JPEG or WebP image.')).toBeInTheDocument();
  });

  it('is read-only below admin: no saving, no deleting', async () => {
    setUp(makeTeamWorkspace({ role: 'viewer', logo: 'data:image/png;base64,iVBORw0KGgo=' }));

    const details = await form();
    expect(screen.getByText(/Your role here is Viewer/)).toBeInTheDocument();
    expect(within(details).getByLabelText('Name')).toHaveAttribute('readonly');
    expect(within(details).getByLabelText('Slug')).toHaveAttribute('readonly');
    expect(within(details).queryByLabelText('Logo')).not.toBeInTheDocument();
    expect(within(details).getByRole('img', { name: 'Logo of Acme Marketing' })).toBeInTheDocument();
    expect(within(details).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delete workspace' })).not.toBeInTheDocument();
  });

  it('offers deleting to owners of a team’s workspace only', async () => {
    const admin = setUp(makeTeamWorkspace({ role: 'admin' }));
    await form();
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).not.toBeInTheDocument();
    admin.unmount();

    const personal = setUp(makeWorkspace({ role: 'owner', personal: true }));
    await form();
    expect(screen.getByText(/This is your personal workspace/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).not.toBeInTheDocument();
    personal.unmount();

    setUp(makeTeamWorkspace({ role: 'owner' }));
    await form();
    expect(screen.getByRole('button', { name: 'Delete workspace' })).toBeInTheDocument();
  });

  it('deletes once the slug is typed out, then works in the personal workspace', async () => {
    const { user, api, router } = setUp(makeTeamWorkspace({ role: 'owner' }), {
      'DELETE /api/workspace': { status: 204 },
    });
    await form();
    await user.click(screen.getByRole('button', { name: 'Delete workspace' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Acme Marketing?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete workspace' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type acme to confirm'), 'acm');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type acme to confirm'), 'e');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.bodiesOf('DELETE /api/workspace')).toEqual([{ confirm: 'acme' }]);
    expect(api.workspacesOf('DELETE /api/workspace')).toEqual([makeTeamWorkspace().id]);
    expect(storedWorkspaceId()).toBeNull();
    expect(await screen.findByText('Acme Marketing was deleted')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when deleting is refused', async () => {
    const { user } = setUp(makeTeamWorkspace({ role: 'owner' }), {
      'DELETE /api/workspace': refusal(403, 'forbidden', 'Your role in this workspace cannot do this.'),
    });
    await form();
    await user.click(screen.getByRole('button', { name: 'Delete workspace' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Type acme to confirm'), 'acme');
    await user.click(within(dialog).getByRole('button', { name: 'Delete workspace' }));

    expect(
      await within(dialog).findByText('Your role in this workspace cannot do this.'),
    ).toBeInTheDocument();
    expect(storedWorkspaceId()).toBe(makeTeamWorkspace().id);
  });
});
