import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/feedback/toaster';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { dismissToast } from '../../../lib/toast';
import { storeWorkspaceId, storedWorkspaceId, useStoredWorkspaceId } from '../../../lib/workspace';
import { deferred } from '../../../test/deferred';
import { makeMe, refusal, type Reply } from '../../../test/fake-api';
import { makeTeamSummary, makeWorkspaceSummary } from '../../../test/make-workspace';
import { everywhere, renderRoute } from '../../../test/render-route';
import { useWorkspaceSync } from './use-workspace-sync';

const personal = makeWorkspaceSummary();
const team = makeTeamSummary({ role: 'member' });
const both: Reply = { status: 200, body: { items: [personal, team] } };

/** The shell's part: whether the page waits, and the workspace the tab is in. */
function SyncProbe() {
  const settling = useWorkspaceSync();
  const stored = useStoredWorkspaceId();
  return <p data-testid="probe">{settling ? 'Settling' : `In ${stored ?? 'personal'}`}</p>;
}

function setUp(path: string, list: Reply | (() => Promise<Reply>) = both) {
  return renderRoute(
    everywhere(
      <>
        <SyncProbe />
        <Toaster />
      </>,
    ),
    path,
    { me: makeMe(), api: { 'GET /api/workspaces': list } },
  );
}

afterEach(() => {
  dismissToast();
});

describe('?workspace=<slug>', () => {
  it('waits for the list, switches to that workspace and leaves the address with the rest', async () => {
    const answer = deferred<Reply>();
    const { router } = setUp('/analytics?workspace=acme&range=7d', () => answer.promise);

    expect(screen.getByTestId('probe')).toHaveTextContent('Settling');
    answer.resolve(both);

    expect(await screen.findByText(`In ${team.id}`)).toBeInTheDocument();
    expect(storedWorkspaceId()).toBe(team.id);
    expect(router.state.location.pathname).toBe('/analytics');
    expect(router.state.location.search).toBe('?range=7d');
    expect(await screen.findByText('Now working in Acme Marketing')).toBeInTheDocument();
  });

  it('opens the personal workspace by its slug too', async () => {
    storeWorkspaceId(team.id);
    setUp('/dashboard?workspace=ayu');
    expect(await screen.findByText('In personal')).toBeInTheDocument();
    expect(storedWorkspaceId()).toBeNull();
  });

  it('says so for a workspace the account is not in, and stays where it was', async () => {
    const { router } = setUp('/dashboard?workspace=someone-else');

    expect(
      await screen.findByText('You are not a member of the workspace “someone-else”.'),
    ).toBeInTheDocument();
    // The toast comes first; the address is then cleaned by a navigation of its own.
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('In personal'));
    expect(router.state.location.search).toBe('');
  });
});

describe('a workspace the account has left', () => {
  it('gives way to the personal one when the list no longer holds it, and says so', async () => {
    storeWorkspaceId('ws-deleted');
    setUp('/dashboard');

    expect(await screen.findByText('You are back in your personal workspace')).toBeInTheDocument();
    expect(storedWorkspaceId()).toBeNull();
  });

  it('is found out by a 404 to a request that named it: the list is asked again', async () => {
    storeWorkspaceId(team.id);
    const { api } = setUp('/dashboard');
    await waitFor(() => expect(api.queriesOf('GET /api/workspaces')).toHaveLength(1));
    expect(screen.getByTestId('probe')).toHaveTextContent(`In ${team.id}`);

    // The account is removed from the team meanwhile.
    api.set({
      'GET /api/workspaces': { status: 200, body: { items: [personal] } },
      'GET /api/links': refusal(404, 'not_found', 'Workspace not found.'),
    });
    await act(async () => {
      await expect(apiFetch('/api/links')).rejects.toBeInstanceOf(ApiError);
    });

    expect(await screen.findByText('You are back in your personal workspace')).toBeInTheDocument();
    expect(storedWorkspaceId()).toBeNull();
    expect(api.workspacesOf('GET /api/links')).toEqual([team.id]);
  });

  it('stays when a 404 was about something else', async () => {
    storeWorkspaceId(team.id);
    const { api } = setUp('/dashboard');
    await waitFor(() => expect(api.queriesOf('GET /api/workspaces')).toHaveLength(1));

    api.set({ 'GET /api/links/x': refusal(404, 'not_found', 'Link not found.') });
    await act(async () => {
      await expect(apiFetch('/api/links/x')).rejects.toBeInstanceOf(ApiError);
    });

    await waitFor(() => expect(api.queriesOf('GET /api/workspaces')).toHaveLength(2));
    expect(storedWorkspaceId()).toBe(team.id);
  });
});
