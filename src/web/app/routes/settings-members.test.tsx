import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Member, Workspace } from '../../../shared/workspaces';
import { Toaster } from '../../components/feedback/toaster';
import { dismissToast } from '../../lib/toast';
import { storeWorkspaceId, storedWorkspaceId } from '../../lib/workspace';
import { makeMe, refusal, type Handler, type Reply } from '../../test/fake-api';
import { makeInvitation, makeMember, makeTeamWorkspace } from '../../test/make-workspace';
import { LandedAt, renderRoute } from '../../test/render-route';
import { columnTexts } from '../../test/texts';
import { Component as MembersPage } from './settings-members';

afterEach(() => {
  dismissToast();
});

const self = makeMember({ user_id: 'user-1', name: 'Ayu Lestari', email: 'ayu@example.com', role: 'admin' });
const owner = makeMember({
  user_id: 'user-owner',
  name: 'Budi Santoso',
  email: 'budi@example.com',
  role: 'owner',
});
const member = makeMember({
  user_id: 'user-citra',
  name: 'Citra Dewi',
  email: 'citra@example.com',
  role: 'member',
});
const invitation = makeInvitation({
  id: 'inv-1',
  email: 'dian@example.com',
  role: 'viewer',
  invited_by: 'Budi Santoso',
  expires_at: '2026-03-08T03:00:00.000Z',
});

interface Options {
  workspace?: Workspace;
  members?: Member[];
  api?: Record<string, Handler | Reply>;
}

/** The page in a team's workspace where the account (Ayu, user-1) is an admin unless told otherwise. */
function setUp({
  workspace = makeTeamWorkspace({ role: 'admin', members: 3, pending_invitations: 1, seats: 5 }),
  members = [owner, self, member],
  api = {},
}: Options = {}) {
  storeWorkspaceId(workspace.id);
  const invitations = workspace.role === 'admin' || workspace.role === 'owner' ? [invitation] : [];
  const rendered = renderRoute(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path: '/settings/members', Component: MembersPage },
          { path: '*', Component: LandedAt },
        ],
      },
    ],
    '/settings/members',
    {
      me: makeMe(),
      api: {
        'GET /api/workspace': { status: 200, body: workspace },
        'GET /api/workspace/members': { status: 200, body: { items: members, invitations } },
        ...api,
      },
    },
  );
  return { ...rendered, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Members of Acme Marketing' });
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;

describe('/settings/members: the members', () => {
  it('lists each member with their role and when they joined', async () => {
    setUp();
    const members = await table();
    expect(columnTexts(members)).toEqual(['Member', 'Role', 'Joined', 'Actions']);
    const ayu = await rowOf('Ayu Lestari');
    expect(within(ayu).getByText('You')).toBeInTheDocument();
    expect(within(ayu).getByText('ayu@example.com')).toBeInTheDocument();
    expect(within(ayu).getByText('Feb 1, 2026')).toBeInTheDocument();
  });

  it('offers an admin the roles up to their own, for members who are not owners', async () => {
    setUp();
    const citra = await rowOf('Citra Dewi');
    const select = within(citra).getByRole('combobox', { name: 'Role of Citra Dewi' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Viewer', 'Member', 'Admin']);
    // An owner is an owner's to change; one's own role another's.
    expect(within(await rowOf('Budi Santoso')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(await rowOf('Budi Santoso')).getByText('Owner')).toBeInTheDocument();
    expect(within(await rowOf('Ayu Lestari')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      within(await rowOf('Budi Santoso')).queryByRole('button', { name: /Remove/ }),
    ).not.toBeInTheDocument();
  });

  it('changes a role at once', async () => {
    const { user, api } = setUp({
      api: { 'PATCH /api/workspace/members/user-citra': { status: 200, body: {} } },
    });
    const citra = await rowOf('Citra Dewi');
    await user.selectOptions(within(citra).getByRole('combobox', { name: 'Role of Citra Dewi' }), 'Admin');

    expect(await screen.findByText('Citra Dewi is now Admin')).toBeInTheDocument();
    expect(api.bodiesOf('PATCH /api/workspace/members/user-citra')).toEqual([{ role: 'admin' }]);
  });

  it('says in the row why a role change was refused', async () => {
    const { user } = setUp({
      api: {
        'PATCH /api/workspace/members/user-citra': refusal(
          409,
          'conflict',
          'The workspace must keep an owner: make someone else owner first.',
        ),
      },
    });
    const citra = await rowOf('Citra Dewi');
    await user.selectOptions(within(citra).getByRole('combobox', { name: 'Role of Citra Dewi' }), 'Viewer');
    expect(await within(citra).findByRole('alert')).toHaveTextContent('make someone else owner first');
  });

  it('removes a member after asking', async () => {
    const { user, api } = setUp({ api: { 'DELETE /api/workspace/members/user-citra': { status: 204 } } });
    await user.click(within(await rowOf('Citra Dewi')).getByRole('button', { name: 'Remove Citra Dewi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Citra Dewi from Acme Marketing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Citra Dewi was removed')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/workspace/members/user-citra',
    ]);
  });

  it('lets the account leave, then works in its personal workspace', async () => {
    const { user, router } = setUp({ api: { 'DELETE /api/workspace/members/user-1': { status: 204 } } });
    await user.click(within(await rowOf('Ayu Lestari')).getByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Acme Marketing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(storedWorkspaceId()).toBeNull();
    expect(await screen.findByText('You left Acme Marketing')).toBeInTheDocument();
  });

  it('keeps the last owner: the server’s reason stays in the dialog', async () => {
    const workspace = makeTeamWorkspace({ role: 'owner' });
    const { user } = setUp({
      workspace,
      members: [{ ...owner, user_id: 'user-1', name: 'Ayu Lestari' }],
      api: {
        'DELETE /api/workspace/members/user-1': refusal(409, 'conflict', 'The last owner cannot leave.'),
      },
    });
    await user.click(within(await rowOf('Ayu Lestari')).getByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await within(dialog).findByText('The last owner cannot leave.')).toBeInTheDocument();
    expect(storedWorkspaceId()).toBe(workspace.id);
  });

  it('shows a viewer the members only: no invitations, roles to change or people to remove', async () => {
    setUp({
      workspace: makeTeamWorkspace({ role: 'viewer' }),
      members: [owner, { ...self, role: 'viewer' }, member],
    });
    await table();
    expect(screen.getByText(/Your role here is Viewer/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitations waiting' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    // Leaving stays one's own choice.
    expect(within(await rowOf('Ayu Lestari')).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
  });
});

describe('/settings/members: inviting', () => {
  it('shows the seats and invites with a role up to one’s own', async () => {
    const { user, api } = setUp({
      api: {
        'POST /api/workspace/invitations': ({ body }) => ({
          status: 201,
          body: makeInvitation({ ...(body as object), id: 'inv-2' }),
        }),
      },
    });
    const invite = await screen.findByRole('region', { name: 'Invite a member' });
    expect(within(invite).getByText('4 of 5 seats used (1 invitation waiting)')).toBeInTheDocument();
    const role = within(invite).getByLabelText('Role');
    expect(role).toHaveValue('member');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Viewer', 'Member', 'Admin']);

    // Member unless another role is chosen.
    await user.type(within(invite).getByLabelText('Email address'), 'Eka@Example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to eka@example.com')).toBeInTheDocument();
    expect(within(invite).getByLabelText('Email address')).toHaveValue('');

    await user.type(within(invite).getByLabelText('Email address'), 'fajar@example.com');
    await user.selectOptions(role, 'Viewer');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.bodiesOf('POST /api/workspace/invitations')).toHaveLength(2));
    expect(api.bodiesOf('POST /api/workspace/invitations')).toEqual([
      { email: 'eka@example.com', role: 'member' },
      { email: 'fajar@example.com', role: 'viewer' },
    ]);
  });

  it('says the server’s words when the seats are full, and an address refused at its field', async () => {
    const { user, api } = setUp({
      workspace: makeTeamWorkspace({ role: 'owner', members: 2, pending_invitations: 1, seats: 3 }),
      api: {
        'POST /api/workspace/invitations': refusal(
          409,
          'conflict',
          'The Medium plan has 3 seats, and all are taken.',
        ),
      },
    });
    const invite = await screen.findByRole('region', { name: 'Invite a member' });
    expect(within(invite).getByText(/All 3 seats of the plan are taken/)).toBeInTheDocument();
    await user.type(within(invite).getByLabelText('Email address'), 'eka@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(invite).findByText('The Medium plan has 3 seats, and all are taken.'),
    ).toBeInTheDocument();

    api.set({
      'POST /api/workspace/invitations': refusal(409, 'conflict', 'Already invited.', {
        email: 'This address is invited already.',
      }),
    });
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    const email = within(invite).getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This address is invited already.');
  });

  it('judges the address before sending', async () => {
    const { user, api } = setUp();
    const invite = await screen.findByRole('region', { name: 'Invite a member' });
    await user.type(within(invite).getByLabelText('Email address'), 'not-an-address');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText(/Enter an email address/)).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/workspace/invitations')).toEqual([]);
  });
});

describe('/settings/members: invitations waiting', () => {
  it('lists each with its role, who sent it and when it expires', async () => {
    setUp();
    const list = await screen.findByRole('list', { name: 'Invitations waiting' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('dian@example.com');
    expect(item).toHaveTextContent('As Viewer, invited by Budi Santoso');
    expect(item).toHaveTextContent('Expires Mar 8, 2026');
  });

  it('sends one again, and says when the server refuses', async () => {
    const { user, api } = setUp({
      api: { 'POST /api/workspace/invitations/inv-1/resend': { status: 200, body: invitation } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Resend the invitation to dian@example.com' }),
    );
    expect(await screen.findByText('Invitation sent again to dian@example.com')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/resend'))).toHaveLength(1);

    dismissToast();
    api.set({
      'POST /api/workspace/invitations/inv-1/resend': refusal(
        429,
        'rate_limited',
        'This invitation was sent 5 times in the last hour. Try again later.',
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Resend the invitation to dian@example.com' }));
    expect(
      await screen.findByText('This invitation was sent 5 times in the last hour. Try again later.'),
    ).toBeInTheDocument();
  });

  it('revokes one after asking', async () => {
    const { user, api } = setUp({ api: { 'DELETE /api/workspace/invitations/inv-1': { status: 204 } } });
    await user.click(
      await screen.findByRole('button', { name: 'Revoke the invitation to dian@example.com' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Revoke the invitation to dian@example.com?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('The invitation to dian@example.com was revoked')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/workspace/invitations/inv-1',
    ]);
  });
});
