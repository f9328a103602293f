import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/notifications';
import { makeMe, stubApi, type Handler, type Reply, refusal } from '../../test/fake-api';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { makeNotification, makeNotificationList } from '../../test/make-notification';
import { Component as NotificationsPage } from './notifications';

const routes = pageRoutes('/notifications', NotificationsPage);

const serverError: Reply = refusal(500, 'internal', 'Something broke.');

/**
 * A server holding `initial` (newest first): GET pages through them `pageSize` at a time with
 * ?before=<id>, POST /read marks the listed ids or all, as the real API does.
 */
function notificationsServer(initial: Notification[], pageSize = 50) {
  const items = initial.map((item) => ({ ...item }));
  const unread = () => items.filter((item) => !item.is_read).length;
  /** The query string of every GET, in order. */
  const listQueries: string[] = [];
  const list: Handler = ({ url }) => {
    listQueries.push(url.search);
    const before = url.searchParams.get('before');
    const start = before ? items.findIndex((item) => item.id === before) + 1 : 0;
    const page = items.slice(start, start + pageSize);
    const more = start + pageSize < items.length;
    return {
      status: 200,
      body: makeNotificationList(page, {
        unread_count: unread(),
        next_cursor: more ? page.at(-1)!.id : null,
      }),
    };
  };
  const read: Handler = ({ body }) => {
    const ids = (body as { ids?: string[] }).ids;
    let updated = 0;
    for (const item of items) {
      if (!item.is_read && (!ids || ids.includes(item.id))) {
        item.is_read = true;
        updated += 1;
      }
    }
    return { status: 200, body: { updated, unread_count: unread() } };
  };
  return {
    items,
    listQueries,
    routes: { 'GET /api/notifications': list, 'POST /api/notifications/read': read } as Record<
      string,
      Handler | Reply
    >,
  };
}

function setUp(routesFor: Record<string, Handler | Reply>, path = '/notifications') {
  const api = stubApi({ 'GET /api/me': { status: 200, body: makeMe() }, ...routesFor });
  const view = renderRoute(routes, path);
  return { api, ...view };
}

async function items() {
  const list = await screen.findByRole('list', { name: 'Notifications' });
  return within(list).getAllByRole('listitem');
}

function itemOf(title: string): HTMLElement {
  return within(screen.getByRole('list', { name: 'Notifications' })).getByRole('listitem', { name: title });
}

function isUnread(item: HTMLElement): boolean {
  return within(item).queryByText('Unread') !== null;
}

describe('/notifications', () => {
  it('lists the notifications newest first, as the server gives them', async () => {
    const newest = makeNotification({
      title: 'Domain example.com is down',
      body: 'The last check could not reach it.',
      link: '/check-domains',
      created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    const older = makeNotification({
      title: 'Your plan ends in 3 days',
      body: 'Renew to keep cloaking.',
      is_read: true,
      created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    });
    setUp(notificationsServer([newest, older]).routes);

    const [first, second] = await items();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(within(first!).getByRole('heading', { name: 'Domain example.com is down' })).toBeInTheDocument();
    expect(first).toHaveTextContent('The last check could not reach it.');
    expect(within(first!).getByText('5 minutes ago')).toHaveAttribute('datetime', newest.created_at);
    expect(isUnread(first!)).toBe(true);
    expect(within(first!).getByRole('link', { name: 'Open: Domain example.com is down' })).toHaveAttribute(
      'href',
      '/check-domains',
    );
    expect(
      within(first!).getByRole('button', { name: 'Mark as read: Domain example.com is down' }),
    ).toBeEnabled();

    expect(within(second!).getByRole('heading', { name: 'Your plan ends in 3 days' })).toBeInTheDocument();
    expect(within(second!).getByText('2 days ago')).toBeInTheDocument();
    expect(isUnread(second!)).toBe(false);
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('offers no Open link for a link outside the app', async () => {
    setUp(
      notificationsServer([makeNotification({ title: 'Odd link', link: 'https://evil.example/' })]).routes,
    );
    const [item] = await items();
    expect(within(item!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    setUp(notificationsServer([]).routes);
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.getByText(/shows up here/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    let answer: () => void = () => {};
    setUp({
      'GET /api/notifications': () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({ status: 200, body: makeNotificationList([makeNotification({ title: 'Arrived' })]) });
        }),
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading notifications…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
    expect(screen.queryByText('Loading notifications…')).not.toBeInTheDocument();
  });

  it('shows "Failed to load notifications" on a 500, and Try again recovers', async () => {
    const server = notificationsServer([makeNotification({ title: 'Back again' })]);
    const { api } = setUp({ ...server.routes, 'GET /api/notifications': serverError });
    const user = userEvent.setup();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    api.set(server.routes);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load notifications')).not.toBeInTheDocument();
  });

  it('empties the list when a reload fails', async () => {
    const server = notificationsServer([makeNotification({ title: 'Was here' })]);
    const { api, queryClient } = setUp(server.routes);
    await items();

    api.set({ 'GET /api/notifications': serverError });
    await queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications');
    expect(screen.queryByText('Was here')).not.toBeInTheDocument();
  });

  it('marks all as read with an empty body, and the unread markers go', async () => {
    const server = notificationsServer([
      makeNotification({ title: 'First' }),
      makeNotification({ title: 'Second' }),
      makeNotification({ title: 'Third', is_read: true }),
    ]);
    const { api } = setUp(server.routes);
    const user = userEvent.setup();
    await items();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect([itemOf('First'), itemOf('Second')].every(isUnread)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.queryAllByText('Unread')).toHaveLength(0));
    expect(api.bodiesOf('POST /api/notifications/read')).toEqual([{}]);
    expect(screen.getByText('All caught up')).toBeInTheDocument();
    // Nothing left to mark: the button is not offered under "All caught up".
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument();
  });

  it('marks one as read with its id', async () => {
    const target = makeNotification({ title: 'Target' });
    const server = notificationsServer([makeNotification({ title: 'Other' }), target]);
    const { api } = setUp(server.routes);
    const user = userEvent.setup();
    await items();

    await user.click(within(itemOf('Target')).getByRole('button', { name: 'Mark as read: Target' }));

    await waitFor(() => expect(isUnread(itemOf('Target'))).toBe(false));
    expect(isUnread(itemOf('Other'))).toBe(true);
    expect(api.bodiesOf('POST /api/notifications/read')).toEqual([{ ids: [target.id] }]);
    expect(within(itemOf('Target')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('says so when marking fails, and keeps the notification unread', async () => {
    const target = makeNotification({ title: 'Stubborn' });
    const server = notificationsServer([target]);
    const { api } = setUp({ ...server.routes, 'POST /api/notifications/read': serverError });
    const user = userEvent.setup();
    await items();

    await user.click(screen.getByRole('button', { name: 'Mark as read: Stubborn' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not mark as read. Try again.');
    expect(api.bodiesOf('POST /api/notifications/read')).toEqual([{ ids: [target.id] }]);
    expect(isUnread(itemOf('Stubborn'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark as read: Stubborn' })).toBeEnabled();
    expect(screen.getByText('1 unread')).toBeInTheDocument();

    // A later success clears the message.
    api.set(server.routes);
    await user.click(screen.getByRole('button', { name: 'Mark as read: Stubborn' }));
    await waitFor(() => expect(isUnread(itemOf('Stubborn'))).toBe(false));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads older ones with Load more, from the cursor', async () => {
    const all = Array.from({ length: 5 }, (_, index) => makeNotification({ title: `Number ${index + 1}` }));
    const server = notificationsServer(all, 2);
    setUp(server.routes);
    const user = userEvent.setup();
    expect(await items()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await items()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await items()).toHaveLength(5));

    expect((await items()).map((item) => within(item).getByRole('heading').textContent)).toEqual(
      all.map((item) => item.title),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(server.listQueries).toEqual(['', `?before=${all[1]!.id}`, `?before=${all[3]!.id}`]);
  });

  it('marks an unread notification read before opening its link', async () => {
    const target = makeNotification({ title: 'Domain down', link: '/check-domains?domain=example.com' });
    const server = notificationsServer([target]);
    const { api, router } = setUp(server.routes);
    const user = userEvent.setup();
    await items();

    await user.click(screen.getByRole('link', { name: 'Open: Domain down' }));

    expect(
      await screen.findByRole('heading', { name: 'Landed at /check-domains?domain=example.com' }),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/notifications/read')).toEqual([{ ids: [target.id] }]);
    expect(server.items[0]!.is_read).toBe(true);
    expect(router.state.location.pathname).toBe('/check-domains');
  });
});
