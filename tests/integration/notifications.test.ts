import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import { readEvents, type EventReader } from './helpers/event-stream';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

let t: TestApp;
let clients: AuthClients;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
  // Server-sent events need a real socket: inject waits for a response to end.
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const notify = (userId: string, title: string, link: string | null = null) =>
  t.parts.notifications.notify(userId, { type: 'system', title, body: `${title} body`, link });

function openStream(cookie: string): Promise<EventReader> {
  return readEvents(`${baseUrl}/api/notifications/stream`, { cookie });
}

describe('notifications API', () => {
  it('lists only the signed-in user’s notifications, newest first, with the unread count', async () => {
    const { subscribed, other } = clients;
    await notify(subscribed.id, 'First');
    await notify(subscribed.id, 'Second', '/check-domains');
    await notify(other.id, 'Not yours');

    const response = await subscribed.client.get('/api/notifications');
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: { title: string }) => item.title)).toEqual(['Second', 'First']);
    expect(response.body.items[0]).toMatchObject({
      type: 'system',
      body: 'Second body',
      link: '/check-domains',
      is_read: false,
    });
    expect(response.body.unread_count).toBe(2);
    expect(response.body.next_cursor).toBeNull();
  });

  it('pages with ?before= without repeating or skipping a row, in the order they were made within one instant', async () => {
    const { trial } = clients;
    for (let index = 0; index < 55; index += 1) await notify(trial.id, `N${index}`);
    // The embedded engine's clock counts milliseconds, so a burst shares its `created_at`: made
    // certain here, the order and the pages rest on the tiebreak alone.
    await t.database.db.execute(sql`UPDATE notifications SET created_at = now() WHERE user_id = ${trial.id}`);
    const first = await trial.client.get('/api/notifications');
    expect(first.body.items).toHaveLength(50);
    expect(first.body.next_cursor).toBe(first.body.items[49].id);
    const second = await trial.client.get(`/api/notifications?before=${first.body.next_cursor}`);
    expect(second.body.items).toHaveLength(5);
    expect(second.body.next_cursor).toBeNull();
    const titles = [...first.body.items, ...second.body.items].map((item: { title: string }) => item.title);
    expect(new Set(titles).size).toBe(55);
    expect(titles[0]).toBe('N54');
    expect(titles[54]).toBe('N0');
  });

  it('marks listed ids read, and another user’s ids match nothing', async () => {
    const { basic, other } = clients;
    const mine = await notify(basic.id, 'Mine');
    const theirs = await notify(other.id, 'Theirs');

    const foreign = await basic.client.post('/api/notifications/read', { ids: [theirs.id] });
    expect(foreign.status).toBe(200);
    expect(foreign.body.updated).toBe(0);
    const theirList = await other.client.get('/api/notifications');
    expect(theirList.body.items.find((item: { id: string }) => item.id === theirs.id).is_read).toBe(false);

    const own = await basic.client.post('/api/notifications/read', { ids: [mine.id] });
    expect(own.body).toEqual({ updated: 1, unread_count: 0 });
  });

  it('marks all read when no ids are given', async () => {
    const { other } = clients;
    await notify(other.id, 'One more');
    const before = await other.client.get('/api/notifications');
    expect(before.body.unread_count).toBeGreaterThanOrEqual(2);
    const response = await other.client.post('/api/notifications/read', {});
    expect(response.body.updated).toBe(before.body.unread_count);
    expect(response.body.unread_count).toBe(0);
  });

  it.each([
    [{ ids: ['not-a-uuid'] }, 'ids.0'],
    [{ ids: 'all' }, 'ids'],
    [{ every: true }, 'every'],
  ])('refuses the body %j naming %s', async (body, field) => {
    const response = await clients.basic.client.post('/api/notifications/read', body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toContain(field);
  });

  it('refuses visitors who are not signed in', async () => {
    expect((await clients.anonymous.get('/api/notifications')).status).toBe(401);
    expect((await clients.anonymous.post('/api/notifications/read', {})).status).toBe(401);
    const stream = await fetch(`${baseUrl}/api/notifications/stream`);
    expect(stream.status).toBe(401);
  });
});

describe('admin sends a notification', () => {
  it('delivers to the named user and names bad fields', async () => {
    const { admin, trial } = clients;
    const sent = await admin.client.post('/api/admin/notifications', {
      user_id: trial.id,
      title: 'Maintenance tonight',
      link: '/dashboard',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ type: 'announcement', title: 'Maintenance tonight', is_read: false });
    const list = await trial.client.get('/api/notifications');
    expect(list.body.items[0].id).toBe(sent.body.id);

    const unknown = await admin.client.post('/api/admin/notifications', { user_id: 'nobody', title: 'Hi' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.error.fields)).toEqual(['user_id']);

    const offSite = await admin.client.post('/api/admin/notifications', {
      user_id: trial.id,
      title: 'Hi',
      link: '//evil.example/phish',
    });
    expect(offSite.status).toBe(400);
    expect(Object.keys(offSite.body.error.fields)).toEqual(['link']);
  });

  it('is for admins only', async () => {
    const response = await clients.subscribed.client.post('/api/admin/notifications', {
      user_id: clients.other.id,
      title: 'Spoofed',
    });
    expect(response.status).toBe(403);
  });
});

describe('the unread stream', () => {
  it('sends the count on connect and a new notification to its owner only', async () => {
    const { subscribed, other } = clients;
    await subscribed.client.post('/api/notifications/read', {});
    await other.client.post('/api/notifications/read', {});
    const mine = await openStream(subscribed.client.cookieHeader);
    const theirs = await openStream(other.client.cookieHeader);
    try {
      expect(mine.contentType).toContain('text/event-stream');
      expect(await mine.next()).toEqual({ event: 'unread', data: { unread_count: 0 } });
      expect(await theirs.next()).toEqual({ event: 'unread', data: { unread_count: 0 } });

      await notify(subscribed.id, 'Live');
      expect(await mine.next()).toEqual({ event: 'unread', data: { unread_count: 1 } });
      // The other user's stream stays silent.
      await expect(theirs.next(700)).rejects.toThrow(/no event/);

      await subscribed.client.post('/api/notifications/read', {});
      expect(await mine.next()).toEqual({ event: 'unread', data: { unread_count: 0 } });
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('coalesces a burst into at most 2 events a second, ending on the latest count', async () => {
    const { basic } = clients;
    await basic.client.post('/api/notifications/read', {});
    const stream = await openStream(basic.client.cookieHeader);
    try {
      expect(await stream.next()).toEqual({ event: 'unread', data: { unread_count: 0 } });
      const started = Date.now();
      await Promise.all(Array.from({ length: 20 }, (_, index) => notify(basic.id, `Burst ${index}`)));
      const counts: number[] = [];
      while (counts.at(-1) !== 20) {
        const event = await stream.next(3_000);
        counts.push((event.data as { unread_count: number }).unread_count);
      }
      const elapsed = Date.now() - started;
      // Twenty changes; at 2 a second they cannot all become events.
      expect(counts.length).toBeLessThanOrEqual(Math.floor(elapsed / 500) + 1);
      expect(counts.length).toBeLessThan(20);
    } finally {
      stream.close();
    }
  });
});

// Several processes share one PostgreSQL: a notification made in one reaches streams held by
// another through LISTEN/NOTIFY. PGlite is one process by construction (its data directory is
// locked to a single server), so this is part of the PostgreSQL suite only.
if (testEngine === 'postgres') {
  describe('across processes (PostgreSQL)', () => {
    it('delivers a notification created by another process', async () => {
      const second = await buildTestApp({ location: t.location });
      const { trial } = clients;
      await trial.client.post('/api/notifications/read', {});
      const stream = await openStream(trial.client.cookieHeader);
      try {
        expect(await stream.next()).toEqual({ event: 'unread', data: { unread_count: 0 } });
        await second.parts.notifications.notify(trial.id, { type: 'system', title: 'From afar' });
        expect(await stream.next()).toEqual({ event: 'unread', data: { unread_count: 1 } });
      } finally {
        stream.close();
        await second.stop();
      }
    });
  });
}
