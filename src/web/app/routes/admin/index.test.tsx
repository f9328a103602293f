import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../shared/admin-users';
import type { FeedbackItem, FeedbackList } from '../../../../shared/feedback';
import { panelDays, type Panel, type PanelCards } from '../../../../shared/panel';
import { Toaster } from '../../../components/feedback/toaster';
import { i18n } from '../../../lib/i18n';
import { dismissToast } from '../../../lib/toast';
import { deferred } from '../../../test/deferred';
import { makeMe, type Handler, type Reply, refusal } from '../../../test/fake-api';
import { LandedAt, renderRoute } from '../../../test/render-route';
import { Component as AdminPanelPage } from './index';
import { roleTexts } from '../../../test/texts';

const routes = [
  {
    path: '/admin',
    element: (
      <>
        <AdminPanelPage />
        <Toaster />
      </>
    ),
  },
  { path: '*', Component: LandedAt },
];

afterEach(() => {
  dismissToast();
});

/** The toast shown in the notification region. */
async function toastSaying(text: string) {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  return within(region).findByText(text);
}

let counter = 0;
function makeFeedback(changes: Partial<FeedbackItem> = {}): FeedbackItem {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    category: 'bug',
    message: `Message ${counter}: the chart is empty on Mondays.`,
    rating: 4,
    page: '/analytics',
    state: 'open',
    user: { id: `user-${counter}`, email: `user${counter}@example.com`, name: `User ${counter}` },
    reply: null,
    replied_at: null,
    created_at: '2025-03-01T10:00:00.000Z',
    ...changes,
  };
}

/** The fake server's feedback, newest first, filtered and paged as the API does. */
function serverWith(items: FeedbackItem[], pageSize = 50) {
  const server = { items };
  const list: Handler = ({ url }) => {
    const category = url.searchParams.get('category');
    const state = url.searchParams.get('state');
    const before = url.searchParams.get('before');
    let matching = server.items.filter(
      (item) => (!category || item.category === category) && (!state || item.state === state),
    );
    if (before) matching = matching.slice(matching.findIndex((item) => item.id === before) + 1);
    const page = matching.slice(0, pageSize);
    const body: FeedbackList = {
      items: page,
      next_cursor: matching.length > pageSize ? page[page.length - 1]!.id : null,
    };
    return { status: 200, body };
  };
  return { server, list };
}

/** A series of `panelDays` UTC days ending on 2026-03-02: `values` last, zeros before them. */
function series(values: number[]) {
  const padded = [...Array<number>(panelDays - values.length).fill(0), ...values];
  const last = Date.parse('2026-03-02T00:00:00Z');
  return padded.map((value, index) => ({
    day: new Date(last - (panelDays - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    value,
  }));
}

const everyCard: PanelCards = {
  users: { total: 1234, new_7_days: 12, new_per_day: series([2, 0, 5, 3]) },
  subscriptions: {
    total: 4,
    per_plan: [
      { plan: 'free', display_name: { en: 'Free', id: 'Gratis' }, count: 3 },
      { plan: 'medium', display_name: { en: 'Medium', id: 'Medium' }, count: 1 },
    ],
  },
  revenue: { this_month: 1_500_000, last_month: 1_000_000, per_day: series([150_000, 0, 1_350_000]) },
  workspaces: { total: 1250, teams: 16 },
  links: { total: 8765 },
  clicks: { today: 42, last_7_days: 300, per_day: series([100, 158, 42]) },
  failing_domains: { total: 3, down: 2, blocked: 1 },
  pending_payments: { total: 2 },
  feedback: { open: 5 },
};

function panelWith(cards: Partial<PanelCards>): Reply {
  const body: Panel = { generated_at: '2026-03-02T09:30:00.000Z', cards };
  return { status: 200, body };
}

function openPage(list: Handler | Reply, more: Record<string, Handler | Reply> = {}) {
  const rendered = renderRoute(routes, '/admin', {
    me: makeMe({ is_admin: true, timezone: 'UTC' }),
    api: {
      'GET /api/admin/feedback': list,
      'GET /api/admin/panel': panelWith(everyCard),
      'GET /api/admin/audit': { status: 200, body: { items: [], next_cursor: null } },
      ...more,
    },
  });
  return { ...rendered, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: 'Feedback' });
const entries = async () =>
  within(await screen.findByRole('list', { name: 'Feedback messages' })).getAllByRole('article');
const entryOf = async (name: string) => {
  const found = (await entries()).find((entry) =>
    within(entry).queryByRole('heading', { name: `From ${name}` }),
  );
  if (!found) throw new Error(`no feedback from ${name}`);
  return found;
};

describe('/admin: the feedback section', () => {
  it('keeps the Admin Panel title and lists each message with its sender, category, rating, page and date', async () => {
    const rated = makeFeedback({
      user: { id: 'u-ayu', email: 'ayu@example.com', name: 'Ayu Lestari' },
      category: 'idea',
      message: 'A dark theme,\nplease.',
      rating: 5,
      page: '/dashboard',
      created_at: '2025-03-02T08:30:00.000Z',
    });
    const bare = makeFeedback({
      user: { id: 'u-budi', email: 'budi@example.com', name: '' },
      category: 'billing',
      rating: null,
      page: null,
      state: 'handled',
      reply: 'Refunded, sorry about that.',
      replied_at: '2025-03-03T09:00:00.000Z',
    });
    openPage(serverWith([rated, bare]).list);

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(section()).toBeInTheDocument();
    const ayu = await entryOf('Ayu Lestari');
    expect(ayu).toHaveTextContent('ayu@example.com');
    expect(ayu).toHaveTextContent('Idea');
    expect(ayu).toHaveTextContent('State: Open');
    expect(ayu).toHaveTextContent('Rating5 of 5');
    expect(ayu).toHaveTextContent('Page/dashboard');
    expect(within(ayu).getByText(/Mar 2, 2025/)).toHaveAttribute('datetime', '2025-03-02T08:30:00.000Z');
    expect(within(ayu).getByText(/A dark theme/)).toHaveTextContent('A dark theme, please.');

    const budi = await entryOf('budi@example.com');
    expect(budi).toHaveTextContent('Billing');
    expect(budi).toHaveTextContent('State: Handled');
    expect(budi).toHaveTextContent('RatingNo rating');
    expect(budi).toHaveTextContent('PageNot known');
    expect(budi).toHaveTextContent('Your reply, Mar 3, 2025');
    expect(budi).toHaveTextContent('Refunded, sorry about that.');
    expect(within(budi).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(within(ayu).getByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
  });

  it('filters by category and by state, asking the server for each', async () => {
    const bug = makeFeedback({
      category: 'bug',
      user: { id: 'a', email: 'a@example.com', name: 'Open bug' },
    });
    const handledBug = makeFeedback({
      category: 'bug',
      state: 'handled',
      user: { id: 'b', email: 'b@example.com', name: 'Handled bug' },
    });
    const idea = makeFeedback({
      category: 'idea',
      user: { id: 'c', email: 'c@example.com', name: 'Open idea' },
    });
    const { api, user } = openPage(serverWith([bug, handledBug, idea]).list);
    expect(await entries()).toHaveLength(3);

    await user.selectOptions(within(section()).getByRole('combobox', { name: 'Category' }), 'Bug');
    await waitFor(async () => expect(await entries()).toHaveLength(2));
    await user.selectOptions(within(section()).getByRole('combobox', { name: 'State' }), 'Handled');
    await waitFor(async () => expect(await entries()).toHaveLength(1));
    expect(await entryOf('Handled bug')).toBeInTheDocument();

    const queries = api.queriesOf('GET /api/admin/feedback').map((query) => query.toString());
    expect(queries).toEqual(['', 'category=bug', 'category=bug&state=handled']);

    await user.selectOptions(within(section()).getByRole('combobox', { name: 'Category' }), 'Billing');
    expect(
      await screen.findByRole('heading', { name: 'No feedback matches these filters' }),
    ).toBeInTheDocument();
  });

  it('says when there is no feedback yet', async () => {
    openPage(serverWith([]).list);
    expect(await screen.findByRole('heading', { name: 'No feedback yet' })).toBeInTheDocument();
  });

  it('shows why the list could not be loaded, and tries again', async () => {
    const { api, user } = openPage(refusal(503, 'service_unavailable', 'Database unavailable.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    api.set({ 'GET /api/admin/feedback': serverWith([makeFeedback()]).list });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await entries()).toHaveLength(1);
  });

  it('loads more with the last item as the cursor', async () => {
    const items = Array.from({ length: 5 }, (_, index) =>
      makeFeedback({ user: { id: `p${index}`, email: `p${index}@example.com`, name: `Paged ${index}` } }),
    );
    const { api, user } = openPage(serverWith(items, 2).list);
    expect(await entries()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await entries()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await entries()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.queriesOf('GET /api/admin/feedback').map((query) => query.get('before'))).toEqual([
      null,
      items[1]!.id,
      items[3]!.id,
    ]);
  });

  it('marks handled and opens again', async () => {
    const item = makeFeedback({ user: { id: 'u', email: 'sari@example.com', name: 'Sari' } });
    const { server, list } = serverWith([item]);
    const pending = deferred<void>();
    const { api, user } = openPage(list, {
      [`PATCH /api/admin/feedback/${item.id}`]: async ({ body }) => {
        await pending.promise;
        const state = (body as { state: FeedbackItem['state'] }).state;
        server.items = server.items.map((entry) => (entry.id === item.id ? { ...entry, state } : entry));
        return { status: 200, body: server.items[0] };
      },
    });

    const entry = await entryOf('Sari');
    await user.click(within(entry).getByRole('button', { name: 'Mark handled' }));
    expect(within(entry).getByRole('button', { name: 'Mark handled' })).toBeDisabled();
    pending.resolve();
    expect(await within(await entryOf('Sari')).findByRole('button', { name: 'Reopen' })).toBeEnabled();
    expect(await entryOf('Sari')).toHaveTextContent('State: Handled');
    expect(await toastSaying('Marked handled')).toBeInTheDocument();

    await user.click(within(await entryOf('Sari')).getByRole('button', { name: 'Reopen' }));
    expect(
      await within(await entryOf('Sari')).findByRole('button', { name: 'Mark handled' }),
    ).toBeInTheDocument();
    expect(api.bodiesOf(`PATCH /api/admin/feedback/${item.id}`)).toEqual([
      { state: 'handled' },
      { state: 'open' },
    ]);
  });

  it('says when a state change failed', async () => {
    const item = makeFeedback({ user: { id: 'u', email: 'x@example.com', name: 'Gone' } });
    const { user } = openPage(serverWith([item]).list, {
      [`PATCH /api/admin/feedback/${item.id}`]: refusal(404, 'not_found', 'Feedback not found.'),
    });
    await user.click(within(await entryOf('Gone')).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This item no longer exists.');
  });

  it('replies in a dialog: checks the text, shows the server’s reason, then sends and shows the reply', async () => {
    const item = makeFeedback({
      user: { id: 'u', email: 'dewi@example.com', name: 'Dewi' },
      message: 'Where is my invoice?',
    });
    const { server, list } = serverWith([item]);
    let answer: Reply = refusal(400, 'validation_failed', 'Some fields are invalid.', {
      message: 'Use at most 2,000 characters.',
    });
    const { api, user } = openPage(list, {
      [`POST /api/admin/feedback/${item.id}/reply`]: () => answer,
    });

    const replyButton = within(await entryOf('Dewi')).getByRole('button', { name: 'Reply' });
    await user.click(replyButton);
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Dewi' });
    expect(dialog).toHaveTextContent('Where is my invoice?');
    const field = within(dialog).getByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Write a reply.'));
    expect(api.bodiesOf(`POST /api/admin/feedback/${item.id}/reply`)).toEqual([]);

    await user.type(field, '  It is on the Payments page.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Use at most 2,000 characters.')),
    );

    const replied = { ...item, reply: 'It is on the Payments page.', replied_at: '2025-03-04T12:00:00.000Z' };
    answer = { status: 200, body: replied };
    server.items = [replied];
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await toastSaying('Reply sent')).toBeInTheDocument();
    expect(await entryOf('Dewi')).toHaveTextContent('Your reply, Mar 4, 2025');
    expect(await entryOf('Dewi')).toHaveTextContent('It is on the Payments page.');
    expect(api.bodiesOf(`POST /api/admin/feedback/${item.id}/reply`)).toEqual([
      { message: 'It is on the Payments page.' },
      { message: 'It is on the Payments page.' },
    ]);
  });

  it('closes the reply dialog with Escape, sending nothing', async () => {
    const item = makeFeedback({ user: { id: 'u', email: 'eko@example.com', name: 'Eko' } });
    const { api, user } = openPage(serverWith([item]).list);
    await user.click(within(await entryOf('Eko')).getByRole('button', { name: 'Reply' }));
    await user.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Draft');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('/admin: the panel’s cards', () => {
  const overview = () => screen.getByRole('region', { name: 'Overview' });
  const cards = () => within(overview()).queryAllByRole('group');
  const card = async (name: string) => within(overview()).findByRole('group', { name });

  it('shows every card in order, above the feedback, each with its figures', async () => {
    openPage(serverWith([]).list);
    const users = await card('Users');
    expect(cards().map((entry) => entry.querySelector('h3')?.textContent)).toEqual([
      'Users',
      'Active subscriptions',
      'Revenue this month',
      'Pending manual payments',
      'Workspaces',
      'Links',
      'Clicks today',
      'Domains failing their checks',
      'Unhandled feedback',
    ]);
    expect(overview().compareDocumentPosition(section()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(users).toHaveTextContent('1,234');
    expect(users).toHaveTextContent('12 new in the last 7 days');
    expect(within(users).getByRole('img')).toHaveAccessibleName(
      'New users, last 14 days: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 5, 3',
    );
    const plans = within(await card('Active subscriptions')).getByRole('list', { name: 'Per plan' });
    expect(roleTexts(plans, 'listitem')).toEqual(['Free: 3', 'Medium: 1']);
    const revenue = await card('Revenue this month');
    expect(revenue).toHaveTextContent('Rp1,500,000');
    expect(revenue).toHaveTextContent('Last month: Rp1,000,000 · +50% on last month');
    expect(within(revenue).getByRole('img')).toHaveAccessibleName(
      expect.stringMatching(/^Revenue, last 14 days: Rp0, .*, Rp150,000, Rp0, Rp1,350,000$/),
    );
    expect(await card('Pending manual payments')).toHaveTextContent('2');
    // Those made by teams, and the rest: the accounts' personal ones.
    const workspaces = await card('Workspaces');
    expect(workspaces).toHaveTextContent('1,250');
    expect(workspaces).toHaveTextContent('16 team, 1,234 personal');
    expect(await card('Links')).toHaveTextContent('8,765');
    const clicks = await card('Clicks today');
    expect(clicks).toHaveTextContent('42');
    expect(clicks).toHaveTextContent('300 in the last 7 days, bots excluded');
    expect(within(clicks).getByRole('img')).toHaveAccessibleName(expect.stringMatching(/: .*100, 158, 42$/));
    expect(await card('Domains failing their checks')).toHaveTextContent('2 down, 1 blocked');
    expect(await card('Unhandled feedback')).toHaveTextContent('5');
    // In the admin's time zone (UTC here).
    expect(screen.getByText('As of 9:30 AM')).toHaveAttribute('datetime', '2026-03-02T09:30:00.000Z');
  });

  it('leads each card to its page, the feedback card to the list below, the others nowhere', async () => {
    const { user } = openPage(serverWith([]).list);
    const linkOf = async (name: string) => within(await card(name)).queryByRole('link');
    expect(await linkOf('Active subscriptions')).toHaveAttribute('href', '/admin/pricing');
    expect(await linkOf('Revenue this month')).toHaveAttribute('href', '/admin/payment-gateway');
    expect(await linkOf('Pending manual payments')).toHaveAttribute('href', '/admin/payment-gateway');
    expect(await linkOf('Workspaces')).toBeNull();
    expect(await linkOf('Links')).toBeNull();
    expect(await linkOf('Clicks today')).toBeNull();
    expect(await linkOf('Domains failing their checks')).toBeNull();
    const toFeedback = await linkOf('Unhandled feedback');
    expect(toFeedback).toHaveAccessibleName('Go to the feedback');
    expect(toFeedback).toHaveAttribute('href', '#admin-feedback');
    expect(document.getElementById('admin-feedback')).toHaveTextContent('Feedback');

    await user.click((await linkOf('Users'))!);
    expect(await screen.findByRole('heading', { name: 'Landed at /admin/users' })).toBeInTheDocument();
  });

  it('shows only the cards the server answered (a feature not there has no card)', async () => {
    openPage(serverWith([]).list, {
      'GET /api/admin/panel': panelWith({ users: everyCard.users, feedback: everyCard.feedback }),
    });
    await card('Users');
    expect(cards()).toHaveLength(2);
    expect(within(overview()).queryByText('Revenue this month')).not.toBeInTheDocument();
    expect(await card('Unhandled feedback')).toBeInTheDocument();
  });

  it('says what nothing means: no subscriptions, no failing domain, no revenue last month', async () => {
    openPage(serverWith([]).list, {
      'GET /api/admin/panel': panelWith({
        subscriptions: { total: 0, per_plan: [] },
        failing_domains: { total: 0, down: 0, blocked: 0 },
        revenue: { this_month: 50_000, last_month: 0, per_day: series([50_000]) },
      }),
    });
    expect(await card('Active subscriptions')).toHaveTextContent('No subscription is running.');
    expect(await card('Domains failing their checks')).toHaveTextContent(
      'Every watched domain passes its checks.',
    );
    const revenue = await card('Revenue this month');
    expect(revenue).toHaveTextContent('Last month: Rp0');
    expect(revenue).not.toHaveTextContent('on last month');
  });

  it('words the workspaces card in Indonesian', async () => {
    await i18n.changeLanguage('id');
    try {
      openPage(serverWith([]).list, {
        'GET /api/admin/panel': panelWith({ workspaces: { total: 1250, teams: 16 } }),
      });
      const workspaces = await within(await screen.findByRole('region', { name: 'Ringkasan' })).findByRole(
        'group',
        { name: 'Ruang kerja' },
      );
      expect(workspaces).toHaveTextContent('1.250');
      expect(workspaces).toHaveTextContent('16 tim, 1.234 pribadi');
      expect(within(workspaces).queryByRole('link')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when no card has figures yet', async () => {
    openPage(serverWith([]).list, { 'GET /api/admin/panel': panelWith({}) });
    expect(await screen.findByRole('heading', { name: 'No figures to show yet' })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('shows it is loading until the figures arrive', async () => {
    const pending = deferred<void>();
    openPage(serverWith([]).list, {
      'GET /api/admin/panel': async () => {
        await pending.promise;
        return panelWith(everyCard);
      },
    });
    expect(within(overview()).getByRole('status')).toHaveTextContent('Loading the overview…');
    pending.resolve();
    expect(await card('Users')).toBeInTheDocument();
    expect(within(overview()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows why the figures could not be loaded, and tries again', async () => {
    const { api, user } = openPage(serverWith([]).list, {
      'GET /api/admin/panel': refusal(503, 'service_unavailable', 'Database unavailable.'),
    });
    expect(await within(overview()).findByRole('alert')).toHaveTextContent(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    api.set({ 'GET /api/admin/panel': panelWith(everyCard) });
    await user.click(within(overview()).getByRole('button', { name: 'Try again' }));
    expect(await card('Users')).toBeInTheDocument();
    expect(within(overview()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('recent admin changes', () => {
  const entry = (id: string, fields: Partial<AuditEntry>): AuditEntry => ({
    id,
    actor: { id: 'admin-1', email: 'boss@example.com' },
    action: 'user.disable',
    target: 'user:u-42',
    subject: { kind: 'account', id: 'u-42', email: 'sari@example.com', deleted: false },
    before: null,
    after: null,
    plan_names: {},
    created_at: '2026-03-02T09:00:00.000Z',
    ...fields,
  });
  const items = [
    entry('a1', {}),
    entry('a2', {
      actor: null,
      action: 'plan.delete',
      target: 'plan:starter_plus',
      subject: {
        kind: 'plan',
        key: 'starter_plus',
        name: { en: 'Starter Plus', id: 'Pemula Plus' },
        deleted: true,
      },
    }),
    entry('a3', {
      action: 'order.approve',
      target: 'order:RKS-20260301-ABCDEFGH',
      subject: { kind: 'order', reference: 'RKS-20260301-ABCDEFGH' },
    }),
    entry('a4', { action: 'brand.asset.upload', target: 'brand:logo', subject: { kind: 'logo' } }),
    entry('a5', {
      action: 'domain.verify',
      target: 'domain:toko.example',
      subject: { kind: 'other', target: 'domain:toko.example' },
    }),
    entry('a6', {
      action: 'workspace.subscription',
      target: 'workspace:ws-acme',
      subject: { kind: 'workspace', id: 'ws-acme', name: 'Acme Marketing', deleted: false },
      before: { plan: 'free', expires: null },
      after: { plan: 'vip', expires: '2026-04-01T00:00:00.000Z' },
      plan_names: { free: { en: 'Free', id: 'Gratis' }, vip: { en: 'VIP', id: 'VIP' } },
    }),
    entry('a7', {
      action: 'workspace.delete',
      target: 'workspace:ws-gone',
      subject: { kind: 'workspace', id: 'ws-gone', name: 'Old Team', deleted: true },
      before: { name: 'Old Team', slug: 'old-team' },
      after: null,
    }),
  ];
  const audit = { 'GET /api/admin/audit': { status: 200, body: { items, next_cursor: null } } };
  const rows = (region: HTMLElement) =>
    within(region)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement?.parentElement === region)
      .map((row) => row.textContent);
  /** Each entry's change lines, as read (the arrow read as words). */
  const changeLines = (region: HTMLElement) =>
    within(region)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement?.parentElement === region)
      .map((row) =>
        within(row)
          .queryAllByRole('list', { name: /Changes|Perubahan/ })
          .flatMap((list) => within(list).getAllByRole('listitem'))
          .map((item) => item.textContent),
      );
  const changed = [
    entry('c1', {
      action: 'user.subscription',
      before: { plan: 'free', expires: null },
      after: { plan: 'vip_max', expires: '2026-04-01T00:00:00.000Z' },
      plan_names: { free: { en: 'Free', id: 'Gratis' }, vip_max: { en: 'VIP Max', id: 'VIP Maksimal' } },
    }),
    entry('c2', { before: { disabled: false }, after: { disabled: true, reason: null, sessions_ended: 1 } }),
    entry('c3', {
      action: 'plan.update',
      target: 'plan:starter_plus',
      subject: {
        kind: 'plan',
        key: 'starter_plus',
        name: { en: 'Starter Plus', id: 'Pemula Plus' },
        deleted: false,
      },
      before: { price: 50_000, max_shortlinks: 10, min_cron_job: 60, auto_rotator: false, isPopular: false },
      after: { price: 75_000, max_shortlinks: null, min_cron_job: 30, auto_rotator: true, isPopular: true },
    }),
  ];

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("words each action and names its target as a person knows it, a live account's leading to its page", async () => {
    openPage(serverWith([]).list, audit);
    const region = await screen.findByRole('region', { name: 'Recent admin changes' });
    await within(region).findByText('Account disabled');
    expect(within(region).getByRole('link', { name: 'sari@example.com' })).toHaveAttribute(
      'href',
      '/admin/users?user=u-42',
    );
    const [disabled, deleted, approved, uploaded, other, workspacePlan, workspaceGone] = rows(region);
    expect(disabled).toMatch(/^Account disabledsari@example\.comby boss@example\.com/);
    expect(deleted).toMatch(/^Plan deletedStarter Plus \(deleted\)from the command line/);
    expect(approved).toMatch(/^Order approvedOrder RKS-20260301-ABCDEFGHby boss@example\.com/);
    expect(uploaded).toMatch(/^Brand image uploadedLogoby boss@example\.com/);
    expect(other).toMatch(/^Another change \(domain\.verify\)domain:toko\.example/);
    expect(workspacePlan).toMatch(/^Workspace plan setWorkspace Acme Marketingby boss@example\.com/);
    expect(workspaceGone).toMatch(/Workspace Old Team \(deleted\)/);
    expect(workspacePlan).toContain('Plan: Free → changed to VIP');
    // No raw keys where a word exists.
    expect(region).not.toHaveTextContent(
      /plan\.delete|plan:starter_plus|user\.disable|user:u-42|workspace\.subscription|workspace:ws-/,
    );
  });

  it('says the same in Indonesian', async () => {
    await i18n.changeLanguage('id');
    openPage(serverWith([]).list, audit);
    const region = await screen.findByRole('region', { name: 'Perubahan admin terbaru' });
    await within(region).findByText('Akun dinonaktifkan');
    const [, deleted, approved, uploaded, , workspacePlan, workspaceGone] = rows(region);
    expect(deleted).toMatch(/^Paket dihapusPemula Plus \(dihapus\)/);
    expect(workspacePlan).toMatch(/^Paket ruang kerja diaturRuang kerja Acme Marketing/);
    expect(workspaceGone).toMatch(/Ruang kerja Old Team \(dihapus\)/);
    expect(approved).toMatch(/^Pesanan disetujuiPesanan RKS-20260301-ABCDEFGH/);
    expect(uploaded).toMatch(/^Gambar merek diunggahLogo/);
  });

  it('words what each entry changed: labels, plans by name, yes and no, rupiah, the reader’s time', async () => {
    openPage(serverWith([]).list, {
      'GET /api/admin/audit': { status: 200, body: { items: changed, next_cursor: null } },
    });
    const region = await screen.findByRole('region', { name: 'Recent admin changes' });
    await within(region).findByText('Plan set');
    expect(changeLines(region)).toEqual([
      ['Plan: Free → changed to VIP Max', 'Ends: none → changed to Apr 1, 2026, 12:00 AM'],
      ['Disabled: No → changed to Yes', 'Sessions ended: none → changed to 1'],
      [
        'Price: Rp50,000 → changed to Rp75,000',
        'Short links: 10 → changed to Unlimited',
        'Shortest check interval: 60 minutes → changed to 30 minutes',
        'Auto rotator: No → changed to Yes',
        'Marked as popular: No → changed to Yes',
      ],
    ]);
    // Past three lines, the rest waits behind a disclosure.
    expect(within(region).getByText('Show 2 more changes').closest('details')).not.toHaveAttribute('open');
    expect(region).not.toHaveTextContent(/vip_max|free|true|false|max_shortlinks|disabled:/);
  });

  it('words the changes in Indonesian', async () => {
    await i18n.changeLanguage('id');
    openPage(serverWith([]).list, {
      'GET /api/admin/audit': { status: 200, body: { items: changed, next_cursor: null } },
    });
    const region = await screen.findByRole('region', { name: 'Perubahan admin terbaru' });
    await within(region).findByText('Paket diatur');
    expect(changeLines(region)).toEqual([
      [
        'Paket: Gratis → diubah menjadi VIP Maksimal',
        'Berakhir: tidak ada → diubah menjadi 1 Apr 2026, 00.00',
      ],
      ['Dinonaktifkan: Tidak → diubah menjadi Ya', 'Sesi diakhiri: tidak ada → diubah menjadi 1'],
      [
        'Harga: Rp50.000 → diubah menjadi Rp75.000',
        'Tautan pendek: 10 → diubah menjadi Tanpa batas',
        'Interval pemeriksaan tersingkat: 60 menit → diubah menjadi 30 menit',
        'Rotator otomatis: Tidak → diubah menjadi Ya',
        'Ditandai populer: Tidak → diubah menjadi Ya',
      ],
    ]);
    expect(within(region).getByText('Tampilkan 2 perubahan lagi')).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    openPage(serverWith([]).list);
    const region = await screen.findByRole('region', { name: 'Recent admin changes' });
    expect(await within(region).findByText('No admin changes yet.')).toBeInTheDocument();
  });
});
