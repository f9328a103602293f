import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  makeMe,
  signedOut,
  stubApi,
  type FakeApi,
  type Handler,
  type Reply,
  refusal,
} from '../../../test/fake-api';
import { LandedAt, renderRoute } from '../../../test/render-route';
import { accountChanged, forgetAccount, signedOutOnPurpose } from '../../../lib/queries/account-cache';
import { RouteGuard } from './route-guard';

const routes = [
  {
    path: '/analytics',
    element: (
      <RouteGuard>
        <h1>Private page</h1>
      </RouteGuard>
    ),
  },
  {
    path: '/admin/settings',
    element: (
      <RouteGuard admin page="Admin Settings">
        <h1>Admin page</h1>
      </RouteGuard>
    ),
  },
  { path: '*', Component: LandedAt },
];

/** A /api/me that never answers. */
const hang: Handler = () => new Promise<Reply>(() => {});

const broken: Reply = refusal(500, 'internal_error', 'Database unavailable.');

const signedIn: Reply = { status: 200, body: makeMe() };
const adminSignedIn: Reply = { status: 200, body: makeMe({ is_admin: true }) };

function meCalls(api: FakeApi): number {
  return api.calls.filter((call) => call.method === 'GET' && call.path === '/api/me').length;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setupUser() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Opens /analytics on a failing server and waits out useMe's own two retries (1 s + 2 s). */
async function openWithBrokenServer() {
  const api = stubApi({ 'GET /api/me': broken });
  renderRoute(routes, '/analytics');
  await advance(3_000);
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Authentication Issue' })).toBeInTheDocument();
  return { api, alert };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RouteGuard: loading', () => {
  it('says it is checking the session, then shows the page once the server answers', async () => {
    let answer: (reply: Reply) => void = () => {};
    stubApi({ 'GET /api/me': () => new Promise<Reply>((resolve) => (answer = resolve)) });
    renderRoute(routes, '/analytics');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking authentication...');
    expect(screen.getByRole('button', { name: 'Skip Loading (Force Continue)' })).toBeInTheDocument();
    expect(screen.queryByText('Private page')).not.toBeInTheDocument();

    answer(signedIn);
    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says it is verifying admin access on an admin route', async () => {
    stubApi({ 'GET /api/me': hang });
    renderRoute(routes, '/admin/settings');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Verifying admin access...');
    expect(status).not.toHaveTextContent('Checking authentication...');
  });

  it('shows the page shell at once when the user skips loading', async () => {
    const user = setupUser();
    stubApi({ 'GET /api/me': hang });
    renderRoute(routes, '/analytics');

    await user.click(await screen.findByRole('button', { name: 'Skip Loading (Force Continue)' }));

    expect(screen.getByRole('heading', { name: 'Private page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('warns that the check is slow after 8 s, not before', async () => {
    stubApi({ 'GET /api/me': hang });
    renderRoute(routes, '/analytics');
    const status = await screen.findByRole('status');

    await advance(7_900);
    expect(status).not.toHaveTextContent('This is taking longer than usual.');

    await advance(100);
    expect(status).toHaveTextContent('This is taking longer than usual.');
    expect(status).toHaveTextContent('Checking authentication...');
  });

  it('gives up after 15 s with an Authentication Issue, never the page', async () => {
    stubApi({ 'GET /api/me': hang });
    renderRoute(routes, '/analytics');
    await screen.findByRole('status');

    await advance(14_900);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await advance(100);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Authentication Issue' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('The authentication check timed out after 15 seconds.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Private page')).not.toBeInTheDocument();
  });

  it('asks afresh on Retry after the 15 s time-out instead of waiting on the hung request', async () => {
    const user = setupUser();
    const api = stubApi({ 'GET /api/me': hang });
    renderRoute(routes, '/analytics');
    await screen.findByRole('status');
    await advance(15_000);
    await screen.findByRole('heading', { name: 'Authentication Issue' });
    expect(meCalls(api)).toBe(1);

    api.set({ 'GET /api/me': signedIn });
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
    expect(meCalls(api)).toBe(2);
  });
});

describe('RouteGuard: signed out', () => {
  it('sends a signed-out visitor to /login with the path and query to come back to', async () => {
    stubApi({ 'GET /api/me': signedOut });
    renderRoute(routes, '/analytics?x=1');

    expect(
      await screen.findByRole('heading', { name: 'Landed at /login?redirect=%2Fanalytics%3Fx%3D1' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Private page')).not.toBeInTheDocument();
  });

  it('sends someone who just signed out here to plain /login, not back to the page they left', async () => {
    stubApi({ 'GET /api/me': signedOut });
    const { queryClient } = renderRoute([{ path: '*', Component: LandedAt }], '/elsewhere');
    forgetAccount(queryClient, { onPurpose: true });
    renderRoute(routes, '/analytics');
    expect(await screen.findByRole('heading', { name: 'Landed at /login' })).toBeInTheDocument();
    // Signing in again ends that: the next signed-out visit asks to come back.
    await accountChanged(queryClient);
    expect(signedOutOnPurpose()).toBe(false);
  });

  it('does the same on an admin route', async () => {
    stubApi({ 'GET /api/me': signedOut });
    renderRoute(routes, '/admin/settings');

    expect(
      await screen.findByRole('heading', { name: 'Landed at /login?redirect=%2Fadmin%2Fsettings' }),
    ).toBeInTheDocument();
  });
});

describe('RouteGuard: Authentication Issue', () => {
  it('shows the server’s error and the four ways on, not the page', async () => {
    const { alert } = await openWithBrokenServer();

    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    for (const name of ['Retry', 'Force Reload', 'Go to Login', 'Force Continue']) {
      expect(within(alert).getByRole('button', { name })).toBeEnabled();
    }
    expect(screen.queryByText('Private page')).not.toBeInTheDocument();
  });

  it('recovers on Retry once the server answers again', async () => {
    const user = setupUser();
    const { api } = await openWithBrokenServer();
    const before = meCalls(api);

    api.set({ 'GET /api/me': signedIn });
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
    expect(meCalls(api)).toBe(before + 1);
  });

  it('allows two retries, then disables Retry with a note', async () => {
    const user = setupUser();
    const { api } = await openWithBrokenServer();
    const before = meCalls(api);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const second = await screen.findByRole('button', { name: 'Retry (1/2)' });
    await vi.waitFor(() => expect(second).not.toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );

    await user.click(second);
    const spent = await screen.findByRole('button', { name: 'Retry (2/2)' });
    await vi.waitFor(() => expect(spent).toBeDisabled());
    expect(screen.getByRole('alert')).toHaveTextContent('No retries left.');
    expect(meCalls(api)).toBe(before + 2);

    await user.click(spent);
    await advance(100);
    expect(meCalls(api)).toBe(before + 2);
    expect(screen.queryByText('Private page')).not.toBeInTheDocument();
  });

  it('abandons a retry that gets no answer within 3 s', async () => {
    const user = setupUser();
    const { api, alert } = await openWithBrokenServer();

    api.set({ 'GET /api/me': hang });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await advance(2_900);
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByRole('button', { name: 'Retry (1/2)' })).toHaveAttribute('aria-busy', 'true');

    await advance(100);
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The authentication check timed out after 3 seconds.',
      ),
    );
    const again = screen.getByRole('button', { name: 'Retry (1/2)' });
    expect(again).toBeEnabled();
    expect(again).not.toHaveAttribute('aria-busy', 'true');

    // The hung request is dropped: the next retry makes a new request and gets its answer.
    const before = meCalls(api);
    api.set({ 'GET /api/me': signedIn });
    await user.click(again);
    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
    expect(meCalls(api)).toBe(before + 1);
  });

  it('goes to /login when a retry finds the session gone', async () => {
    const user = setupUser();
    const { api } = await openWithBrokenServer();

    api.set({ 'GET /api/me': signedOut });
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('heading', { name: 'Landed at /login?redirect=%2Fanalytics' }),
    ).toBeInTheDocument();
  });

  it('reloads the window from Force Reload', async () => {
    const user = setupUser();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    await openWithBrokenServer();

    await user.click(screen.getByRole('button', { name: 'Force Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('opens /login with the way back from Go to Login', async () => {
    const user = setupUser();
    await openWithBrokenServer();

    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(
      await screen.findByRole('heading', { name: 'Landed at /login?redirect=%2Fanalytics' }),
    ).toBeInTheDocument();
  });

  it('shows the page shell on Force Continue', async () => {
    const user = setupUser();
    await openWithBrokenServer();

    await user.click(screen.getByRole('button', { name: 'Force Continue' }));
    expect(screen.getByRole('heading', { name: 'Private page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('RouteGuard: admin routes', () => {
  it('shows the page to an admin', async () => {
    stubApi({ 'GET /api/me': adminSignedIn });
    renderRoute(routes, '/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
  });

  it('shows a signed-in non-admin Access Denied, naming the page', async () => {
    stubApi({ 'GET /api/me': signedIn });
    renderRoute(routes, '/admin/settings');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(alert).toHaveTextContent("You don't have admin permissions to access Admin Settings.");
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(within(alert).getByRole('button', { name: 'Return to Dashboard' })).toBeEnabled();
    expect(screen.queryByText('Admin page')).not.toBeInTheDocument();
  });

  it('lets the user try again up to 3 times, asking the server each time', async () => {
    const user = setupUser();
    const api = stubApi({ 'GET /api/me': signedIn });
    renderRoute(routes, '/admin/settings');
    await screen.findByRole('heading', { name: 'Access Denied' });
    const before = meCalls(api);

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    for (const label of ['Try Again (1/3)', 'Try Again (2/3)']) {
      const button = await screen.findByRole('button', { name: label });
      await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
      await user.click(button);
    }
    const spent = await screen.findByRole('button', { name: 'Try Again (3/3)' });
    await vi.waitFor(() => expect(spent).toBeDisabled());
    expect(screen.getByRole('alert')).toHaveTextContent('No tries left.');
    expect(meCalls(api)).toBe(before + 3);

    await user.click(spent);
    await advance(100);
    expect(meCalls(api)).toBe(before + 3);
    expect(screen.queryByText('Admin page')).not.toBeInTheDocument();
  });

  it('lets the user in when Try Again finds they were made admin', async () => {
    const user = setupUser();
    const api = stubApi({ 'GET /api/me': signedIn });
    renderRoute(routes, '/admin/settings');
    await screen.findByRole('heading', { name: 'Access Denied' });

    api.set({ 'GET /api/me': adminSignedIn });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
  });

  it('goes to /dashboard from Return to Dashboard', async () => {
    const user = setupUser();
    stubApi({ 'GET /api/me': signedIn });
    renderRoute(routes, '/admin/settings');

    await user.click(await screen.findByRole('button', { name: 'Return to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Landed at /dashboard' })).toBeInTheDocument();
  });

  it('never lets Skip Loading override the server: a later non-admin answer replaces the shell', async () => {
    const user = setupUser();
    let answer: (reply: Reply) => void = () => {};
    stubApi({ 'GET /api/me': () => new Promise<Reply>((resolve) => (answer = resolve)) });
    renderRoute(routes, '/admin/settings');

    await user.click(await screen.findByRole('button', { name: 'Skip Loading (Force Continue)' }));
    // Nothing known yet: the shell shows, and the admin API refuses its data requests on its own.
    expect(screen.getByRole('heading', { name: 'Admin page' })).toBeInTheDocument();

    answer(signedIn);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('Admin page')).not.toBeInTheDocument();
  });
});
