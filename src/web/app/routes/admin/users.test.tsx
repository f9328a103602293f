import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  AdminUserDetail,
  AdminUserRow,
  AdminWorkspace,
  AuditEntry,
} from '../../../../shared/admin-users';
import { basicPlanDisplayName, defaultPlans } from '../../../../shared/plans';
import { makeMe, type Handler, type Reply, refusal } from '../../../test/fake-api';
import {
  makeAdminUserDetail,
  makeAdminUserList,
  makeAdminUserRow,
  makeAdminWorkspace,
  makeAuditEntry,
} from '../../../test/make-admin-users';
import { displayNameOf } from '../../../test/make-billing';
import { i18n } from '../../../lib/i18n';
import { renderRoute } from '../../../test/render-route';
import { Component as AdminUsersPage } from './users';
import { roleTexts } from '../../../test/texts';

const routes = [{ path: '/admin/users', Component: AdminUsersPage }];

const admin = makeMe({ id: 'admin-1', email: 'admin@example.com', name: 'Admin', is_admin: true });

const ayu = () =>
  makeAdminUserRow({ id: 'u-ayu', email: 'ayu@example.com', name: 'Ayu Lestari', username: 'ayu' });
const budi = () =>
  makeAdminUserRow({
    id: 'u-budi',
    email: 'budi@example.com',
    name: 'Budi Santoso',
    plan: 'vip',
    trial: false,
    is_admin: true,
    expires: '2027-03-01T03:00:00.000Z',
  });
const siti = () =>
  makeAdminUserRow({
    id: 'u-siti',
    email: 'siti@example.com',
    name: '',
    plan: 'basic',
    trial: false,
    expires: null,
    disabled: true,
  });

/**
 * A fake of the user-management API over accounts it keeps: the list answers them all (the server's
 * search is its own business; the tests read what was asked), and each change answers the account.
 * A team's workspace (given in `workspaces` per account) takes its plan on every member's page.
 */
function openPage(
  path: string,
  rows: AdminUserRow[],
  more: Record<string, Handler | Reply> = {},
  workspaces: Record<string, AdminWorkspace[]> = {},
) {
  const details = new Map<string, AdminUserDetail>(
    rows.map((row) => {
      const detail = makeAdminUserDetail(row);
      return [row.id, { ...detail, workspaces: [...detail.workspaces, ...(workspaces[row.id] ?? [])] }];
    }),
  );
  const change = (id: string, patch: Partial<AdminUserDetail['user']>): Reply => {
    const current = details.get(id);
    if (!current) return refusal(404, 'not_found', 'No such account.');
    const user = { ...current.user, ...patch };
    // The personal workspace's plan is the account's.
    const workspaces = current.workspaces.map((workspace) =>
      workspace.personal ? { ...workspace, plan: user.plan, expires: user.expires } : workspace,
    );
    const next = { ...current, user, workspaces };
    details.set(id, next);
    return { status: 200, body: next };
  };
  const perUser: Record<string, Handler | Reply> = {};
  for (const { id } of rows) {
    perUser[`GET /api/admin/users/${id}`] = () => {
      const detail = details.get(id);
      return detail ? { status: 200, body: detail } : refusal(404, 'not_found', 'No such account.');
    };
    perUser[`PUT /api/admin/users/${id}/subscription`] = ({ body }) => {
      const { plan, expires } = body as { plan: string; expires: string | null };
      const plan_display_name = plan === 'basic' ? basicPlanDisplayName : displayNameOf(plan);
      return change(id, { plan, plan_display_name, expires, trial: false });
    };
    perUser[`POST /api/admin/users/${id}/extend`] = ({ body }) => {
      const { days } = body as { days: number };
      const from = Date.parse(details.get(id)?.user.expires ?? '2027-01-01T00:00:00.000Z');
      return change(id, { expires: new Date(from + days * 86_400_000).toISOString() });
    };
    perUser[`PUT /api/admin/users/${id}/admin`] = ({ body }) =>
      change(id, { is_admin: (body as { is_admin: boolean }).is_admin });
    perUser[`PUT /api/admin/users/${id}/disabled`] = ({ body }) => {
      const { disabled, reason } = body as { disabled: boolean; reason?: string };
      return change(id, {
        disabled,
        disabled_reason: disabled ? (reason ?? null) : null,
        disabled_at: disabled ? '2026-12-03T05:00:00.000Z' : null,
      });
    };
    for (const { id: workspaceId } of workspaces[id] ?? []) {
      perUser[`PUT /api/admin/workspaces/${workspaceId}/subscription`] = ({ body }) => {
        const { plan, expires } = body as { plan: string; expires: string | null };
        for (const [userId, detail] of details) {
          details.set(userId, {
            ...detail,
            workspaces: detail.workspaces.map((workspace) =>
              workspace.id === workspaceId ? { ...workspace, plan, expires } : workspace,
            ),
          });
        }
        return { status: 200, body: { id: workspaceId, plan, expires } };
      };
    }
    perUser[`DELETE /api/admin/users/${id}`] = () => {
      details.delete(id);
      return {
        status: 200,
        body: { deleted: { links: 12, clicks: 3400, custom_domains: 1, notifications: 5 } },
      };
    };
  }
  const rendered = renderRoute(routes, path, {
    me: admin,
    api: {
      'GET /api/plans': { status: 200, body: defaultPlans },
      'GET /api/admin/users': () => ({
        status: 200,
        body: makeAdminUserList(rows.filter((row) => details.has(row.id))),
      }),
      ...perUser,
      ...more,
    },
  });
  return { ...rendered, details };
}

const listQueries = (api: { queriesOf(route: string): URLSearchParams[] }) =>
  api.queriesOf('GET /api/admin/users').map((query) => query.toString());

async function table() {
  return within(await screen.findByRole('table', { name: 'Accounts' }));
}

/** A row's cells as read aloud: the narrow screens' column names (hidden from assistive technology) left out. */
function rowOf(rows: ReturnType<typeof within>, email: string): string[] {
  const row = rows.getByRole('rowheader', { name: (name: string) => name.startsWith(email) }).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return [...row.children].map((cell) => {
    const copy = cell.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return [...copy.querySelectorAll<HTMLElement>('a, span, time')]
      .filter((node) => node.children.length === 0)
      .map((node) => node.textContent?.trim())
      .filter(Boolean)
      .join(' ');
  });
}

async function openAccount(email: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: email }));
  const heading = await screen.findByRole('heading', { level: 2, name: email });
  return { user, heading };
}

function panel(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('/admin/users: the list', () => {
  it('shows each account with its plan, trial, end, admin and sign-in, asking for the first page', async () => {
    const { api } = openPage('/admin/users', [ayu(), budi(), siti()]);

    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    const rows = await table();
    expect(rows.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Account',
      'Plan',
      'Plan ends',
      'Admin',
      'Sign-in',
      'Created',
    ]);
    // Newest first, the API's default, marked on its column.
    expect(rows.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');

    expect(rowOf(rows, 'ayu@example.com')).toEqual([
      'ayu@example.com Ayu Lestari',
      'Free Trial',
      'Dec 8, 2026',
      'Not an admin',
      'Allowed',
      'Dec 1, 2026',
    ]);
    expect(rowOf(rows, 'budi@example.com')).toEqual([
      'budi@example.com Budi Santoso',
      'VIP',
      'Mar 1, 2027',
      'Admin',
      'Allowed',
      'Dec 1, 2026',
    ]);
    expect(rowOf(rows, 'siti@example.com')).toEqual([
      'siti@example.com',
      'Basic',
      'No end',
      'Not an admin',
      'Disabled',
      'Dec 1, 2026',
    ]);

    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
    expect(rows.getByRole('link', { name: 'ayu@example.com' })).toHaveAttribute(
      'href',
      '/admin/users?user=u-ayu',
    );
    expect(listQueries(api)).toEqual(['sort=created_at&order=desc&page=1&per_page=50']);
  });

  it('asks the server for what the address holds, and shows it in the controls', async () => {
    const { api } = openPage(
      '/admin/users?q=ayu&plan=vip&admin=true&disabled=false&trial=true&sort=email&order=asc&page=2&per_page=25',
      [ayu()],
    );
    await table();

    expect(listQueries(api)[0]).toBe(
      'q=ayu&plan=vip&admin=true&disabled=false&trial=true&sort=email&order=asc&page=2&per_page=25',
    );
    const filters = within(screen.getByRole('search', { name: 'Search and filter accounts' }));
    expect(filters.getByLabelText('Search')).toHaveValue('ayu');
    expect(filters.getByLabelText('Plan')).toHaveValue('vip');
    expect(filters.getByLabelText('Admin')).toHaveValue('true');
    expect(filters.getByLabelText('Sign-in')).toHaveValue('false');
    expect(filters.getByLabelText('Trial')).toHaveValue('true');
    expect(filters.getByLabelText('Sort by')).toHaveValue('email-asc');
    expect(screen.getByLabelText('Per page')).toHaveValue('25');
  });

  it('puts the search (once typing settles), filters, sort and page size in the address, back at page 1', async () => {
    const { api, router } = openPage('/admin/users?page=3', [ayu()]);
    const user = userEvent.setup();
    await table();
    const filters = within(screen.getByRole('search', { name: 'Search and filter accounts' }));

    await user.type(filters.getByLabelText('Search'), 'budi');
    await waitFor(() => expect(router.state.location.search).toBe('?q=budi'));
    // One request for the settled text, not one per key.
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toBe('q=budi&sort=created_at&order=desc&page=1&per_page=50'),
    );
    expect(listQueries(api).filter((query) => query.startsWith('q=bud'))).toHaveLength(1);

    await user.selectOptions(filters.getByLabelText('Plan'), 'medium');
    await user.selectOptions(filters.getByLabelText('Admin'), 'false');
    await user.selectOptions(filters.getByLabelText('Sign-in'), 'true');
    await user.selectOptions(filters.getByLabelText('Trial'), 'false');
    await user.selectOptions(filters.getByLabelText('Sort by'), 'Plan end, soonest first');
    await user.selectOptions(screen.getByLabelText('Per page'), '100');

    const expected =
      'q=budi&plan=medium&admin=false&disabled=true&trial=false&sort=expires&order=asc&per_page=100';
    expect(router.state.location.search).toBe(`?${expected}`);
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toBe(
        'q=budi&plan=medium&admin=false&disabled=true&trial=false&sort=expires&order=asc&page=1&per_page=100',
      ),
    );

    // The box follows the address when it changes by other means (Back).
    await router.navigate('/admin/users?q=ayu');
    await waitFor(() => expect(filters.getByLabelText('Search')).toHaveValue('ayu'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('?q=ayu');
  });

  it('pages with numbers, Previous and Next, and says which accounts are shown', async () => {
    const { api, router } = openPage('/admin/users', [], {
      'GET /api/admin/users': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const rows = Array.from({ length: page === 3 ? 20 : 50 }, () => makeAdminUserRow());
        return { status: 200, body: makeAdminUserList(rows, { total: 120, page }) };
      },
    });
    const user = userEvent.setup();
    await table();

    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(pages.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();

    await user.click(pages.getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('101–120 of 120')).toBeInTheDocument();
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(listQueries(api).map((query) => new URLSearchParams(query).get('page'))).toEqual(['1', '2', '3']);
  });

  it('says when no account matches, and clears the search and filters', async () => {
    const { router } = openPage('/admin/users?q=nobody&plan=vip&sort=email&order=asc', []);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'No accounts match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(router.state.location.search).toBe('?sort=email&order=asc');
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''));
  });

  it('says why the list could not be loaded, with Try again', async () => {
    const { api } = openPage('/admin/users', [], {
      'GET /api/admin/users': refusal(503, 'service_unavailable', 'Database away.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    api.set({ 'GET /api/admin/users': { status: 200, body: makeAdminUserList([ayu()]) } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'ayu@example.com' })).toBeInTheDocument();
  });
});

describe('/admin/users: an account’s page', () => {
  it('opens from its row beside the list’s keys, shows the profile and counts, and goes back to the same list', async () => {
    const { router } = openPage('/admin/users?q=a&page=2', [ayu(), budi()]);
    const { user, heading } = await openAccount('ayu@example.com');

    expect(router.state.location.search).toBe('?q=a&page=2&user=u-ayu');
    await waitFor(() => expect(heading).toHaveFocus());
    const profile = panel('Profile');
    expect(profile.getByText('Ayu Lestari')).toBeInTheDocument();
    expect(profile.getByText('ayu')).toBeInTheDocument();
    expect(profile.getByText('Indonesian')).toBeInTheDocument();
    expect(profile.getByText('Asia/Jakarta')).toBeInTheDocument();
    expect(profile.getByText('Not connected')).toBeInTheDocument();
    const owns = panel('What the account owns');
    expect(owns.getByText('Links').nextElementSibling).toHaveTextContent('12');
    expect(owns.getByText('Custom domains').nextElementSibling).toHaveTextContent('1');
    expect(owns.getByText('Watched domains').nextElementSibling).toHaveTextContent('3');
    expect(owns.getByText('Orders').nextElementSibling).toHaveTextContent('2');
    expect(owns.getByText('Active sessions').nextElementSibling).toHaveTextContent('1');
    expect(panel('Plan').getByText('Free')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'All accounts' }));
    expect(router.state.location.search).toBe('?q=a&page=2');
    await waitFor(() => expect(screen.getByRole('link', { name: 'ayu@example.com' })).toHaveFocus());
  });

  it('says when the account no longer exists', async () => {
    openPage('/admin/users?user=u-gone', []);
    expect(
      await screen.findByText('This account no longer exists. It may have been deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All accounts' })).toHaveAttribute('href', '/admin/users');
  });

  it('sets the plan and its end in the admin’s time zone; basic has none', async () => {
    const { api } = openPage('/admin/users?user=u-ayu', [ayu()]);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'ayu@example.com' });

    await user.click(screen.getByRole('button', { name: 'Set plan' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Set the plan of ayu@example.com' }));
    // The stored end, on the admin's clock (Asia/Jakarta, UTC+7).
    expect(dialog.getByLabelText('Ends')).toHaveValue('2026-12-08T10:00');
    await waitFor(() =>
      expect(dialog.getByLabelText('Ends')).toHaveAccessibleDescription('In your time zone, Asia/Jakarta.'),
    );
    // Named as people read them; the key is what is sent.
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Basic',
      'Free',
      'Medium',
      'VIP',
      'VIP Max',
    ]);
    await user.selectOptions(dialog.getByLabelText('Plan'), 'vip');
    fireEvent.change(dialog.getByLabelText('Ends'), { target: { value: '2027-01-31T23:30' } });
    await user.click(dialog.getByRole('button', { name: 'Set plan' }));

    expect(
      await screen.findByText('The plan is now VIP, ending Jan 31, 2027, 11:30 PM.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/users/u-ayu/subscription')).toEqual([
      { plan: 'vip', expires: '2027-01-31T16:30:00.000Z' },
    ]);
    expect(panel('Plan').getByText('VIP')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set plan' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Set the plan of ayu@example.com' }));
    await user.selectOptions(dialog.getByLabelText('Plan'), 'basic');
    expect(dialog.queryByLabelText('Ends')).not.toBeInTheDocument();
    expect(dialog.getByText('Basic has no end.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Set plan' }));

    expect(await screen.findByText('The plan is now Basic, with no end.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/users/u-ayu/subscription').at(-1)).toEqual({
      plan: 'basic',
      expires: null,
    });
    // Basic has no end to extend.
    expect(screen.getByRole('button', { name: 'Extend' })).toBeDisabled();
  });

  it('asks for the end of a paid plan, and shows the server’s field error', async () => {
    const { api } = openPage('/admin/users?user=u-siti', [siti()], {
      'PUT /api/admin/users/u-siti/subscription': refusal(
        400,
        'validation_failed',
        'Some fields are invalid.',
        {
          expires: 'the end must be in the future',
        },
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set the plan of siti@example.com' }));
    await user.selectOptions(dialog.getByLabelText('Plan'), 'medium');
    // One purchase's length from now, to start from.
    expect(dialog.getByLabelText('Ends')).not.toHaveValue('');
    fireEvent.change(dialog.getByLabelText('Ends'), { target: { value: '' } });
    await user.click(dialog.getByRole('button', { name: 'Set plan' }));
    // The contract's refusal, then the focus on the refused field, each after a render.
    await waitFor(() =>
      expect(dialog.getByLabelText('Ends')).toHaveAccessibleDescription(/Enter when the plan ends\./),
    );
    await waitFor(() => expect(dialog.getByLabelText('Ends')).toHaveFocus());
    expect(api.bodiesOf('PUT /api/admin/users/u-siti/subscription')).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Ends'), { target: { value: '2020-01-01T00:00' } });
    await user.click(dialog.getByRole('button', { name: 'Set plan' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Ends')).toHaveAccessibleDescription(/The end must be in the future/),
    );
    await waitFor(() => expect(dialog.getByLabelText('Ends')).toHaveFocus());
  });

  it('extends by days: the shared rule first, then the server’s field error, then the new end', async () => {
    const { api } = openPage('/admin/users?user=u-budi', [budi()], {
      'POST /api/admin/users/u-budi/extend': refusal(400, 'validation_failed', 'Some fields are invalid.', {
        days: 'the plan would end after 2100',
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Extend' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Extend the plan of budi@example.com' }));
    const days = dialog.getByLabelText('Days to add');

    await user.clear(days);
    await user.type(days, '0');
    await user.click(dialog.getByRole('button', { name: 'Extend' }));
    // The contract's refusal, then the focus on the field, each after a render.
    await waitFor(() => expect(days).toHaveAccessibleDescription('Enter at least 1 day.'));
    await waitFor(() => expect(days).toHaveFocus());
    expect(api.bodiesOf('POST /api/admin/users/u-budi/extend')).toEqual([]);

    await user.clear(days);
    await user.type(days, '3000');
    await user.click(dialog.getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(days).toHaveAccessibleDescription('The plan would end after 2100'));
    expect(days).toHaveAttribute('aria-invalid', 'true');

    api.set({
      'POST /api/admin/users/u-budi/extend': {
        status: 200,
        body: makeAdminUserDetail({ ...budi(), expires: '2027-03-31T03:00:00.000Z' }),
      },
    });
    await user.clear(days);
    await user.type(days, '30');
    await user.click(dialog.getByRole('button', { name: 'Extend' }));
    expect(
      await screen.findByText('Extended by 30 days: the plan now ends Mar 31, 2027, 10:00 AM.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/admin/users/u-budi/extend')).toEqual([{ days: 3000 }, { days: 30 }]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'budi@example.com' })).toHaveFocus(),
    );
  });

  it('grants admin after asking', async () => {
    const { api } = openPage('/admin/users?user=u-ayu', [ayu()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Grant admin' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Make ayu@example.com an admin?' }));
    expect(
      dialog.getByText('They will be able to change every setting and every account, yours included.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Grant admin' }));

    expect(await screen.findByText('ayu@example.com is now an admin.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/users/u-ayu/admin')).toEqual([{ is_admin: true }]);
    expect(panel('Access').getByText('Yes')).toBeInTheDocument();
    expect(panel('Access').getByRole('button', { name: 'Revoke admin' })).toBeInTheDocument();
  });

  it('revokes admin, and shows the server’s refusal for the last admin', async () => {
    const { api } = openPage('/admin/users?user=u-budi', [budi()], {
      'PUT /api/admin/users/u-budi/admin': refusal(
        400,
        'bad_request',
        'The last admin cannot be demoted. Grant admin to someone else first.',
        { is_admin: 'Make another account an admin first: the install needs one.' },
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke admin' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Revoke admin access from budi@example.com?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Revoke admin' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The last admin cannot be demoted. Grant admin to someone else first.',
    );
    expect(api.bodiesOf('PUT /api/admin/users/u-budi/admin')).toEqual([{ is_admin: false }]);
    // Still asking, and nothing changed: Cancel backs out.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(panel('Access').getByText('Yes')).toBeInTheDocument();

    // Another admin exists now: the same button revokes.
    api.set({
      'PUT /api/admin/users/u-budi/admin': {
        status: 200,
        body: makeAdminUserDetail({ ...budi(), is_admin: false }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Revoke admin' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke admin' }),
    );
    expect(await screen.findByText('budi@example.com is no longer an admin.')).toBeInTheDocument();
    expect(panel('Access').getByRole('button', { name: 'Grant admin' })).toBeInTheDocument();
  });

  it('disables with a reason (saying what that does), then enables again', async () => {
    const { api } = openPage('/admin/users?user=u-ayu', [ayu()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable ayu@example.com?' }));
    expect(
      dialog.getByText(
        'Their sessions end at once, signing in is refused, and their links answer the not-found page until you enable the account again. Nothing is deleted.',
      ),
    ).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Phishing links');
    await user.click(dialog.getByRole('button', { name: 'Disable account' }));

    expect(
      await screen.findByText(
        'ayu@example.com is disabled: their sessions have ended and their links answer not-found.',
      ),
    ).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/users/u-ayu/disabled')).toEqual([
      { disabled: true, reason: 'Phishing links' },
    ]);
    const access = panel('Access');
    expect(access.getByText(/Disabled since/)).toBeInTheDocument();
    expect(access.getByText('Phishing links')).toBeInTheDocument();

    await user.click(access.getByRole('button', { name: 'Enable account' }));
    expect(
      await screen.findByText('ayu@example.com is enabled again: they can sign in and their links work.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/users/u-ayu/disabled').at(-1)).toEqual({ disabled: false });
    expect(panel('Access').getByRole('button', { name: 'Disable account' })).toBeInTheDocument();
  });

  it('deletes only once the email is typed, then shows what went and returns to the list', async () => {
    const { api, router } = openPage('/admin/users?plan=free&user=u-ayu', [ayu(), budi()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete ayu@example.com?' }));
    expect(dialog.getByText('Everything the account owns is deleted:')).toBeInTheDocument();
    for (const line of [
      'its links and their clicks',
      'its custom domains',
      'its watched domains and their checks',
      'its notifications',
    ]) {
      expect(dialog.getByText(line)).toBeInTheDocument();
    }
    expect(
      dialog.getByText('Its payments are kept for the books, with the buyer anonymised.'),
    ).toBeInTheDocument();

    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    const typed = dialog.getByLabelText('To confirm, type the account’s email');
    await waitFor(() => expect(typed).toHaveAccessibleDescription('ayu@example.com'));
    await user.type(typed, 'ayu@example.co');
    expect(confirm).toBeDisabled();
    await user.type(typed, 'm');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(
      await screen.findByText('ayu@example.com and everything it owned were deleted.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/admin/users/u-ayu',
    ]);
    expect(router.state.location.search).toBe('?plan=free');
    const counts = within(screen.getByRole('list', { name: 'What was deleted' }));
    expect(counts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '12 links',
      '3,400 clicks',
      '1 custom domain',
      '5 notifications',
    ]);
    expect(
      screen.getByText('Payments are kept for the books, with the buyer anonymised.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'budi@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ayu@example.com' })).not.toBeInTheDocument();
  });

  it('offers no disable, delete or revoke on the admin’s own account', async () => {
    const self = makeAdminUserRow({
      id: 'admin-1',
      email: 'admin@example.com',
      is_admin: true,
      plan: 'basic',
      expires: null,
    });
    openPage('/admin/users', [self, ayu()]);
    const rows = await table();
    expect(
      within(rows.getByRole('rowheader', { name: /admin@example\.com/ })).getByText('You'),
    ).toBeInTheDocument();

    await openAccount('admin@example.com');
    expect(
      screen.getByText(
        'This is your own account: it cannot be disabled or deleted here, and you cannot revoke your own admin access.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete account/ })).not.toBeInTheDocument();
    // The plan may still be set.
    expect(screen.getByRole('button', { name: 'Set plan' })).toBeInTheDocument();
  });

  it('shows the audit entries: the action in words, who, when, and what changed; older ones on request', async () => {
    const entries: AuditEntry[] = [
      makeAuditEntry({
        id: 'a-2',
        action: 'user.disable',
        target: 'user:u-ayu',
        before: { disabled: false },
        after: { disabled: true, reason: 'Spam' },
        created_at: '2026-12-03T05:00:00.000Z',
      }),
      makeAuditEntry({ id: 'a-1', target: 'user:u-ayu', actor: null }),
    ];
    const { api } = openPage('/admin/users?user=u-ayu', [ayu()], {
      'GET /api/admin/users/u-ayu': { status: 200, body: makeAdminUserDetail(ayu(), { audit: entries }) },
      'GET /api/admin/audit': {
        status: 200,
        body: {
          items: [
            makeAuditEntry({
              id: 'a-0',
              action: 'user.grant_admin',
              target: 'user:u-ayu',
              before: { is_admin: false },
              after: { is_admin: true },
            }),
          ],
          next_cursor: null,
        },
      },
    });

    const log = within(await screen.findByRole('list', { name: 'Audit entries' }));
    const [disable, subscription] = log
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    if (!disable || !subscription) throw new Error('two entries expected');
    expect(disable).toHaveTextContent(/^Account disabled/);
    expect(disable).not.toHaveTextContent('user.disable');
    expect(disable).toHaveTextContent('ayu@example.com');
    expect(disable).toHaveTextContent('Dec 3, 2026, 12:00 PM');
    const disableChanges = within(within(disable).getByRole('list', { name: 'Changes' }));
    expect(disableChanges.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Disabled: No → changed to Yes',
      'Reason: none → changed to Spam',
    ]);
    expect(subscription).toHaveTextContent(/^Plan set/);
    expect(subscription).toHaveTextContent('A deleted admin, or the command line');
    // The plans by the names the server resolved, never their keys.
    expect(subscription).toHaveTextContent('Plan: Free → changed to Medium');
    expect(subscription).toHaveTextContent('Ends: Dec 8, 2026, 10:00 AM → changed to Jan 7, 2027, 10:00 AM');
    expect(screen.getByRole('list', { name: 'Audit entries' })).not.toHaveTextContent(
      /free|medium|true|false|disabled:|plan:|expires:/,
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await log.findByText('Admin access granted')).toBeInTheDocument();
    expect(api.queriesOf('GET /api/admin/audit').map((query) => query.toString())).toEqual([
      'target=user%3Au-ayu&before=a-1',
    ]);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });

  it('words the changes in Indonesian: labels, plans by their Indonesian names, yes and no', async () => {
    await i18n.changeLanguage('id');
    try {
      const entries: AuditEntry[] = [
        makeAuditEntry({
          id: 'a-3',
          action: 'user.extend',
          target: 'user:u-ayu',
          before: { plan: 'vip', expires: '2026-12-08T03:00:00.000Z' },
          after: { plan: 'vip', expires: '2027-01-07T03:00:00.000Z', days: 30 },
          plan_names: { vip: { en: 'VIP', id: 'VIP' } },
        }),
        makeAuditEntry({
          id: 'a-2',
          action: 'user.grant_admin',
          target: 'user:u-ayu',
          before: { is_admin: false },
          after: { is_admin: true },
          plan_names: {},
        }),
        makeAuditEntry({
          id: 'a-1',
          target: 'user:u-ayu',
          plan_names: { free: { en: 'Free', id: 'Gratis' }, medium: { en: 'Medium', id: 'Menengah' } },
        }),
      ];
      openPage('/admin/users?user=u-ayu', [ayu()], {
        'GET /api/admin/users/u-ayu': { status: 200, body: makeAdminUserDetail(ayu(), { audit: entries }) },
      });
      const log = await screen.findByRole('list', { name: 'Entri audit' });
      const changes = within(log)
        .getAllByRole('list', { name: 'Perubahan' })
        .map((list) => roleTexts(list, 'listitem'));
      expect(changes).toEqual([
        [
          'Berakhir: 8 Des 2026, 10.00 → diubah menjadi 7 Jan 2027, 10.00',
          'Diperpanjang: tidak ada → diubah menjadi 30 hari',
        ],
        ['Akses admin: Tidak → diubah menjadi Ya'],
        [
          'Paket: Gratis → diubah menjadi Menengah',
          'Berakhir: 8 Des 2026, 10.00 → diubah menjadi 7 Jan 2027, 10.00',
        ],
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when there are no audit entries yet', async () => {
    openPage('/admin/users?user=u-ayu', [ayu()]);
    expect(await screen.findByText('No changes recorded for this account yet.')).toBeInTheDocument();
  });
});

describe('/admin/users: an account’s workspaces', () => {
  const acme = () =>
    makeAdminWorkspace({
      id: 'ws-acme',
      name: 'Acme Marketing',
      slug: 'acme',
      role: 'admin',
      plan: 'vip',
      expires: '2027-02-01T03:00:00.000Z',
    });
  const lapsed = () =>
    makeAdminWorkspace({
      id: 'ws-old',
      name: 'Tim Lama',
      slug: 'tim-lama',
      role: 'viewer',
      // A plan no longer on sale: not among the admin's choices, named as the server names it.
      plan: 'team_pro_2024',
      plan_display_name: { en: 'Team Pro (2024)', id: 'Tim Pro (2024)' },
      expires: '2024-01-01T03:00:00.000Z',
    });
  const section = () => screen.getByRole('region', { name: 'Workspaces' });
  const rowCells = (name: string) => {
    const row = within(section())
      .getByRole('rowheader', { name: (accessible: string) => accessible.startsWith(name) })
      .closest('tr');
    if (!row) throw new Error(`no row for ${name}`);
    return [...row.children].map((cell) => {
      const copy = cell.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent?.replace(/\s+/g, ' ').trim();
    });
  };

  it('lists each workspace: the personal one first, the role there, the plan by name and its end', async () => {
    openPage('/admin/users?user=u-ayu', [ayu()], {}, { 'u-ayu': [acme(), lapsed()] });
    await screen.findByRole('heading', { level: 2, name: 'ayu@example.com' });

    const table = within(section()).getByRole('table', { name: 'Workspaces ayu@example.com belongs to' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Workspace', 'Role', 'Plan', 'Plan ends', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Ayu LestariPersonalSlug: ayu', 'Acme MarketingSlug: acme', 'Tim LamaSlug: tim-lama']);
    expect(rowCells('Ayu Lestari')).toEqual([
      'Ayu LestariPersonalSlug: ayu',
      'Owner',
      'Free',
      'Dec 8, 2026, 10:00 AM',
      "The account's plan",
    ]);
    expect(rowCells('Acme Marketing')).toEqual([
      'Acme MarketingSlug: acme',
      'Admin',
      'VIP',
      'Feb 1, 2027, 10:00 AM',
      'Set plan',
    ]);
    expect(rowCells('Tim Lama')).toEqual([
      'Tim LamaSlug: tim-lama',
      'Viewer',
      'Team Pro (2024)',
      'Jan 1, 2024, 10:00 AM Ended',
      'Set plan',
    ]);
    // Set plan only on the teams' workspaces, each named; the personal one's is the account's.
    expect(
      within(section())
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Set plan for Acme Marketing', 'Set plan for Tim Lama']);
    expect(within(section()).queryByRole('button', { name: 'Set plan' })).not.toBeInTheDocument();
  });

  it('sets a team workspace’s plan on its own route, then reads the account again', async () => {
    const { api } = openPage('/admin/users?user=u-ayu', [ayu()], {}, { 'u-ayu': [acme()] });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'ayu@example.com' });
    const reads = () => api.calls.filter((call) => call.path === '/api/admin/users/u-ayu').length;
    const readsBefore = reads();

    await user.click(within(section()).getByRole('button', { name: 'Set plan for Acme Marketing' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Set the plan of the workspace Acme Marketing' }),
    );
    expect(
      dialog.getByText(
        "The workspace gets the plan's limits at once, for every member. Basic has no end; every other plan needs one.",
      ),
    ).toBeInTheDocument();
    // The workspace's plan and end, on the admin's clock (Asia/Jakarta).
    expect(dialog.getByLabelText('Plan')).toHaveValue('vip');
    expect(dialog.getByLabelText('Ends')).toHaveValue('2027-02-01T10:00');
    await user.selectOptions(dialog.getByLabelText('Plan'), 'vip_max');
    fireEvent.change(dialog.getByLabelText('Ends'), { target: { value: '2027-06-30T23:00' } });
    await user.click(dialog.getByRole('button', { name: 'Set plan' }));

    expect(
      await within(section()).findByText(
        'The plan of Acme Marketing is now VIP Max, ending Jun 30, 2027, 11:00 PM.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/workspaces/ws-acme/subscription')).toEqual([
      { plan: 'vip_max', expires: '2027-06-30T16:00:00.000Z' },
    ]);
    // Not the account's own route.
    expect(api.bodiesOf('PUT /api/admin/users/u-ayu/subscription')).toEqual([]);
    expect(reads()).toBeGreaterThan(readsBefore);
    expect(rowCells('Acme Marketing').slice(2, 4)).toEqual(['VIP Max', 'Jun 30, 2027, 11:00 PM']);
    // The account's own plan is untouched.
    expect(panel('Plan').getByText('Free')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Workspaces' })).toHaveFocus());

    // Basic: no end is asked for, and none is sent.
    await user.click(within(section()).getByRole('button', { name: 'Set plan for Acme Marketing' }));
    const again = within(await screen.findByRole('dialog'));
    // The outcome of the last change goes as the next begins.
    expect(screen.queryByText(/^The plan of Acme Marketing is now VIP Max/)).not.toBeInTheDocument();
    await user.selectOptions(again.getByLabelText('Plan'), 'basic');
    expect(again.queryByLabelText('Ends')).not.toBeInTheDocument();
    await user.click(again.getByRole('button', { name: 'Set plan' }));
    expect(
      await within(section()).findByText('The plan of Acme Marketing is now Basic, with no end.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/workspaces/ws-acme/subscription').at(-1)).toEqual({
      plan: 'basic',
      expires: null,
    });
    expect(rowCells('Acme Marketing').slice(2, 4)).toEqual(['Basic', 'No end']);
  });

  it('shows the server’s field error on its field, and a workspace that is gone in the dialog', async () => {
    const { api } = openPage(
      '/admin/users?user=u-ayu',
      [ayu()],
      {
        'PUT /api/admin/workspaces/ws-acme/subscription': refusal(
          400,
          'validation_failed',
          'Some fields are invalid.',
          { expires: 'the end must be in the future' },
        ),
      },
      { 'u-ayu': [acme()] },
    );
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Workspaces' })).findByRole('button', {
        name: 'Set plan for Acme Marketing',
      }),
    );
    const dialog = within(await screen.findByRole('dialog'));

    // The contract's own refusal first: a paid plan needs an end.
    fireEvent.change(dialog.getByLabelText('Ends'), { target: { value: '' } });
    await user.click(dialog.getByRole('button', { name: 'Set plan' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Ends')).toHaveAccessibleDescription(/Enter when the plan ends\./),
    );
    expect(api.bodiesOf('PUT /api/admin/workspaces/ws-acme/subscription')).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Ends'), { target: { value: '2020-01-01T00:00' } });
    await user.click(dialog.getByRole('button', { name: 'Set plan' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Ends')).toHaveAccessibleDescription(/The end must be in the future/),
    );
    expect(dialog.getByLabelText('Ends')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(dialog.getByLabelText('Ends')).toHaveFocus());

    api.set({
      'PUT /api/admin/workspaces/ws-acme/subscription': refusal(404, 'not_found', 'No such workspace.'),
    });
    fireEvent.change(dialog.getByLabelText('Ends'), { target: { value: '2030-01-01T00:00' } });
    await user.click(dialog.getByRole('button', { name: 'Set plan' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('No such workspace.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('words the section in Indonesian', async () => {
    await i18n.changeLanguage('id');
    try {
      openPage('/admin/users?user=u-ayu', [ayu()], {}, { 'u-ayu': [acme()] });
      const section = within(await screen.findByRole('region', { name: 'Ruang kerja' }));
      expect(section.getByText('Pribadi')).toBeInTheDocument();
      expect(section.getByText('Pemilik')).toBeInTheDocument();
      expect(section.getByText('Paket akun')).toBeInTheDocument();
      expect(section.getByRole('button', { name: 'Atur paket untuk Acme Marketing' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when the account belongs to no workspace', async () => {
    openPage('/admin/users?user=u-ayu', [ayu()], {
      'GET /api/admin/users/u-ayu': {
        status: 200,
        body: makeAdminUserDetail(ayu(), { workspaces: [] }),
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Workspaces' }));
    expect(section.getByRole('heading', { level: 4, name: 'No workspaces' })).toBeInTheDocument();
    expect(section.queryByRole('table')).not.toBeInTheDocument();
  });
});
