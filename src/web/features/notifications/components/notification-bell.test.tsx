import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { unreadCountQueryOptions } from '../api/get-unread-count';
import { stubEventSource } from '../../../test/fake-event-source';
import { stubApi, type Handler } from '../../../test/fake-api';
import { LandedAt, renderRoute } from '../../../test/render-route';
import { makeNotification, makeNotificationList } from '../../../test/make-notification';
import { NotificationBell } from './notification-bell';
import { NotificationsList } from './notifications-list';

function renderBell(unreadCount: number, extra: Record<string, Handler> = {}) {
  const api = stubApi({
    'GET /api/notifications': { status: 200, body: makeNotificationList([], { unread_count: unreadCount }) },
    ...extra,
  });
  const view = renderRoute(
    [
      { path: '/', Component: NotificationBell },
      { path: '*', Component: LandedAt },
    ],
    '/',
  );
  return { api, ...view };
}

async function bell(name: string | RegExp = /^Notifications/) {
  return screen.findByRole('link', { name });
}

describe('NotificationBell', () => {
  it.each([
    [1, 'Notifications, 1 unread', '1'],
    [9, 'Notifications, 9 unread', '9'],
    [10, 'Notifications, 10 unread', '9+'],
    [42, 'Notifications, 42 unread', '9+'],
  ])('with %i unread, is named "%s" and its badge reads %s', async (count, name, badge) => {
    stubEventSource();
    renderBell(count);

    const link = await bell(name);
    expect(link.textContent).toBe(badge);
    expect(link).toHaveAttribute('href', '/notifications');
  });

  it('hides the badge at 0', async () => {
    stubEventSource();
    const { queryClient } = renderBell(0);

    // Wait for the answer, so "no badge" is about the count 0 and not a count still unknown.
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQueryOptions().queryKey)).toBe(0));
    expect((await bell('Notifications')).textContent).toBe('');
  });

  it('follows the stream: each unread event replaces the count', async () => {
    const streams = stubEventSource();
    renderBell(2);
    expect((await bell('Notifications, 2 unread')).textContent).toBe('2');

    const stream = streams.current();
    expect(stream.url).toBe('/api/notifications/stream');
    await act(async () => stream.emit('unread', { unread_count: 12 }));
    expect((await bell('Notifications, 12 unread')).textContent).toBe('9+');

    await act(async () => stream.emit('unread', { unread_count: 3 }));
    expect((await bell('Notifications, 3 unread')).textContent).toBe('3');

    await act(async () => stream.emit('unread', { unread_count: 0 }));
    expect((await bell('Notifications')).textContent).toBe('');
    // One stream for the whole time, never reopened by a re-render.
    expect(streams.opened).toHaveLength(1);
  });

  it('takes the stream count when it arrives before the fallback answer', async () => {
    const streams = stubEventSource();
    let answer: (count: number) => void = () => {};
    renderBell(0, {
      'GET /api/notifications': () =>
        new Promise((resolve) => {
          answer = (count) =>
            resolve({ status: 200, body: makeNotificationList([], { unread_count: count }) });
        }),
    });
    await waitFor(() => expect(streams.opened).toHaveLength(1));

    await act(async () => streams.current().emit('unread', { unread_count: 5 }));
    await act(async () => answer(1));
    expect((await bell('Notifications, 5 unread')).textContent).toBe('5');
  });

  it('ignores an event that is not a count', async () => {
    const streams = stubEventSource();
    renderBell(4);
    await bell('Notifications, 4 unread');

    await act(async () => streams.current().emit('unread', 'not json'));
    await act(async () => streams.current().emit('unread', { unread_count: 'many' }));
    expect((await bell('Notifications, 4 unread')).textContent).toBe('4');
  });

  it('closes the stream when it unmounts', async () => {
    const streams = stubEventSource();
    const { unmount } = renderBell(1);
    await bell('Notifications, 1 unread');
    const stream = streams.current();
    expect(stream.closed).toBe(false);

    unmount();
    expect(stream.closed).toBe(true);
  });

  it('shows the fallback count where there is no EventSource', async () => {
    // happy-dom has none; the stub makes that explicit should it ever gain one.
    vi.stubGlobal('EventSource', undefined);
    renderBell(7);
    expect((await bell('Notifications, 7 unread')).textContent).toBe('7');
  });

  it('opens /notifications', async () => {
    stubEventSource();
    renderBell(3);
    await userEvent.setup().click(await bell('Notifications, 3 unread'));
    expect(await screen.findByRole('heading', { name: 'Landed at /notifications' })).toBeInTheDocument();
  });

  it('refreshes an open list when the count changes, and not when it stays', async () => {
    const streams = stubEventSource();
    const older = makeNotification({ title: 'Older news' });
    let items = [older];
    const { calls: requested } = stubApi({
      'GET /api/notifications': () => ({ status: 200, body: makeNotificationList(items) }),
    });
    renderRoute(
      [
        {
          path: '/',
          Component: () => (
            <>
              <NotificationBell />
              <NotificationsList />
            </>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('Older news')).toBeInTheDocument();
    await bell('Notifications, 1 unread');
    const requestsSoFar = requested.length;

    await act(async () => streams.current().emit('unread', { unread_count: 1 }));
    expect(requested).toHaveLength(requestsSoFar);

    items = [makeNotification({ title: 'Fresh news' }), older];
    await act(async () => streams.current().emit('unread', { unread_count: 2 }));
    expect(await screen.findByText('Fresh news')).toBeInTheDocument();
    expect(requested).toHaveLength(requestsSoFar + 1);
    expect((await bell('Notifications, 2 unread')).textContent).toBe('2');
  });
});
