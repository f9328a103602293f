import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousClient,
  setSubscription,
  signIn,
  signUp,
  uniqueEmail,
  type SignedInClient,
} from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// User management: the list (search, filters, sorting, paging), an account's page, plans set and
// extended, admin rights (never the last admin), disabling (sessions end, sign-in refused, links
// answer not-found at once, and back when enabled), deleting (everything owned goes, payments stay
// without a buyer), and an audit entry for each.

const day = 86_400_000;
let t: TestApp;
let admin: SignedInClient;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t, { email: uniqueEmail('admin'), name: 'Admin' });
});

afterAll(async () => {
  await t?.close();
});

async function visit(code: string) {
  return t.app.inject({ method: 'GET', url: `/${code}` });
}

async function auditActions(userId: string): Promise<string[]> {
  const { rows } = await t.database.pool.query(
    'SELECT action FROM audit_log WHERE target = $1 ORDER BY created_at',
    [`user:${userId}`],
  );
  return rows.map((row) => row.action);
}

describe('admin routes', () => {
  it('answer 401 to visitors and 403 to non-admins', async () => {
    const user = await signUp(t, { email: uniqueEmail('plain') });
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${user.id}`],
      ['PUT', `/api/admin/users/${user.id}/subscription`, { plan: 'vip', expires: null }],
      ['POST', `/api/admin/users/${user.id}/extend`, { days: 1 }],
      ['PUT', `/api/admin/users/${user.id}/admin`, { is_admin: true }],
      ['PUT', `/api/admin/users/${user.id}/disabled`, { disabled: true }],
      ['DELETE', `/api/admin/users/${user.id}`],
      ['GET', '/api/admin/audit'],
    ];
    for (const [method, url, body] of routes) {
      expect((await anonymousClient(t).request(method as 'GET', url, body)).status, `${method} ${url}`).toBe(
        401,
      );
      expect((await user.client.request(method as 'GET', url, body)).status, `${method} ${url}`).toBe(403);
    }
  });
});

describe('the list', () => {
  it('searches, filters, sorts and pages on the server', async () => {
    const tag = `find${Date.now()}`;
    const made: SignedInClient[] = [];
    for (let index = 0; index < 5; index += 1) {
      made.push(await signUp(t, { email: `${tag}-${index}@example.com`, name: `Person ${index}` }));
    }
    await setSubscription(t, made[0]!.id, 'vip', new Date(Date.now() + 10 * day));

    const found = await admin.client.get(
      `/api/admin/users?q=${tag.toUpperCase()}&sort=email&order=asc&per_page=25`,
    );
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(5);
    expect(found.body.items.map((user: { email: string }) => user.email)).toEqual(
      made.map((_, index) => `${tag}-${index}@example.com`),
    );
    const vip = await admin.client.get(`/api/admin/users?q=${tag}&plan=vip`);
    expect(vip.body.items.map((user: { id: string }) => user.id)).toEqual([made[0]!.id]);
    const trial = await admin.client.get(`/api/admin/users?q=${tag}&trial=true`);
    expect(trial.body.total).toBe(4);
    const second = await admin.client.get(
      `/api/admin/users?q=${tag}&sort=email&order=desc&per_page=25&page=1`,
    );
    expect(second.body.items[0].email).toBe(`${tag}-4@example.com`);
    const admins = await admin.client.get('/api/admin/users?admin=true');
    expect(admins.body.items.map((user: { id: string }) => user.id)).toContain(admin.id);

    const bad = await admin.client.get('/api/admin/users?sort=password&per_page=7&page=0&admin=maybe');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(
      ['querystring.admin', 'querystring.page', 'querystring.per_page', 'querystring.sort'].sort(),
    );
  });
});

describe('an account', () => {
  it('gets a plan set and extended, each audited, with bad input named', async () => {
    const user = await signUp(t, { email: uniqueEmail('plan') });
    const until = new Date(Date.now() + 30 * day).toISOString();
    const set = await admin.client.put(`/api/admin/users/${user.id}/subscription`, {
      plan: 'vip',
      expires: until,
    });
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ plan: 'vip', expires: until });
    const extended = await admin.client.post(`/api/admin/users/${user.id}/extend`, { days: 10 });
    expect(new Date(extended.body.user.expires).getTime()).toBe(new Date(until).getTime() + 10 * day);
    expect((await user.client.get('/api/me')).body.profile.subscription_plan).toBe('vip');

    const unknown = await admin.client.put(`/api/admin/users/${user.id}/subscription`, {
      plan: 'gold',
      expires: until,
    });
    expect(unknown.body.error.fields.plan).toMatch(/no plan named "gold"/);
    const noEnd = await admin.client.put(`/api/admin/users/${user.id}/subscription`, {
      plan: 'vip',
      expires: null,
    });
    expect(noEnd.body.error.fields.expires).toBeTruthy();
    const badDays = await admin.client.post(`/api/admin/users/${user.id}/extend`, { days: 0 });
    expect(badDays.body.error.fields.days).toBeTruthy();
    expect((await admin.client.get('/api/admin/users/no-such-user')).status).toBe(404);

    const basic = await admin.client.put(`/api/admin/users/${user.id}/subscription`, {
      plan: 'basic',
      expires: null,
    });
    expect(basic.body.user).toMatchObject({ plan: 'basic', expires: null });
    expect(await auditActions(user.id)).toEqual(['user.subscription', 'user.extend', 'user.subscription']);
    expect(basic.body.audit.map((entry: { action: string }) => entry.action)).toEqual([
      'user.subscription',
      'user.extend',
      'user.subscription',
    ]);
    expect(basic.body.audit[0].actor).toEqual({ id: admin.id, email: admin.email });
    const log = await admin.client.get(`/api/admin/audit?target=user:${user.id}`);
    expect(log.body.items).toHaveLength(3);
    expect(log.body.next_cursor).toBeNull();
    const older = await admin.client.get(
      `/api/admin/audit?target=user:${user.id}&before=${log.body.items[0].id}`,
    );
    expect(older.body.items.map((entry: { id: string }) => entry.id)).toEqual(
      log.body.items.slice(1).map((entry: { id: string }) => entry.id),
    );
  });

  it('tells the account when its plan is set or extended: in the app and by email, in its language', async () => {
    const user = await signUp(t, { email: uniqueEmail('told') });
    await user.client.patch('/api/me', { language: 'id' });
    const until = '2031-01-31T16:30:00.000Z';
    const set = await admin.client.put(`/api/admin/users/${user.id}/subscription`, {
      plan: 'vip_max',
      expires: until,
    });
    expect(set.body.user).toMatchObject({
      plan: 'vip_max',
      plan_display_name: { en: 'VIP Max', id: 'VIP Max' },
    });
    await admin.client.post(`/api/admin/users/${user.id}/extend`, { days: 10 });
    await admin.client.put(`/api/admin/users/${user.id}/subscription`, { plan: 'basic', expires: null });

    const notices = (
      (await user.client.get('/api/notifications')).body.items as {
        type: string;
        title: string;
        body: string;
        link: string | null;
      }[]
    ).filter((item) => item.type === 'plan_changed');
    // Newest first; the plan by its display name, never its key.
    expect(notices.map((item) => item.title)).toEqual([
      'Paket Anda sekarang Dasar',
      expect.stringMatching(/^Paket VIP Max Anda kini berlaku hingga 10 Februari 2031/),
      'Paket Anda sekarang VIP Max',
    ]);
    expect(notices[2]!.body).toMatch(
      /^Administrator memindahkan akun Anda ke paket VIP Max, berlaku hingga 31 Januari 2031/,
    );
    expect(notices[0]!.body).toBe(
      'Administrator memindahkan akun Anda ke paket Dasar, tanpa tanggal berakhir.',
    );
    expect(
      notices.every((item) => item.link === '/dashboard' && !/vip_max|basic/.test(item.title + item.body)),
    ).toBe(true);

    const outbox = join(t.config.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox)).map((file) => readFile(join(outbox, file), 'utf8')),
    );
    const told = mails.filter((mail) => mail.includes(`To: ${user.email}`) && mail.includes('Paket Anda'));
    expect(told).toHaveLength(3);
    expect(told.some((mail) => mail.includes('Paket Anda sekarang VIP Max'))).toBe(true);
  });

  it('never loses its last admin', async () => {
    const self = await admin.client.put(`/api/admin/users/${admin.id}/admin`, { is_admin: false });
    expect(self.status).toBe(400);
    expect((await admin.client.put(`/api/admin/users/${admin.id}/disabled`, { disabled: true })).status).toBe(
      400,
    );
    expect((await admin.client.delete(`/api/admin/users/${admin.id}`)).status).toBe(400);

    // Each refusal names its field with a whole sentence, in the admin's language.
    const refusals = async () => [
      (await admin.client.put(`/api/admin/users/${admin.id}/admin`, { is_admin: false })).body.error,
      (await admin.client.put(`/api/admin/users/${admin.id}/disabled`, { disabled: true })).body.error,
      (await admin.client.delete(`/api/admin/users/${admin.id}`)).body.error,
    ];
    expect(await refusals()).toEqual([
      {
        code: 'bad_request',
        message: 'You cannot revoke your own admin rights. Ask another admin.',
        fields: { is_admin: 'Only another admin can revoke your admin rights.' },
      },
      {
        code: 'bad_request',
        message: 'You cannot disable your own account.',
        fields: { disabled: 'Only another admin can disable your account.' },
      },
      {
        code: 'bad_request',
        message: 'You cannot delete your own account here.',
        fields: { id: 'Only another admin can delete your account.' },
      },
    ]);
    await admin.client.patch('/api/me', { language: 'id' });
    try {
      expect((await refusals()).map((error) => error.fields)).toEqual([
        { is_admin: 'Hanya admin lain yang dapat mencabut hak admin Anda.' },
        { disabled: 'Hanya admin lain yang dapat menonaktifkan akun Anda.' },
        { id: 'Hanya admin lain yang dapat menghapus akun Anda.' },
      ]);
    } finally {
      await admin.client.patch('/api/me', { language: 'en' });
    }

    const other = await signUp(t, { email: uniqueEmail('second-admin') });
    const granted = await admin.client.put(`/api/admin/users/${other.id}/admin`, { is_admin: true });
    expect(granted.body.user.is_admin).toBe(true);
    const revoked = await admin.client.put(`/api/admin/users/${other.id}/admin`, { is_admin: false });
    expect(revoked.body.user.is_admin).toBe(false);
    expect(await auditActions(other.id)).toEqual(['user.grant_admin', 'user.revoke_admin']);
  });

  it('when disabled: sessions end at once, sign-in is refused, links answer not-found; enabled: all back', async () => {
    const user = await signUp(t, { email: uniqueEmail('disable') });
    const link = await user.client.post('/api/links', { destination_url: 'https://toko.example/sale' });
    expect(link.status).toBe(201);
    expect((await visit(link.body.short_url)).statusCode).toBe(302);

    const disabled = await admin.client.put(`/api/admin/users/${user.id}/disabled`, {
      disabled: true,
      reason: 'Phishing links reported.',
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.user).toMatchObject({ disabled: true, disabled_reason: 'Phishing links reported.' });
    expect(disabled.body.counts.sessions).toBe(0);
    expect((await user.client.get('/api/me')).status).toBe(401);
    expect((await visit(link.body.short_url)).statusCode).toBe(404);
    const signInAgain = await anonymousClient(t).post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'correct horse battery staple',
    });
    expect(signInAgain.status).toBe(403);
    expect(signInAgain.body.message).toMatch(/disabled/);
    const listed = await admin.client.get('/api/admin/users?disabled=true');
    expect(listed.body.items.map((row: { id: string }) => row.id)).toContain(user.id);

    await admin.client.put(`/api/admin/users/${user.id}/disabled`, { disabled: false });
    expect((await visit(link.body.short_url)).statusCode).toBe(302);
    const back = await signIn(t, user.email);
    expect((await back.get('/api/me')).status).toBe(200);
    expect(await auditActions(user.id)).toEqual(['user.disable', 'user.enable']);
  });

  it('when deleted: takes everything it owns, keeps its payments without a buyer', async () => {
    const user = await signUp(t, { email: uniqueEmail('delete') });
    await setSubscription(t, user.id, 'vip', new Date(Date.now() + 30 * day));
    const link = await user.client.post('/api/links', { destination_url: 'https://toko.example/gone' });
    for (let visitIndex = 0; visitIndex < 3; visitIndex += 1) await visit(link.body.short_url);
    await t.parts.analytics.ingest.flush();
    await user.client.post('/api/checks', { hostnames: 'watched.example' });
    await user.client.post('/api/domains', { hostname: 'mine.example' });
    await t.parts.notifications.notify(user.id, { type: 'system', title: 'Hello' });
    await user.client.post('/api/feedback', { category: 'idea', message: 'Please add dark mode soon.' });
    const orderId = `RKS-TEST-${Date.now()}`;
    const transfer = {
      bank: 'Mandiri',
      account_name: 'Budi Santoso',
      reference: orderId,
      transferred_at: '2026-05-01T10:00:00Z',
    };
    await t.database.pool.query(
      `INSERT INTO orders (order_id, user_id, plan_name, plan_display_name, plan_duration, amount, method, state, transfer, expires_at)
       VALUES ($1, $2, 'vip', '{"en": "VIP", "id": "VIP"}', 30, 750000, 'bank_transfer', 'paid', $3, now())`,
      [orderId, user.id, JSON.stringify(transfer)],
    );

    const owned = async () => {
      const { rows } = await t.database.pool.query(
        `SELECT
           (SELECT count(*) FROM users WHERE id = $1)::int AS users,
           (SELECT count(*) FROM auth_user WHERE id = $1)::int AS auth_users,
           (SELECT count(*) FROM shortlinks WHERE workspace_id = $1)::int AS links,
           (SELECT count(*) FROM clicks WHERE link_id = $2)::int AS clicks,
           (SELECT count(*) FROM click_rollups_hourly WHERE scope IN ($2::text, 'u:' || $1))::int AS hourly,
           (SELECT count(*) FROM click_rollups_daily WHERE scope IN ($2::text, 'u:' || $1))::int AS daily,
           (SELECT count(*) FROM visitor_days WHERE workspace_id = $1)::int AS visitor_days,
           (SELECT count(*) FROM watched_domains WHERE workspace_id = $1)::int AS watched,
           (SELECT count(*) FROM custom_domains WHERE workspace_id = $1)::int AS custom,
           (SELECT count(*) FROM notifications WHERE user_id = $1)::int AS notifications,
           (SELECT count(*) FROM feedback WHERE user_id = $1)::int AS feedback,
           (SELECT count(*) FROM auth_session WHERE user_id = $1)::int AS sessions,
           (SELECT count(*) FROM orders WHERE user_id = $1)::int AS orders`,
        [user.id, link.body.id],
      );
      return rows[0] as Record<string, number>;
    };
    const before = await owned();
    for (const kind of [
      'users',
      'links',
      'clicks',
      'hourly',
      'daily',
      'watched',
      'custom',
      'notifications',
      'feedback',
      'sessions',
      'orders',
    ]) {
      expect(before[kind], kind).toBeGreaterThan(0);
    }
    const ordersBefore = (await t.database.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;

    const deleted = await admin.client.delete(`/api/admin/users/${user.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toMatchObject({ accounts: 1, links: 1 });
    expect(Object.values(await owned()).every((count) => count === 0)).toBe(true);
    const ordersAfter = (await t.database.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
    expect(ordersAfter).toBe(ordersBefore);
    // Kept for the books, without its buyer, and without the name the buyer typed.
    const kept = await admin.client.get(`/api/admin/orders?q=${orderId}`);
    expect(kept.body.items).toHaveLength(1);
    expect(kept.body.items[0]).toMatchObject({
      buyer: null,
      transfer: { ...transfer, account_name: null },
      plan_display_name: { en: 'VIP', id: 'VIP' },
    });
    expect((await visit(link.body.short_url)).statusCode).toBe(404);
    expect((await user.client.get('/api/me')).status).toBe(401);
    expect(await auditActions(user.id)).toEqual(['user.delete']);
    expect((await admin.client.get(`/api/admin/users/${user.id}`)).status).toBe(404);
  });
});

describe('the audit log as read', () => {
  it('names each target as a person knows it: an email, a plan, an order, the brand', async () => {
    const user = await signUp(t, { email: uniqueEmail('audited') });
    const set = await admin.client.put(`/api/admin/users/${user.id}/subscription`, {
      plan: 'vip',
      expires: new Date(Date.now() + 30 * day).toISOString(),
    });
    expect(set.status).toBe(200);
    const gone = await signUp(t, { email: uniqueEmail('gone') });
    expect((await admin.client.delete(`/api/admin/users/${gone.id}`)).status).toBe(200);

    const plan = {
      price: 50_000,
      original_price: null,
      duration: 30,
      max_shortlinks: 10,
      auto_rotator: false,
      cloaking_country: false,
      fallback_url: false,
      custom_alias: true,
      device_targeting: false,
      advanced_rules: false,
      password_links: false,
      custom_previews: false,
      webhooks: false,
      max_check_domains: 2,
      max_auto_check_domains: 1,
      max_custom_domains: 0,
      max_members: 1,
      min_cron_job: 60,
      discount: 0,
      isPopular: false,
      features: [],
    };
    const kept = await admin.client.post('/api/admin/plans', {
      ...plan,
      name: 'starter_plus',
      display_name: { en: 'Starter Plus', id: 'Pemula Plus' },
    });
    expect(kept.status).toBe(201);
    const dropped = await admin.client.post('/api/admin/plans', {
      ...plan,
      name: 'old_offer',
      display_name: { en: 'Old Offer', id: 'Penawaran Lama' },
    });
    expect((await admin.client.delete(`/api/admin/plans/${dropped.body.id}`)).body).toEqual({
      outcome: 'deleted',
    });
    for (const [action, target] of [
      ['order.approve', 'order:RKS-20261128-ABCDEFGH'],
      ['brand.asset.upload', 'brand:favicon'],
      ['gateway.update', 'gateway'],
    ] as const) {
      await t.parts.admin.audit.record({ actorId: admin.id, action, target });
    }

    const log = await admin.client.get('/api/admin/audit');
    expect(log.status).toBe(200);
    const subjectOf = (action: string, target: string) =>
      log.body.items.find((entry: { action: string; target: string }) => {
        return entry.action === action && entry.target === target;
      })?.subject;
    expect(subjectOf('user.subscription', `user:${user.id}`)).toEqual({
      kind: 'account',
      id: user.id,
      email: user.email.toLowerCase(),
      deleted: false,
    });
    expect(subjectOf('user.delete', `user:${gone.id}`)).toEqual({
      kind: 'account',
      id: gone.id,
      email: gone.email.toLowerCase(),
      deleted: true,
    });
    expect(subjectOf('plan.create', 'plan:starter_plus')).toEqual({
      kind: 'plan',
      key: 'starter_plus',
      name: { en: 'Starter Plus', id: 'Pemula Plus' },
      deleted: false,
    });
    // Created, then deleted: both entries name it as it was called.
    for (const action of ['plan.create', 'plan.delete']) {
      expect(subjectOf(action, 'plan:old_offer')).toEqual({
        kind: 'plan',
        key: 'old_offer',
        name: { en: 'Old Offer', id: 'Penawaran Lama' },
        deleted: true,
      });
    }
    expect(subjectOf('order.approve', 'order:RKS-20261128-ABCDEFGH')).toEqual({
      kind: 'order',
      reference: 'RKS-20261128-ABCDEFGH',
    });
    expect(subjectOf('brand.asset.upload', 'brand:favicon')).toEqual({ kind: 'favicon' });
    expect(subjectOf('gateway.update', 'gateway')).toEqual({ kind: 'gateway' });

    // An account's page reads its entries the same way.
    const page = await admin.client.get(`/api/admin/users/${user.id}`);
    expect(page.body.audit[0].subject).toMatchObject({ kind: 'account', email: user.email.toLowerCase() });
  });

  it('names the plans its values hold by key, as the subjects are: today’s name, a deleted one’s last', async () => {
    const user = await signUp(t, { email: uniqueEmail('plan-values') });
    const created = await admin.client.post('/api/admin/plans', {
      name: 'spring_offer',
      display_name: { en: 'Spring Offer', id: 'Penawaran Musim Semi' },
      price: 90_000,
      original_price: null,
      duration: 30,
      max_shortlinks: 10,
      auto_rotator: false,
      cloaking_country: false,
      fallback_url: false,
      custom_alias: false,
      device_targeting: false,
      advanced_rules: false,
      password_links: false,
      custom_previews: false,
      webhooks: false,
      max_check_domains: 1,
      max_auto_check_domains: 0,
      max_custom_domains: 0,
      max_members: 1,
      min_cron_job: null,
      discount: 0,
      isPopular: false,
      features: [],
    });
    expect(created.status).toBe(201);
    const expires = new Date(Date.now() + 30 * day).toISOString();
    for (const plan of ['spring_offer', 'vip', 'basic']) {
      const set = await admin.client.put(`/api/admin/users/${user.id}/subscription`, {
        plan,
        expires: plan === 'basic' ? null : expires,
      });
      expect(set.status).toBe(200);
    }
    // No account is on it any more: deleted for good, its name kept by the deletion's entry.
    expect((await admin.client.delete(`/api/admin/plans/${created.body.id}`)).body).toEqual({
      outcome: 'deleted',
    });
    const gone = await signUp(t, { email: uniqueEmail('plan-values-gone') });
    await admin.client.put(`/api/admin/users/${gone.id}/subscription`, { plan: 'medium', expires });
    expect((await admin.client.delete(`/api/admin/users/${gone.id}`)).status).toBe(200);

    const page = await admin.client.get(`/api/admin/users/${user.id}`);
    const [toBasic, toVip, toSpring] = page.body.audit as {
      before: { plan: string };
      plan_names: Record<string, unknown>;
    }[];
    expect(toBasic!.plan_names).toEqual({
      vip: { en: 'VIP', id: 'VIP' },
      basic: { en: 'Basic', id: 'Dasar' },
    });
    expect(toVip!.plan_names).toEqual({
      spring_offer: { en: 'Spring Offer', id: 'Penawaran Musim Semi' },
      vip: { en: 'VIP', id: 'VIP' },
    });
    expect(toSpring!.plan_names).toEqual({
      [toSpring!.before.plan]: expect.objectContaining({ en: expect.any(String) }),
      spring_offer: { en: 'Spring Offer', id: 'Penawaran Musim Semi' },
    });

    const log = await admin.client.get(`/api/admin/audit?target=${encodeURIComponent(`user:${gone.id}`)}`);
    const deletion = log.body.items.find((entry: { action: string }) => entry.action === 'user.delete');
    expect(deletion.plan_names).toEqual({ medium: { en: 'Medium', id: 'Medium' } });
    // Entries whose values name no plan have none.
    const plans = await admin.client.get('/api/admin/audit?target=plan%3Aspring_offer');
    expect(plans.body.items.map((entry: { plan_names: unknown }) => entry.plan_names)).toEqual([{}, {}]);
  });
});
