import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../components/feedback/toaster';
import { dismissToast } from '../../lib/toast';
import { storedWorkspaceId } from '../../lib/workspace';
import { makeMe, refusal, type Handler, type Reply } from '../../test/fake-api';
import { makeInvitationPreview, makeTeamSummary } from '../../test/make-workspace';
import { LandedAt, renderRoute } from '../../test/render-route';
import { Component as InvitePage } from './invite';

afterEach(() => {
  dismissToast();
});

const token = 'tok-123';
const path = `/invite/${token}`;

function setUp(me: ReturnType<typeof makeMe> | null, api: Record<string, Handler | Reply> = {}) {
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
          { path: '/invite/:token', Component: InvitePage },
          { path: '*', Component: LandedAt },
        ],
      },
    ],
    path,
    {
      me,
      api: { [`GET /api/invitations/${token}`]: { status: 200, body: makeInvitationPreview() }, ...api },
    },
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('/invite/:token', () => {
  it('shows the workspace, who invited whom and as what', async () => {
    setUp(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme Marketing' })).toBeInTheDocument();
    expect(screen.getByText('Budi Santoso invited ayu@example.com to join as Member.')).toBeInTheDocument();
    expect(screen.getByText(/Members create and change links/)).toBeInTheDocument();
    expect(screen.getByText(/The invitation expires Mar 8, 2026/)).toBeInTheDocument();
  });

  it('offers a visitor who is signed out the ways in that come back here', async () => {
    setUp(null);
    expect(await screen.findByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Finvite%2Ftok-123',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Finvite%2Ftok-123',
    );
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
  });

  it('joins, signed in with the invited address: the tab works in the workspace on the dashboard', async () => {
    const joined = makeTeamSummary({ role: 'member' });
    const { user, api, router } = setUp(makeMe({ email: 'Ayu@Example.com' }), {
      [`POST /api/invitations/${token}/accept`]: { status: 200, body: joined },
    });
    await user.click(await screen.findByRole('button', { name: 'Join Acme Marketing' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(storedWorkspaceId()).toBe(joined.id);
    expect(api.bodiesOf(`POST /api/invitations/${token}/accept`)).toHaveLength(1);
    expect(await screen.findByText('You joined Acme Marketing')).toBeInTheDocument();
  });

  it('says the server’s reason when joining is refused', async () => {
    const { user } = setUp(makeMe(), {
      [`POST /api/invitations/${token}/accept`]: refusal(
        409,
        'conflict',
        'Acme Marketing has no free seat: ask an admin to make room.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Join Acme Marketing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ask an admin to make room');
    expect(storedWorkspaceId()).toBeNull();
  });

  it('explains an invitation for another address, and offers to sign out and come back', async () => {
    const { user, router } = setUp(makeMe({ email: 'someone@example.com' }), {
      'POST /api/auth/sign-out': { status: 200, body: { success: true } },
    });
    expect(
      await screen.findByText(
        'This invitation is for ayu@example.com, but you are signed in as someone@example.com. Sign out, then sign in or create an account with ayu@example.com.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Finvite%2Ftok-123');
  });

  it('says plainly when the link is no longer valid', async () => {
    setUp(null, {
      [`GET /api/invitations/${token}`]: refusal(404, 'not_found', 'This invitation is no longer valid.'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation is no longer valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/accepted or revoked, or it expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
