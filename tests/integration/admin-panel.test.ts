import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelDays, panelSchema, type Panel } from '../../src/shared/panel';
import { watchedDomains } from '../../src/server/db/schema/checks';
import { orders } from '../../src/server/db/schema/billing';
import {
  buildAuthClients,
  setSubscription,
  signUp,
  uniqueEmail,
  type AuthClients,
} from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The Admin Panel's figures (GET /api/admin/panel) on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): each card counts what this test made (accounts, links and their clicks
// written by the ingest, orders, feedback, watched domains), and no one but an admin may read it.

const day = 86_400_000;
const human = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0';
const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
let clients: AuthClients;
let panel: Panel;
let started: Date;

/** UTC midnight `daysAgo` days before today. */
function dayStart(daysAgo: number): number {
  return Math.floor(started.getTime() / day) * day - daysAgo * day;
}

beforeAll(async () => {
  started = new Date();
  t = await buildTestApp();
  // Five accounts: the admin, basic, a trial, a paid plan (medium) and another trial.
  clients = await buildAuthClients(t);
  // A sixth, whose paid plan has ended: not a running subscription.
  const lapsed = await signUp(t, { email: uniqueEmail('lapsed'), name: 'Lapsed' });
  await setSubscription(t, lapsed.id, 'medium', new Date(Date.now() - day));

  // Three links, two owners; clicks today, 3 days ago, 10 days ago and 20 days ago (outside the
  // 14 days), and a bot's click today, which does not count.
  const link = async (owner: typeof clients.subscribed, path: string) =>
    (await owner.client.post('/api/links', { destination_url: `https://example.com/${path}` })).body
      .id as string;
  const [alpha, beta, gamma] = [
    await link(clients.subscribed, 'alpha'),
    await link(clients.subscribed, 'beta'),
    await link(clients.other, 'gamma'),
  ];
  const visit = (linkId: string, at: number, userAgent = human) =>
    t.parts.analytics.ingest.record({
      linkId,
      at,
      ip: '36.66.1.7',
      userAgent,
      referer: undefined,
      countryHint: 'ID',
      destination: 'https://example.com/',
      choice: null,
      scan: false,
    });
  const now = started.getTime();
  for (let index = 0; index < 3; index++) visit(alpha, Math.max(dayStart(0), now - index * 1000));
  visit(alpha, Math.max(dayStart(0), now - 500), bot);
  visit(beta, dayStart(3) + 3_600_000);
  visit(gamma, dayStart(3) + 7_200_000);
  visit(gamma, dayStart(10) + 3_600_000);
  visit(gamma, dayStart(20) + 3_600_000);
  await t.parts.analytics.ingest.flush();

  // Orders: paid today, paid last month, refunded (no longer revenue), a transfer waiting for the
  // admin, a transfer without its details yet, and a pending online payment.
  const lastMonth = new Date(Date.UTC(started.getUTCFullYear(), started.getUTCMonth() - 1, 1, 12));
  const order = (suffix: string, values: Partial<typeof orders.$inferInsert>) => ({
    orderId: `RKS-PANEL-${suffix}`,
    userId: clients.subscribed.id,
    planName: 'medium',
    planDisplayName: { en: 'Medium', id: 'Medium' },
    planDuration: 30,
    amount: 150_000,
    method: 'midtrans',
    state: 'pending',
    expiresAt: new Date(now + day),
    ...values,
  });
  const transfer = {
    bank: 'BCA',
    account_name: 'Subscribed',
    transferred_at: started.toISOString(),
  };
  await t.database.db
    .insert(orders)
    .values([
      order('PAID', { state: 'paid', paidAt: new Date(now - 1000) }),
      order('LAST', { state: 'paid', amount: 99_000, paidAt: lastMonth }),
      order('REFUNDED', { state: 'refunded', amount: 500_000, paidAt: new Date(now - 2000) }),
      order('WAITING', { method: 'bank_transfer', transfer }),
      order('NO-DETAILS', { method: 'bank_transfer' }),
      order('ONLINE', {}),
    ]);

  // Feedback: one open, one handled.
  const sent = [];
  for (const message of ['The chart is empty on Mondays.', 'Please add a dark theme.']) {
    sent.push((await clients.basic.client.post('/api/feedback', { category: 'idea', message })).body.id);
  }
  await clients.admin.client.patch(`/api/admin/feedback/${sent[1]}`, { state: 'handled' });

  // Watched domains, their states as the checks would have announced them.
  await t.database.db.insert(watchedDomains).values([
    { workspaceId: clients.subscribed.id, hostname: 'down.example', state: 'down' },
    { workspaceId: clients.subscribed.id, hostname: 'blocked.example', state: 'blocked' },
    { workspaceId: clients.other.id, hostname: 'up.example', state: 'up' },
    { workspaceId: clients.other.id, hostname: 'new.example', state: null },
  ]);

  const response = await clients.admin.client.get('/api/admin/panel');
  expect(response.status).toBe(200);
  panel = panelSchema.parse(response.body);
});

afterAll(async () => {
  await t.close();
});

/** The days of a series that have a value, as [days ago, value]. */
function nonZero(series: { day: string; value: number }[]) {
  return series
    .map((point) => [Math.round((dayStart(0) - Date.parse(point.day)) / day), point.value] as const)
    .filter(([, value]) => value > 0);
}

describe('GET /api/admin/panel', () => {
  it('is for admins only: 401 signed out, 403 for anyone else', async () => {
    expect((await clients.anonymous.get('/api/admin/panel')).status).toBe(401);
    for (const user of [clients.basic, clients.trial, clients.subscribed]) {
      const response = await user.client.get('/api/admin/panel');
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('forbidden');
    }
  });

  it('answers every card, with when it was read', () => {
    expect(Object.keys(panel.cards).sort()).toEqual(
      [
        'clicks',
        'failing_domains',
        'feedback',
        'links',
        'pending_payments',
        'revenue',
        'subscriptions',
        'users',
        'workspaces',
      ].sort(),
    );
    expect(Date.parse(panel.generated_at)).toBeGreaterThanOrEqual(started.getTime());
  });

  it('workspaces: each account’s personal one, no team yet', () => {
    expect(panel.cards.workspaces).toEqual({ total: 6, teams: 0 });
  });

  it('users: all six accounts, new today', () => {
    const users = panel.cards.users!;
    expect(users.total).toBe(6);
    expect(users.new_7_days).toBe(6);
    expect(users.new_per_day).toHaveLength(panelDays);
    expect(users.new_per_day.at(-1)!.day).toBe(new Date(dayStart(0)).toISOString().slice(0, 10));
    expect(nonZero(users.new_per_day)).toEqual([[0, 6]]);
  });

  it('subscriptions: running ones per plan (trials included), not basic, not ended', () => {
    expect(panel.cards.subscriptions).toEqual({
      total: 4,
      per_plan: [
        { plan: 'free', display_name: { en: 'Free', id: 'Gratis' }, count: 3 },
        { plan: 'medium', display_name: { en: 'Medium', id: 'Medium' }, count: 1 },
      ],
    });
  });

  it('revenue: paid orders by month and per day, a refunded one left out', () => {
    const revenue = panel.cards.revenue!;
    expect(revenue.this_month).toBe(150_000);
    expect(revenue.last_month).toBe(99_000);
    // Last month's payment was on its first day: always more than 13 days ago.
    expect(nonZero(revenue.per_day)).toEqual([[0, 150_000]]);
  });

  it('links and clicks: every owner’s, bots excluded, by UTC day', () => {
    expect(panel.cards.links).toEqual({ total: 3 });
    const clicks = panel.cards.clicks!;
    expect(clicks.today).toBe(3);
    expect(clicks.last_7_days).toBe(5);
    expect(nonZero(clicks.per_day)).toEqual([
      [10, 1],
      [3, 2],
      [0, 3],
    ]);
  });

  it('failing domains, pending transfers and open feedback', () => {
    expect(panel.cards.failing_domains).toEqual({ total: 2, down: 1, blocked: 1 });
    expect(panel.cards.pending_payments).toEqual({ total: 1 });
    expect(panel.cards.feedback).toEqual({ open: 1 });
  });

  it('follows a change: feedback handled, a link deleted', async () => {
    const open = await clients.admin.client.get('/api/admin/feedback?state=open');
    await clients.admin.client.patch(`/api/admin/feedback/${open.body.items[0].id}`, { state: 'handled' });
    const mine = await clients.other.client.get('/api/links');
    for (const item of mine.body.items) await clients.other.client.delete(`/api/links/${item.id}`);

    const after = panelSchema.parse((await clients.admin.client.get('/api/admin/panel')).body);
    expect(after.cards.feedback).toEqual({ open: 0 });
    expect(after.cards.links).toEqual({ total: 2 });
  });
});
