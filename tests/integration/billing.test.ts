import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMidtrans, type FakeMidtrans } from '../fakes/midtrans';
import {
  anonymousClient,
  setSubscription,
  signUp,
  uniqueEmail,
  type SignedInClient,
} from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Billing against a fake Midtrans that speaks its HTTP protocol, driven by the official client
// library: checkout, signed notifications (forged, altered, replayed, contradicted), the status
// API as the only word that counts, the subscription rules, manual transfers, plans and gateway
// administration, and the plan lifecycle.

const serverKey = 'SB-Mid-server-RingkasTestKey0123456789';
const clientKey = 'SB-Mid-client-RingkasTestKey9876543210';
const day = 86_400_000;

let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

let midtrans: FakeMidtrans;
let t: TestApp;
let admin: SignedInClient;

async function until<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function subscription(user: SignedInClient) {
  const me = await user.client.get('/api/me');
  return {
    plan: me.body.profile.subscription_plan as string,
    expires: me.body.profile.subscription_expires as string | null,
  };
}

async function buyer(
  plan = 'medium',
): Promise<SignedInClient & { order: { id: string; order_id: string; amount: number } }> {
  const user = await signUp(t, { email: uniqueEmail('buyer'), name: 'Budi Buyer' });
  const created = await user.client.post('/api/orders', { plan, method: 'midtrans' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...user, order: created.body };
}

/** A notification body for the order as Midtrans would sign it. */
function signed(orderId: string, statusCode: string, grossAmount: string, transactionStatus: string) {
  return {
    order_id: orderId,
    status_code: statusCode,
    gross_amount: grossAmount,
    transaction_status: transactionStatus,
    fraud_status: 'accept',
    signature_key: midtrans.signature(orderId, statusCode, grossAmount, serverKey),
  };
}

beforeAll(async () => {
  midtrans = await startFakeMidtrans();
  midtrans.addMerchant({ serverKey, clientKey, merchantId: 'G-RINGKAS' });
  t = await buildTestApp({
    env: { MIDTRANS_SNAP_URL: `${midtrans.url}/snap/v1`, MIDTRANS_API_URL: midtrans.url },
    now,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  midtrans.setNotificationUrl(serverKey, `http://127.0.0.1:${port}/api/payments/midtrans/notification`);
  admin = await signUp(t, { email: uniqueEmail('admin'), name: 'Admin' });
  const saved = await admin.client.put('/api/admin/payment-gateway', {
    midtrans: { enabled: true, environment: 'sandbox', server_key: serverKey, client_key: clientKey },
    bank_transfer: {
      enabled: true,
      accounts: [{ bank: 'BCA', account_number: '123 456 7890', account_name: 'PT Ringkas Indonesia' }],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await midtrans?.close();
});

describe('admin routes', () => {
  it('refuse non-admins (403) and visitors (401)', async () => {
    const user = await signUp(t, { email: uniqueEmail('plain') });
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/plans'],
      ['POST', '/api/admin/plans', {}],
      ['PUT', '/api/admin/plans/1', {}],
      ['DELETE', '/api/admin/plans/1'],
      ['POST', '/api/admin/plans/1/restore'],
      ['GET', '/api/admin/payment-gateway'],
      ['PUT', '/api/admin/payment-gateway', {}],
      ['POST', '/api/admin/payment-gateway/test', {}],
      ['GET', '/api/admin/orders'],
      ['POST', '/api/admin/orders/00000000-0000-4000-8000-000000000000/approve'],
      ['POST', '/api/admin/orders/00000000-0000-4000-8000-000000000000/reject', { reason: 'x' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await user.client.request(method as 'GET', url, body)).status, `${method} ${url}`).toBe(403);
      expect((await anonymousClient(t).request(method as 'GET', url, body)).status, `${method} ${url}`).toBe(
        401,
      );
    }
    expect(
      (await anonymousClient(t).post('/api/orders', { plan: 'medium', method: 'midtrans' })).status,
    ).toBe(401);
  });
});

describe('the gateway settings', () => {
  it('show the keys only as masks, and a stored key is kept when none is sent', async () => {
    const read = await admin.client.get('/api/admin/payment-gateway');
    expect(read.body.midtrans).toMatchObject({
      enabled: true,
      environment: 'sandbox',
      server_key_mask: 'SB-Mid-server-…789',
      client_key_mask: 'SB-Mid-client-…210',
    });
    expect(read.body.midtrans.notification_url).toBe(
      'http://localhost:3000/api/payments/midtrans/notification',
    );
    expect(JSON.stringify(read.body)).not.toContain('RingkasTestKey');
    const stored = await t.database.pool.query('SELECT server_key_cipher FROM payment_gateway');
    expect(stored.rows[0].server_key_cipher).not.toContain('RingkasTestKey');

    const kept = await admin.client.put('/api/admin/payment-gateway', {
      midtrans: { enabled: true, environment: 'sandbox' },
      bank_transfer: read.body.bank_transfer,
    });
    expect(kept.body.midtrans.server_key_mask).toBe('SB-Mid-server-…789');
    expect((await admin.client.post('/api/admin/payment-gateway/test', {})).body).toEqual({
      ok: true,
      environment: 'sandbox',
    });
    const wrong = await admin.client.post('/api/admin/payment-gateway/test', {
      server_key: 'SB-Mid-server-wrong-key-000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.server_key).toMatch(/Midtrans refused this key/);
  });

  it('names each bad field', async () => {
    const bad = await admin.client.put('/api/admin/payment-gateway', {
      midtrans: { enabled: true, environment: 'staging', server_key: 'short' },
      bank_transfer: { enabled: true, accounts: [{ bank: '', account_number: 'abc', account_name: '' }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(
      [
        'bank_transfer.accounts.0.account_name',
        'bank_transfer.accounts.0.account_number',
        'bank_transfer.accounts.0.bank',
        'midtrans.environment',
        'midtrans.server_key',
      ].sort(),
    );
  });
});

describe('checkout through Midtrans', () => {
  it('charges the plan price from the server and opens the Snap page', async () => {
    const user = await buyer('medium');
    const plans = (await anonymousClient(t).get('/api/plans')).body as { name: string; price: number }[];
    const medium = plans.find((plan) => plan.name === 'medium')!;
    expect(user.order).toMatchObject({
      plan: 'medium',
      amount: medium.price,
      state: 'pending',
      method: 'midtrans',
    });
    expect(user.order.order_id).toMatch(/^RKS-\d{8}-[0-9A-Z]{8}$/);
    expect((user.order as unknown as { redirect_url: string }).redirect_url).toMatch(
      `${midtrans.url}/snap/v2/vtweb/`,
    );
    expect(midtrans.transactions.get(user.order.order_id)?.grossAmount).toBe(medium.price);
    const tampered = await user.client.post('/api/orders', { plan: 'medium', method: 'midtrans', amount: 1 });
    expect(tampered.status).toBe(400);
    const trial = await user.client.post('/api/orders', { plan: 'free', method: 'midtrans' });
    expect(trial.body.error.fields.plan).toMatch(/trial/);
    const none = await user.client.post('/api/orders', { plan: 'gold', method: 'midtrans' });
    expect(none.body.error.fields.plan).toMatch(/no plan named "gold"/);
  });

  it('upgrades only once the status API confirms the settlement', async () => {
    const user = await buyer('medium');
    const before = await subscription(user);
    await midtrans.settle(user.order.order_id, { notify: false });
    // Settled at Midtrans, but nothing moves until a notification (or the reconciliation) asks.
    expect((await user.client.get(`/api/orders/${user.order.id}`)).body.state).toBe('pending');
    expect((await subscription(user)).plan).toBe('free');
    expect(await midtrans.notify(midtrans.statusOf(user.order.order_id))).toBe(200);
    expect((await user.client.get(`/api/orders/${user.order.id}`)).body.state).toBe('paid');
    const after = await subscription(user);
    expect(after.plan).toBe('medium');
    expect(before.plan).toBe('free');
    // Bought during the trial: its days left are added, as the checkout says (to the second).
    expect(new Date(after.expires!).getTime() - new Date(before.expires!).getTime()).toBeGreaterThan(
      30 * day - 2_000,
    );
    expect(new Date(after.expires!).getTime() - new Date(before.expires!).getTime()).toBeLessThanOrEqual(
      30 * day,
    );
    const order = (await user.client.get(`/api/orders/${user.order.id}`)).body;
    expect(order.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    const receipt = await user.client.get(`/api/orders/${user.order.id}/receipt`);
    expect(receipt.body).toMatchObject({
      plan: 'medium',
      amount: user.order.amount,
      buyer: { email: user.email },
    });
    const inApp = await user.client.get('/api/notifications');
    expect(inApp.body.items[0]).toMatchObject({ type: 'payment_received', link: '/payments' });
    // Rupiah as the app writes them for this reader (English): one formatter everywhere.
    expect(inApp.body.items[0].body).toContain('Rp350,000 for Medium');
    // The receipt by e-mail (no SMTP_URL here: the outbox directory).
    const outbox = join(t.config.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox)).map((file) => readFile(join(outbox, file), 'utf8')),
    );
    const receiptMail = mails.find((mail) => mail.includes(order.invoice_number));
    expect(receiptMail).toMatch(`To: ${user.email}`);
    expect(receiptMail).toContain('Amount: Rp350,000');
    expect(receiptMail).toContain('Plan: Medium (30 days)');
  });

  it('extends once for the same settlement three times and two at once', async () => {
    const user = await buyer('medium');
    const body = await midtrans.settle(user.order.order_id);
    await until(async () => (await user.client.get(`/api/orders/${user.order.id}`)).body.state === 'paid');
    const first = await subscription(user);
    const index = midtrans.notifications.findIndex(
      (sent) => (sent.body as { order_id?: string }).order_id === user.order.order_id,
    );
    expect(await midtrans.resend(index)).toBe(200);
    expect(await midtrans.resend(index)).toBe(200);
    expect(await Promise.all([midtrans.notify(body), midtrans.notify(body)])).toEqual([200, 200]);
    expect(await subscription(user)).toEqual(first);
  });

  it('refuses a forged signature and an altered amount, and ignores an unknown order', async () => {
    const user = await buyer('medium');
    const amount = `${user.order.amount}.00`;
    const forged = {
      ...signed(user.order.order_id, '200', amount, 'settlement'),
      signature_key: 'ab'.repeat(64),
    };
    expect(await midtrans.notify(forged)).toBe(403);
    const altered = { ...signed(user.order.order_id, '200', amount, 'settlement'), gross_amount: '1000.00' };
    expect(await midtrans.notify(altered)).toBe(403);
    expect(await midtrans.notify({ order_id: user.order.order_id })).toBe(400);
    expect(await midtrans.notify(signed('RKS-20260101-UNKNOWN1', '200', '1000.00', 'settlement'))).toBe(200);
    expect((await user.client.get(`/api/orders/${user.order.id}`)).body.state).toBe('pending');
    expect((await subscription(user)).plan).toBe('free');
  });

  it('believes the status API over a notification that contradicts it', async () => {
    const user = await buyer('medium');
    // Signed correctly, but Midtrans has no settlement: a replayed or made-up body.
    expect(
      await midtrans.notify(signed(user.order.order_id, '200', `${user.order.amount}.00`, 'settlement')),
    ).toBe(200);
    expect((await user.client.get(`/api/orders/${user.order.id}`)).body.state).toBe('pending');
    expect((await subscription(user)).plan).toBe('free');
  });

  it('never accepts a settlement of another amount than the order', async () => {
    const user = await buyer('medium');
    await t.database.pool.query('UPDATE orders SET amount = amount + 1 WHERE id = $1', [user.order.id]);
    await midtrans.settle(user.order.order_id);
    expect((await user.client.get(`/api/orders/${user.order.id}`)).body.state).toBe('pending');
    expect((await subscription(user)).plan).toBe('free');
  });

  it('answers 503 while the status API fails, so that Midtrans sends it again', async () => {
    const user = await buyer('medium');
    midtrans.failNext('status', { status: 500 });
    const body = await midtrans.settle(user.order.order_id);
    expect(midtrans.notifications.at(-1)?.status).toBe(503);
    expect((await user.client.get(`/api/orders/${user.order.id}`)).body.state).toBe('pending');
    expect(await midtrans.notify(body)).toBe(200);
    expect((await user.client.get(`/api/orders/${user.order.id}`)).body.state).toBe('paid');
  });

  it('moves to failed, expired and refunded as Midtrans says, upgrading none', async () => {
    const denied = await buyer('medium');
    await midtrans.deny(denied.order.order_id);
    expect((await denied.client.get(`/api/orders/${denied.order.id}`)).body.state).toBe('failed');
    const expired = await buyer('medium');
    await midtrans.expire(expired.order.order_id);
    expect((await expired.client.get(`/api/orders/${expired.order.id}`)).body.state).toBe('expired');
    const challenged = await buyer('medium');
    await midtrans.capture(challenged.order.order_id, 'challenge');
    expect((await challenged.client.get(`/api/orders/${challenged.order.id}`)).body.state).toBe('pending');
    for (const user of [denied, expired, challenged]) expect((await subscription(user)).plan).toBe('free');

    const refunded = await buyer('medium');
    await midtrans.settle(refunded.order.order_id);
    const paid = await subscription(refunded);
    await midtrans.refund(refunded.order.order_id);
    expect((await refunded.client.get(`/api/orders/${refunded.order.id}`)).body.state).toBe('refunded');
    // A refund after payment never extends; the plan stays as the payment left it.
    expect(await subscription(refunded)).toEqual(paid);
  });

  it('renews after the current end, and converts the days left on an upgrade', async () => {
    const user = await buyer('medium');
    await midtrans.settle(user.order.order_id);
    const medium = new Date((await subscription(user)).expires!).getTime();
    const renewal = await user.client.post('/api/orders', { plan: 'medium', method: 'midtrans' });
    await midtrans.settle(renewal.body.order_id);
    const renewed = new Date((await subscription(user)).expires!).getTime();
    expect(renewed - medium).toBe(30 * day);

    const plans = (await anonymousClient(t).get('/api/plans')).body as {
      name: string;
      price: number;
      duration: number;
    }[];
    const [mediumPlan, vipPlan] = ['medium', 'vip'].map((name) => plans.find((plan) => plan.name === name)!);
    const upgrade = await user.client.post('/api/orders', { plan: 'vip', method: 'midtrans' });
    const paidAt = now().getTime();
    await midtrans.settle(upgrade.body.order_id);
    const after = await subscription(user);
    expect(after.plan).toBe('vip');
    const left = renewed - paidAt;
    const credit = left * (mediumPlan!.price / mediumPlan!.duration / (vipPlan!.price / vipPlan!.duration));
    const expected = paidAt + vipPlan!.duration * day + credit;
    expect(Math.abs(new Date(after.expires!).getTime() - expected)).toBeLessThan(5_000);
  });

  it('lets the owner cancel a pending order, and no one else see it', async () => {
    const user = await buyer('medium');
    const other = await signUp(t, { email: uniqueEmail('other') });
    expect((await other.client.get(`/api/orders/${user.order.id}`)).status).toBe(404);
    expect((await other.client.post(`/api/orders/${user.order.id}/cancel`)).status).toBe(404);
    expect((await user.client.post(`/api/orders/${user.order.id}/resume`)).body.redirect_url).toMatch(
      /vtweb/,
    );
    expect((await user.client.post(`/api/orders/${user.order.id}/cancel`)).body.state).toBe('cancelled');
    expect((await user.client.post(`/api/orders/${user.order.id}/cancel`)).status).toBe(409);
    expect((await user.client.get(`/api/orders/${user.order.id}/receipt`)).status).toBe(409);
  });
});

describe('the plan as people read it', () => {
  const team = {
    name: 'team_pack',
    price: 200_000,
    original_price: null,
    duration: 30,
    max_shortlinks: 20,
    auto_rotator: false,
    cloaking_country: true,
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
    display_name: { en: 'Team', id: 'Tim' },
    features: [],
  };

  async function mailTo(email: string, containing: string) {
    const outbox = join(t.config.dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox)).map((file) => readFile(join(outbox, file), 'utf8')),
    );
    return mails.find((mail) => mail.includes(`To: ${email}`) && mail.includes(containing));
  }

  it('is its display name in the reader’s language, in the order, receipt, notices and email, even once renamed', async () => {
    const created = await admin.client.post('/api/admin/plans', team);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const user = await signUp(t, { email: uniqueEmail('tim'), name: 'Tari Tim' });
    await user.client.patch('/api/me', { language: 'id' });
    const order = await user.client.post('/api/orders', { plan: 'team_pack', method: 'midtrans' });
    expect(order.body).toMatchObject({ plan: 'team_pack', plan_display_name: { en: 'Team', id: 'Tim' } });
    await midtrans.settle(order.body.order_id);
    await until(async () => (await user.client.get(`/api/orders/${order.body.id}`)).body.state === 'paid');

    const notices = (await user.client.get('/api/notifications')).body.items as {
      title: string;
      body: string;
    }[];
    expect(notices[0]!.title).toBe('Pembayaran diterima: paket Tim aktif');
    expect(notices[0]!.body).toContain('Rp200.000 untuk paket Tim');
    expect(notices[0]!.body).not.toContain('team_pack');
    const invoice = (await user.client.get(`/api/orders/${order.body.id}`)).body.invoice_number as string;
    const mail = await until(() => mailTo(user.email, invoice));
    expect(mail).toContain('Paket: Tim (30 hari)');
    expect(mail).toContain('Jumlah: Rp200.000');
    expect(mail).not.toContain('team_pack');

    // Renamed afterwards: what was bought keeps the name it was bought under.
    await admin.client.put(`/api/admin/plans/${created.body.id}`, {
      ...team,
      display_name: { en: 'Team Pro', id: 'Tim Pro' },
    });
    const receipt = await user.client.get(`/api/orders/${order.body.id}/receipt`);
    expect(receipt.body).toMatchObject({ plan: 'team_pack', plan_display_name: { en: 'Team', id: 'Tim' } });
    const adminOrders = await admin.client.get(
      `/api/admin/orders?q=${encodeURIComponent(order.body.order_id)}`,
    );
    expect(adminOrders.body.items[0].plan_display_name).toEqual({ en: 'Team', id: 'Tim' });
    // The account is on the plan as it is called now: on /api/me and in the plan's notices.
    expect((await user.client.get('/api/me')).body.subscription.plan_display_name).toEqual({
      en: 'Team Pro',
      id: 'Tim Pro',
    });
    await setSubscription(t, user.id, 'team_pack', new Date(now().getTime() + 2 * day));
    await t.parts.billing.runLifecycle();
    const expiring = (
      (await user.client.get('/api/notifications')).body.items as { type: string; title: string }[]
    ).find((item) => item.type === 'plan_expiring');
    expect(expiring?.title).toMatch(/^Paket Tim Pro Anda berakhir pada /);
  });
});

describe('reconciliation', () => {
  it('finds a payment whose notification was lost, and expires unpaid orders after 24 hours', async () => {
    const lost = await buyer('medium');
    await midtrans.settle(lost.order.order_id, { notify: false });
    const unpaid = await buyer('medium');
    clockOffsetMs += 3 * 60_000;
    try {
      await t.parts.billing.orders.reconcile(new AbortController().signal);
      expect((await lost.client.get(`/api/orders/${lost.order.id}`)).body.state).toBe('paid');
      expect((await unpaid.client.get(`/api/orders/${unpaid.order.id}`)).body.state).toBe('pending');
      clockOffsetMs += day;
      await t.parts.billing.orders.reconcile(new AbortController().signal);
      expect((await unpaid.client.get(`/api/orders/${unpaid.order.id}`)).body.state).toBe('expired');
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe('manual bank transfer', () => {
  it('shows where to pay, takes the details, and is paid when an admin approves', async () => {
    const user = await signUp(t, { email: uniqueEmail('transfer'), name: 'Sari Transfer' });
    const created = await user.client.post('/api/orders', { plan: 'medium', method: 'bank_transfer' });
    expect(created.status).toBe(201);
    expect(created.body.bank_accounts).toEqual([
      { bank: 'BCA', account_number: '123 456 7890', account_name: 'PT Ringkas Indonesia' },
    ]);
    const bad = await user.client.post(`/api/orders/${created.body.id}/transfer`, {
      bank: '',
      account_name: '',
      transferred_at: 'yesterday',
    });
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['account_name', 'bank', 'transferred_at']);
    const future = await user.client.post(`/api/orders/${created.body.id}/transfer`, {
      bank: 'Mandiri',
      account_name: 'Sari',
      transferred_at: new Date(Date.now() + day).toISOString(),
    });
    expect(future.body.error.fields.transferred_at).toMatch(/future/);
    const sent = await user.client.post(`/api/orders/${created.body.id}/transfer`, {
      bank: 'Mandiri',
      account_name: 'Sari',
      reference: created.body.order_id,
      transferred_at: new Date().toISOString(),
    });
    expect(sent.body.transfer).toMatchObject({ bank: 'Mandiri' });

    const listed = await admin.client.get(
      `/api/admin/orders?method=bank_transfer&state=pending&q=${encodeURIComponent(user.email)}`,
    );
    expect(listed.body.items.map((order: { id: string }) => order.id)).toEqual([created.body.id]);
    expect(listed.body.items[0].buyer).toMatchObject({ email: user.email });
    const approved = await admin.client.post(`/api/admin/orders/${created.body.id}/approve`);
    expect(approved.body.state).toBe('paid');
    expect((await subscription(user)).plan).toBe('medium');
    expect((await admin.client.post(`/api/admin/orders/${created.body.id}/approve`)).status).toBe(409);
    const audit = await t.database.pool.query('SELECT action FROM audit_log WHERE target = $1', [
      `order:${created.body.order_id}`,
    ]);
    expect(audit.rows.map((row) => row.action)).toEqual(['order.approve']);

    const second = await user.client.post('/api/orders', { plan: 'vip', method: 'bank_transfer' });
    const noReason = await admin.client.post(`/api/admin/orders/${second.body.id}/reject`, { reason: '' });
    expect(noReason.body.error.fields.reason).toBeTruthy();
    const rejected = await admin.client.post(`/api/admin/orders/${second.body.id}/reject`, {
      reason: 'No transfer arrived.',
    });
    expect(rejected.body).toMatchObject({ state: 'failed', reason: 'No transfer arrived.' });
    expect((await subscription(user)).plan).toBe('medium');
  });
});

describe('plans administration', () => {
  const plan = {
    name: 'starter',
    price: 50_000,
    original_price: 75_000,
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
    discount: 33,
    isPopular: false,
    display_name: { en: 'Starter', id: 'Pemula' },
    features: [{ en: 'Priority support', id: 'Dukungan prioritas' }],
  };

  it('names each invalid field', async () => {
    const bad = await admin.client.post('/api/admin/plans', {
      ...plan,
      name: 'Starter Plan',
      price: 1.5,
      original_price: 40_000,
      duration: 0,
      discount: 101,
      min_cron_job: 0,
      display_name: { en: 'Starter', id: '' },
      features: [
        { en: 'ok', id: 'ok' },
        { en: '', id: 'Hanya bahasa Indonesia' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(
      ['discount', 'display_name.id', 'duration', 'features.1.en', 'min_cron_job', 'name', 'price'].sort(),
    );
    expect(bad.body.error.fields['display_name.id']).toBe('Enter the name in Indonesian.');
    expect(bad.body.error.fields['features.1.en']).toBe('Write this line in English.');
    // A line or a name in one language only is refused, not half-saved; so is the old shape.
    const oneSided = await admin.client.post('/api/admin/plans', { ...plan, features: ['Just English'] });
    expect(Object.keys(oneSided.body.error.fields)).toEqual(['features.0']);
    const noName = await admin.client.post('/api/admin/plans', { ...plan, display_name: undefined });
    expect(Object.keys(noName.body.error.fields)).toEqual(['display_name']);
    const below = await admin.client.post('/api/admin/plans', { ...plan, original_price: 40_000 });
    expect(below.body.error.fields).toEqual({ original_price: 'The list price cannot be below the price.' });
    const dear = await admin.client.post('/api/admin/plans', { ...plan, price: 2_000_000_000 });
    expect(dear.body.error.fields.price).toBe('Enter at most Rp1,000,000,000.');
    const basic = await admin.client.post('/api/admin/plans', { ...plan, name: 'basic' });
    expect(basic.body.error.fields.name).toMatch(/basic/);
  });

  it('creates, edits, archives a plan in use, deletes one that is not, and audits each', async () => {
    const created = await admin.client.post('/api/admin/plans', plan);
    expect(created.status).toBe(201);
    expect((await admin.client.post('/api/admin/plans', plan)).body.error.fields.name).toMatch(/exists/);
    const edited = await admin.client.put(`/api/admin/plans/${created.body.id}`, { ...plan, price: 60_000 });
    expect(edited.body.price).toBe(60_000);
    expect(
      ((await anonymousClient(t).get('/api/plans')).body as { name: string }[]).map((p) => p.name),
    ).toContain('starter');

    const user = await signUp(t, { email: uniqueEmail('starter') });
    await setSubscription(t, user.id, 'starter', new Date(Date.now() + 10 * day));
    const renamed = await admin.client.put(`/api/admin/plans/${created.body.id}`, {
      ...plan,
      name: 'starter_two',
    });
    expect(renamed.body.error.fields.name).toMatch(/cannot change/);
    const listed = await admin.client.get('/api/admin/plans');
    expect(listed.body.items.find((item: { name: string }) => item.name === 'starter')).toMatchObject({
      subscribers: 1,
      archived: false,
    });
    expect((await admin.client.delete(`/api/admin/plans/${created.body.id}`)).body).toEqual({
      outcome: 'archived',
    });
    expect(
      ((await anonymousClient(t).get('/api/plans')).body as { name: string }[]).map((p) => p.name),
    ).not.toContain('starter');
    // Its subscriber keeps what it gives.
    expect((await user.client.get('/api/me')).body.entitlements.maxShortlinks).toBe(10);
    expect((await user.client.post('/api/orders', { plan: 'starter', method: 'midtrans' })).status).toBe(400);
    expect((await admin.client.post(`/api/admin/plans/${created.body.id}/restore`)).body.name).toBe(
      'starter',
    );

    const unused = await admin.client.post('/api/admin/plans', { ...plan, name: 'unused' });
    expect((await admin.client.delete(`/api/admin/plans/${unused.body.id}`)).body).toEqual({
      outcome: 'deleted',
    });
    expect((await admin.client.delete(`/api/admin/plans/${unused.body.id}`)).status).toBe(404);
    const audit = await t.database.pool.query(
      "SELECT action FROM audit_log WHERE target IN ('plan:starter', 'plan:unused') ORDER BY created_at",
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'plan.create',
      'plan.update',
      'plan.archive',
      'plan.restore',
      'plan.create',
      'plan.delete',
    ]);
  });
});

describe('plan lifecycle', () => {
  it('tells the account 3 days before the end and at the end, once each, and falls back to basic', async () => {
    const user = await signUp(t, { email: uniqueEmail('ending') });
    await setSubscription(t, user.id, 'medium', new Date(now().getTime() + 2 * day));
    await t.parts.billing.runLifecycle();
    await t.parts.billing.runLifecycle();
    const types = async () =>
      ((await user.client.get('/api/notifications')).body.items as { type: string }[]).map(
        (item) => item.type,
      );
    expect((await types()).filter((type) => type === 'plan_expiring')).toHaveLength(1);
    expect((await subscription(user)).plan).toBe('medium');

    clockOffsetMs += 3 * day;
    try {
      await t.parts.billing.runLifecycle();
      await t.parts.billing.runLifecycle();
    } finally {
      clockOffsetMs = 0;
    }
    expect((await types()).filter((type) => type === 'plan_expired')).toHaveLength(1);
    expect(await subscription(user)).toEqual({ plan: 'basic', expires: null });
    expect((await user.client.post('/api/links', { destination_url: 'https://toko.example/x' })).status).toBe(
      403,
    );
  });
});

describe("a team workspace's subscription", () => {
  it('is bought by its owner for the workspace, and its notices reach the owners', async () => {
    const buyer = await signUp(t, { email: uniqueEmail('team-buyer'), name: 'Team Buyer' });
    const team = (await buyer.client.post('/api/workspaces', { name: 'Buyers', slug: 'buyers-team' })).body
      .id;
    const inTeam = (method: string, url: string, body?: unknown, who = buyer) =>
      who.client.request(method as 'GET', url, body, { 'ringkas-workspace': team });

    const created = await inTeam('POST', '/api/orders', { plan: 'medium', method: 'bank_transfer' });
    expect(created.status).toBe(201);
    // The workspace's orders, not the buyer's personal ones.
    expect((await inTeam('GET', '/api/orders')).body.items.map((o: { id: string }) => o.id)).toEqual([
      created.body.id,
    ]);
    expect((await buyer.client.get('/api/orders')).body.items).toEqual([]);
    expect((await buyer.client.get(`/api/orders/${created.body.id}`)).status).toBe(404);

    expect((await admin.client.post(`/api/admin/orders/${created.body.id}/approve`)).body.state).toBe('paid');
    const row = await t.database.pool.query(
      'SELECT subscription_plan FROM workspaces WHERE id = ANY($1) ORDER BY personal',
      [[team, buyer.id]],
    );
    expect(row.rows.map((r) => r.subscription_plan)).toEqual(['medium', 'free']);
    expect((await inTeam('GET', '/api/workspace')).body).toMatchObject({ plan: 'medium', seats: 3 });

    // Billing is the owners': an admin of the workspace may not buy for it.
    const colleague = await signUp(t, { email: uniqueEmail('team-admin') });
    await t.database.pool.query(
      `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'admin')`,
      [team, colleague.id],
    );
    expect(
      (await inTeam('POST', '/api/orders', { plan: 'vip', method: 'bank_transfer' }, colleague)).status,
    ).toBe(403);

    // Three days before its end the owners are told, and at the end; not the other members.
    await setSubscription(t, team, 'medium', new Date(now().getTime() + 2 * day));
    await t.parts.billing.runLifecycle();
    const told = async (who: SignedInClient) =>
      ((await who.client.get('/api/notifications')).body.items as { type: string }[]).map(
        (item) => item.type,
      );
    expect(await told(buyer)).toContain('plan_expiring');
    expect(await told(colleague)).not.toContain('plan_expiring');
  });
});
