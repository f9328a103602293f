import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedbackItem, FeedbackList } from '../../../../shared/feedback';
import { Toaster } from '../../../components/feedback/toaster';
import { dismissToast } from '../../../lib/toast';
import { deferred } from '../../../test/deferred';
import { makeMe, type Handler, type Reply } from '../../../test/fake-api';
import { LandedAt, renderRoute } from '../../../test/render-route';
import { Component as AdminPanelPage } from './index';

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

function openPage(list: Handler | Reply, more: Record<string, Handler | Reply> = {}) {
  const rendered = renderRoute(routes, '/admin', {
    me: makeMe({ is_admin: true, timezone: 'UTC' }),
    api: { 'GET /api/admin/feedback': list, ...more },
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
    const { api, user } = openPage({
      status: 503,
      body: { error: { code: 'service_unavailable', message: 'Database unavailable.' } },
    });
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
      [`PATCH /api/admin/feedback/${item.id}`]: {
        status: 404,
        body: { error: { code: 'not_found', message: 'Feedback not found.' } },
      },
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
    let answer: Reply = {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some fields are invalid.',
          fields: { message: 'Use at most 2,000 characters.' },
        },
      },
    };
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
