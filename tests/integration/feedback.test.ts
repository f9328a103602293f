import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackPageSize, type FeedbackItem } from '../../src/shared/feedback';
import { feedback } from '../../src/server/db/schema/feedback';
import { buildAuthClients, signUp, uniqueEmail, type AuthClients } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Feedback through the API on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): what
// a user sends and how each field is refused, the hourly limit per account, and the admin's list
// (filters, pages), state and replies, which no one else may reach.

const perHour = 4;

let t: TestApp;
let clients: AuthClients;
beforeAll(async () => {
  t = await buildTestApp({ env: { FEEDBACK_PER_HOUR: String(perHour) } });
  clients = await buildAuthClients(t);
});
afterAll(async () => {
  await t.close();
});

/** A fresh account, so that each test has the whole hourly limit to itself. */
async function sender(label: string) {
  return signUp(t, { email: uniqueEmail(label), name: `Sender ${label}` });
}

const valid = { category: 'bug', message: 'The chart is empty on Mondays.' };

describe('sending feedback', () => {
  it('stores category, message, rating and page, and answers the item', async () => {
    const ayu = await sender('ayu');
    const response = await ayu.client.post('/api/feedback', {
      category: 'idea',
      message: '  Please add a dark theme to the dashboard.  ',
      rating: 5,
      page: '/analytics',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      category: 'idea',
      message: 'Please add a dark theme to the dashboard.',
      rating: 5,
      page: '/analytics',
      state: 'open',
      user: { id: ayu.id, email: ayu.email, name: 'Sender ayu' },
      reply: null,
      replied_at: null,
      created_at: expect.any(String),
    });
    const list = await clients.admin.client.get('/api/admin/feedback');
    expect(list.body.items.find((item: FeedbackItem) => item.id === response.body.id)).toEqual(response.body);
  });

  it('takes the rating and page as optional, and a message of exactly 10 and 5,000 characters', async () => {
    const budi = await sender('budi');
    const bare = await budi.client.post('/api/feedback', { category: 'other', message: 'x'.repeat(10) });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ rating: null, page: null });
    const nulls = await budi.client.post('/api/feedback', {
      category: 'billing',
      message: 'y'.repeat(5000),
      rating: null,
      page: null,
    });
    expect(nulls.status).toBe(201);
    expect(nulls.body.message).toHaveLength(5000);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no category', { message: valid.message }, 'category'],
    ['an unknown category', { ...valid, category: 'praise' }, 'category'],
    ['no message', { category: 'bug' }, 'message'],
    ['a message of 9 characters', { ...valid, message: 'Too short' }, 'message'],
    ['a message of spaces around 9 characters', { ...valid, message: '   Too short   ' }, 'message'],
    ['a message of 5,001 characters', { ...valid, message: 'z'.repeat(5001) }, 'message'],
    ['a rating of 0', { ...valid, rating: 0 }, 'rating'],
    ['a rating of 6', { ...valid, rating: 6 }, 'rating'],
    ['a rating of 2.5', { ...valid, rating: 2.5 }, 'rating'],
    ['a rating as text', { ...valid, rating: '5' }, 'rating'],
    ['a page that is not an in-app path', { ...valid, page: 'https://example.com/' }, 'page'],
    ['a page with a space', { ...valid, page: '/a b' }, 'page'],
    ['a page of 301 characters', { ...valid, page: `/${'p'.repeat(300)}` }, 'page'],
    ['a field the API does not know', { ...valid, email: 'me@example.com' }, 'email'],
  ])('refuses %s, naming %s', async (_case, body, field) => {
    const response = await clients.basic.client.post('/api/feedback', body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
  });

  it('names every invalid field at once', async () => {
    const response = await clients.basic.client.post('/api/feedback', {
      category: 'rant',
      message: 'short',
      rating: 9,
      page: 'home',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      category: 'Choose a category.',
      message: 'Write at least 10 characters.',
      rating: 'Choose a rating from 1 to 5.',
      page: 'Give an in-app path such as /analytics.',
    });
  });

  it('refuses visitors who are not signed in', async () => {
    const response = await clients.anonymous.post('/api/feedback', valid);
    expect(response.status).toBe(401);
  });

  it(`takes ${perHour} messages an hour per account, then answers 429 with Retry-After`, async () => {
    const busy = await sender('busy');
    // Refused forms are not counted.
    for (let index = 0; index < perHour + 2; index += 1) {
      expect((await busy.client.post('/api/feedback', { category: 'bug' })).status).toBe(400);
    }
    for (let index = 0; index < perHour; index += 1) {
      expect((await busy.client.post('/api/feedback', valid)).status).toBe(201);
    }
    const refused = await busy.client.post('/api/feedback', valid);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.body.error.message).toMatch(`at most ${perHour} feedback messages an hour`);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Another account still has its own count.
    const calm = await sender('calm');
    expect((await calm.client.post('/api/feedback', valid)).status).toBe(201);
  });
});

describe('who may reach the admin routes', () => {
  let id: string;
  beforeAll(async () => {
    const sent = await clients.other.client.post('/api/feedback', valid);
    id = sent.body.id;
  });

  const adminCalls = (feedbackId: () => string) =>
    [
      ['GET /api/admin/feedback', (c: AuthClients['admin']['client']) => c.get('/api/admin/feedback')],
      [
        'GET /api/admin/feedback?category=bug&state=open',
        (c: AuthClients['admin']['client']) => c.get('/api/admin/feedback?category=bug&state=open'),
      ],
      [
        'PATCH /api/admin/feedback/:id',
        (c: AuthClients['admin']['client']) =>
          c.patch(`/api/admin/feedback/${feedbackId()}`, { state: 'handled' }),
      ],
      [
        'POST /api/admin/feedback/:id/reply',
        (c: AuthClients['admin']['client']) =>
          c.post(`/api/admin/feedback/${feedbackId()}/reply`, { message: 'Thanks!' }),
      ],
    ] as const;

  it.each(adminCalls(() => id))('%s refuses every non-admin with 403', async (_route, call) => {
    for (const who of [clients.basic, clients.trial, clients.subscribed, clients.other]) {
      const response = await call(who.client);
      expect(response.status, who.email).toBe(403);
      expect(response.body.error.code).toBe('forbidden');
    }
  });

  it.each(adminCalls(() => id))(
    '%s refuses visitors who are not signed in with 401',
    async (_route, call) => {
      const response = await call(clients.anonymous);
      expect(response.status).toBe(401);
    },
  );

  it('left the item as it was: open, with no reply, and told the sender nothing', async () => {
    const list = await clients.admin.client.get('/api/admin/feedback');
    expect(list.body.items.find((item: FeedbackItem) => item.id === id)).toMatchObject({
      state: 'open',
      reply: null,
    });
    const notices = await clients.other.client.get('/api/notifications');
    expect(notices.body.items.filter((item: { type: string }) => item.type === 'feedback_reply')).toEqual([]);
  });
});

describe('the admin list', () => {
  it('lists newest first, with the sender, and filters by category, state and both', async () => {
    const lina = await sender('lina');
    const sent: FeedbackItem[] = [];
    for (const category of ['bug', 'idea', 'bug', 'billing']) {
      const response = await lina.client.post('/api/feedback', { ...valid, category, rating: 3 });
      sent.push(response.body);
    }
    const [firstBug, idea, secondBug, billing] = sent as [
      FeedbackItem,
      FeedbackItem,
      FeedbackItem,
      FeedbackItem,
    ];
    await clients.admin.client.patch(`/api/admin/feedback/${firstBug.id}`, { state: 'handled' });
    const mine = (items: FeedbackItem[]) =>
      items.filter((item) => item.user.id === lina.id).map((item) => item.id);

    const all = await clients.admin.client.get('/api/admin/feedback');
    expect(all.status).toBe(200);
    expect(mine(all.body.items)).toEqual([billing.id, secondBug.id, idea.id, firstBug.id]);
    expect(all.body.items[0].user).toEqual({ id: lina.id, email: lina.email, name: 'Sender lina' });
    // Newest first across every sender, too.
    const times = all.body.items.map((item: FeedbackItem) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const bugs = await clients.admin.client.get('/api/admin/feedback?category=bug');
    expect(bugs.body.items.every((item: FeedbackItem) => item.category === 'bug')).toBe(true);
    expect(mine(bugs.body.items)).toEqual([secondBug.id, firstBug.id]);

    const handled = await clients.admin.client.get('/api/admin/feedback?state=handled');
    expect(handled.body.items.every((item: FeedbackItem) => item.state === 'handled')).toBe(true);
    expect(mine(handled.body.items)).toEqual([firstBug.id]);

    const openBugs = await clients.admin.client.get('/api/admin/feedback?category=bug&state=open');
    expect(mine(openBugs.body.items)).toEqual([secondBug.id]);
    expect(openBugs.body.next_cursor).toBeNull();
  });

  it.each([
    ['?category=praise', 'querystring.category'],
    ['?state=closed', 'querystring.state'],
    ['?before=not-an-id', 'querystring.before'],
  ])('refuses %s naming %s', async (query, field) => {
    const response = await clients.admin.client.get(`/api/admin/feedback${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
  });

  it('marks handled and open again', async () => {
    const rina = await sender('rina');
    const { body: item } = await rina.client.post('/api/feedback', valid);

    const handled = await clients.admin.client.patch(`/api/admin/feedback/${item.id}`, { state: 'handled' });
    expect(handled.status).toBe(200);
    expect(handled.body).toEqual({ ...item, state: 'handled' });
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, item.id));
    expect(row?.handledAt).toBeInstanceOf(Date);

    const reopened = await clients.admin.client.patch(`/api/admin/feedback/${item.id}`, { state: 'open' });
    expect(reopened.status).toBe(200);
    expect(reopened.body.state).toBe('open');
    const [after] = await t.database.db.select().from(feedback).where(eq(feedback.id, item.id));
    expect(after?.handledAt).toBeNull();
  });

  it('replies in the app: the sender is notified and the reply is stored', async () => {
    const sari = await sender('sari');
    const { body: item } = await sari.client.post('/api/feedback', valid);

    const replied = await clients.admin.client.post(`/api/admin/feedback/${item.id}/reply`, {
      message: '  Fixed in today’s release. Thank you!  ',
    });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({
      id: item.id,
      reply: 'Fixed in today’s release. Thank you!',
      replied_at: expect.any(String),
      state: 'open',
    });

    const notices = await sari.client.get('/api/notifications');
    expect(notices.body.items).toEqual([
      expect.objectContaining({
        type: 'feedback_reply',
        title: 'Reply to your feedback',
        body: 'Fixed in today’s release. Thank you!',
        link: '/feedback',
        is_read: false,
      }),
    ]);
    // Nobody else hears of it.
    const others = await clients.basic.client.get('/api/notifications');
    expect(others.body.items.some((notice: { type: string }) => notice.type === 'feedback_reply')).toBe(
      false,
    );

    const list = await clients.admin.client.get('/api/admin/feedback');
    expect(list.body.items.find((entry: FeedbackItem) => entry.id === item.id).reply).toBe(
      'Fixed in today’s release. Thank you!',
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty reply', { message: '   ' }, 'message'],
    ['a reply of 2,001 characters', { message: 'r'.repeat(2001) }, 'message'],
    ['no reply', {}, 'message'],
    ['a field the API does not know', { message: 'Hi', notify: false }, 'notify'],
  ])('refuses %s naming %s', async (_case, body, field) => {
    const { body: item } = await clients.trial.client.post('/api/feedback', {
      category: 'other',
      message: 'Something to answer.',
    });
    const response = await clients.admin.client.post(`/api/admin/feedback/${item.id}/reply`, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
  });

  it.each<[string, unknown, string]>([
    ['an unknown state', { state: 'closed' }, 'state'],
    ['no state', {}, 'state'],
    ['a field the API does not know', { state: 'handled', reply: 'x' }, 'reply'],
  ])('refuses a state change with %s naming %s', async (_case, body, field) => {
    const { body: item } = await clients.admin.client.post('/api/feedback', valid);
    const response = await clients.admin.client.patch(`/api/admin/feedback/${item.id}`, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
  });

  it('answers 404 for an id that is not there, and 400 for one that is not an id', async () => {
    const missing = randomUUID();
    const state = await clients.admin.client.patch(`/api/admin/feedback/${missing}`, { state: 'handled' });
    expect(state.status).toBe(404);
    expect(state.body.error.code).toBe('not_found');
    const reply = await clients.admin.client.post(`/api/admin/feedback/${missing}/reply`, { message: 'Hi' });
    expect(reply.status).toBe(404);

    const malformed = await clients.admin.client.patch('/api/admin/feedback/42', { state: 'handled' });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.fields)).toEqual(['params.id']);
  });

  it(`pages ${feedbackPageSize} at a time with ?before= without repeating or skipping a row`, async () => {
    const many = await sender('many');
    // Past the hourly limit: written as the route would, straight into the table.
    const base = Date.now() + 60_000;
    await t.database.db.insert(feedback).values(
      Array.from({ length: feedbackPageSize + 5 }, (_, index) => ({
        userId: many.id,
        category: 'other',
        message: `Paged message ${index}`,
        createdAt: new Date(base + index * 1000),
      })),
    );
    const first = await clients.admin.client.get('/api/admin/feedback?category=other');
    expect(first.body.items).toHaveLength(feedbackPageSize);
    expect(first.body.next_cursor).toBe(first.body.items.at(-1).id);
    const rest: FeedbackItem[] = [];
    let cursor: string | null = first.body.next_cursor;
    while (cursor) {
      const page = await clients.admin.client.get(`/api/admin/feedback?category=other&before=${cursor}`);
      expect(page.status).toBe(200);
      rest.push(...page.body.items);
      cursor = page.body.next_cursor;
    }
    const messages = [...first.body.items, ...rest]
      .filter((item) => item.user.id === many.id)
      .map((item) => item.message);
    expect(messages).toHaveLength(feedbackPageSize + 5);
    expect(new Set(messages).size).toBe(feedbackPageSize + 5);
    expect(messages[0]).toBe(`Paged message ${feedbackPageSize + 4}`);
    expect(messages.at(-1)).toBe('Paged message 0');
    expect(first.body.items[0].user).toEqual({ id: many.id, email: many.email, name: 'Sender many' });
  });
});
