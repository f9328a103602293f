import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingPlans } from '../../src/server/db/schema';
import { defaultPlans } from '../../src/shared/plans';
import { buildAuthClients, signIn, setSubscription, type AuthClients } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { runCommand } from './helpers/run-command';

let t: TestApp;
let clients: AuthClients;
beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
});
afterAll(async () => {
  await t.close();
});

describe('plans and entitlements', () => {
  it('seeds the four default plans of the spec', async () => {
    const response = await clients.anonymous.get('/api/plans');
    expect(response.status).toBe(200);
    expect(response.body.map((plan: { name: string }) => plan.name)).toEqual([
      'free',
      'medium',
      'vip',
      'vip_max',
    ]);
    expect(response.body).toEqual(defaultPlans);
  });

  it('gives each kind of account what its plan allows', async () => {
    const entitlements = async (client: AuthClients['admin']) => (await client.client.get('/api/me')).body;
    const admin = await entitlements(clients.admin);
    expect(admin.entitlements).toMatchObject({
      createLinks: true,
      maxShortlinks: null,
      cloakingCountry: true,
    });

    const basic = await entitlements(clients.basic);
    expect(basic.subscription.active).toBe(false);
    // Named as people read it: basic is not a stored plan, and has its own name in both languages.
    expect(basic.subscription.plan_display_name).toEqual({ en: 'Basic', id: 'Dasar' });
    expect(basic.entitlements).toMatchObject({
      createLinks: false,
      maxShortlinks: 0,
      cloakingCountry: false,
    });

    const trial = await entitlements(clients.trial);
    expect(trial.subscription).toMatchObject({
      plan: 'free',
      plan_display_name: { en: 'Free', id: 'Gratis' },
      active: true,
      daysLeft: 7,
    });
    expect(trial.entitlements).toMatchObject({
      createLinks: true,
      maxShortlinks: 1,
      customAlias: false,
      // The free plan has no geo rules, so no Cloaking Rules page either.
      cloakingCountry: false,
    });

    const subscribed = await entitlements(clients.subscribed);
    expect(subscribed.subscription).toMatchObject({ plan: 'medium', active: true, daysLeft: 30 });
    expect(subscribed.entitlements).toMatchObject({
      maxShortlinks: 5,
      customAlias: true,
      cloakingCountry: true,
      maxAutoCheckDomains: 3,
    });
  });

  it('takes everything new away when the subscription has expired', async () => {
    await setSubscription(t, clients.other.id, 'vip', new Date(Date.now() - 60_000));
    const me = (await clients.other.client.get('/api/me')).body;
    expect(me.subscription.active).toBe(false);
    expect(me.entitlements).toMatchObject({ createLinks: false, customAlias: false, cloakingCountry: false });
    await setSubscription(t, clients.other.id, 'free', new Date(Date.now() + 86_400_000));
  });

  it('serves the built-in defaults when the table is empty', async () => {
    const saved = await t.database.db.select().from(pricingPlans);
    await t.database.db.delete(pricingPlans);
    try {
      // The plans are kept in memory and an edit in SQL is not announced: read them again now.
      await t.parts.billing.plans.refresh();
      expect((await clients.anonymous.get('/api/plans')).body).toEqual(defaultPlans);
    } finally {
      await t.database.db.insert(pricingPlans).values(saved);
      await t.parts.billing.plans.refresh();
    }
  });

  it('keeps the plans in memory and serves an edit of the table once they are read again', async () => {
    // The first as /api/plans lists them (by id), not the first the table happens to hold.
    const [first] = await t.database.db.select().from(pricingPlans).orderBy(asc(pricingPlans.id)).limit(1);
    if (!first) throw new Error('no plan seeded');
    await t.database.db
      .update(pricingPlans)
      .set({ name: 'edited in sql' })
      .where(eq(pricingPlans.id, first.id));
    try {
      // Still the kept list: no query per visit.
      expect((await clients.anonymous.get('/api/plans')).body[0].name).toBe(first.name);
      await t.parts.billing.plans.refresh();
      expect((await clients.anonymous.get('/api/plans')).body[0].name).toBe('edited in sql');
    } finally {
      await t.database.db.update(pricingPlans).set({ name: first.name }).where(eq(pricingPlans.id, first.id));
      await t.parts.billing.plans.refresh();
    }
  });
});

describe('brand settings', () => {
  it('lets only an admin change them', async () => {
    expect((await clients.anonymous.put('/api/admin/brand', { brand_name: 'X' })).status).toBe(401);
    expect((await clients.subscribed.client.put('/api/admin/brand', { brand_name: 'X' })).status).toBe(403);
    const response = await clients.admin.client.put('/api/admin/brand', {
      brand_name: 'Acme',
      brand_description: '',
    });
    expect(response.status).toBe(200);
    expect((await clients.anonymous.get('/api/brand')).body).toMatchObject({
      brand_name: 'Acme',
      brand_description: '',
    });
  });

  it('names every invalid field and stores none of them', async () => {
    const response = await clients.admin.client.put('/api/admin/brand', {
      brand_name: 'Half written',
      brand_accent_color: 'blue-ish',
      contact_link: 'javascript:alert(1)',
      trial_period: -1,
      unknown_key: 'x',
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(
      expect.arrayContaining(['brand_accent_color', 'contact_link', 'trial_period', 'unknown_key']),
    );
    expect((await clients.anonymous.get('/api/brand')).body.brand_name).not.toBe('Half written');
  });

  it('sanitises the landing features HTML on write', async () => {
    const response = await clients.admin.client.put('/api/admin/brand', {
      landing_page_features:
        '<h3 onclick="x()">Fast</h3><script>alert(1)</script><a href="javascript:alert(1)">bad</a><a href="https://ok.example">ok</a><img src=x onerror=alert(1)>',
    });
    expect(response.status).toBe(200);
    const html = response.body.landing_page_features as string;
    expect(html).toContain('<h3>Fast</h3>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/);
    expect(html).toContain('href="https://ok.example"');
  });

  it('uses trial_period for new accounts', async () => {
    await clients.admin.client.put('/api/admin/brand', { trial_period: 14 });
    const { signUp } = await import('./helpers/auth-clients');
    const fresh = await signUp(t);
    expect((await fresh.client.get('/api/me')).body.subscription.daysLeft).toBe(14);
    await clients.admin.client.put('/api/admin/brand', { trial_period: 7 });
  });
});

describe('the admin command line', () => {
  it('grants admin from the shell', async () => {
    const target = clients.trial;
    await t.stop();
    const env = {
      ...process.env,
      DATA_DIR: t.location.dataDir,
      DATABASE_URL: t.location.databaseUrl ?? '',
      LOG_LEVEL: 'silent',
    };
    const result = await runCommand(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli.ts', 'admin', 'grant', target.email],
      { env },
    );
    expect(result.output).toContain('is now an admin');
    expect(result.code).toBe(0);

    t = await buildTestApp({ location: t.location });
    const client = await signIn(t, target.email);
    expect((await client.get('/api/me')).body.profile.is_admin).toBe(true);
  });
});
