import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import midtransClient from 'midtrans-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { midtransControl, startFakeMidtrans, type FakeMidtrans } from '../fakes/midtrans';

// The fake Midtrans (tests/fakes/midtrans.ts) driven by the official midtrans-client, so the
// protocol it speaks is the one the app's billing code will meet. No app, no database: it lives in
// the integration project only because that is the project that collects tests/.

const merchant = {
  serverKey: 'SB-Mid-server-fakeKey123',
  clientKey: 'SB-Mid-client-abc',
  merchantId: 'G123456789',
};
const other = {
  serverKey: 'SB-Mid-server-otherKey',
  clientKey: 'SB-Mid-client-other',
  merchantId: 'G987654321',
};

let fake: FakeMidtrans;
let snap: midtransClient.Snap;
let core: midtransClient.CoreApi;

// Notifications land here, as on the app's notification route.
let receiver: Server;
let receiverUrl: string;
let received: { headers: IncomingHttpHeaders; raw: string }[];
let receiverStatus: number;

/** The official clients, pointed at the fake per instance. */
function clients(serverKey = merchant.serverKey) {
  const options = { isProduction: false, serverKey, clientKey: merchant.clientKey };
  const snapClient = new midtransClient.Snap(options);
  const coreClient = new midtransClient.CoreApi(options);
  for (const client of [snapClient, coreClient]) {
    client.apiConfig.getSnapApiBaseUrl = () => `${fake.url}/snap/v1`;
    client.apiConfig.getCoreApiBaseUrl = () => fake.url;
  }
  return { snap: snapClient, core: coreClient };
}

async function rejection(promise: Promise<unknown>): Promise<midtransClient.MidtransError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof midtransClient.MidtransError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** Recomputed here, independently of the fake. */
function sha512(text: string) {
  return createHash('sha512').update(text).digest('hex');
}

const order = (orderId: string, grossAmount = 350_000, extra: Record<string, unknown> = {}) => ({
  transaction_details: { order_id: orderId, gross_amount: grossAmount },
  ...extra,
});

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, raw: Buffer.concat(chunks).toString() });
      response.writeHead(receiverStatus).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/billing/midtrans`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

beforeEach(async () => {
  received = [];
  receiverStatus = 200;
  fake = await startFakeMidtrans();
  fake.addMerchant(merchant);
  fake.setNotificationUrl(merchant.serverKey, receiverUrl);
  ({ snap, core } = clients());
});

afterEach(async () => {
  await fake.close();
});

describe('Snap', () => {
  it('creates a pending transaction: token, redirect_url, and the status API reports it', async () => {
    const created = await snap.createTransaction(
      order('RK-1001', 350_000, {
        item_details: [
          { id: 'pro-monthly', price: 150_000, quantity: 2, name: 'Pro, monthly' },
          { id: 'setup', price: 50_000, quantity: 1, name: 'Setup' },
        ],
        customer_details: { email: 'alice@example.test' },
        callbacks: { finish: 'http://app.test/billing/done' },
      }),
    );
    expect(created.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.redirect_url).toBe(`${fake.url}/snap/v2/vtweb/${created.token}`);
    expect(fake.transactions.get('RK-1001')).toMatchObject({
      status: 'pending',
      grossAmount: 350_000,
      merchantId: merchant.merchantId,
      finishUrl: 'http://app.test/billing/done',
    });

    const status = await core.transaction.status('RK-1001');
    const transactionId = fake.transactions.get('RK-1001')!.transactionId;
    expect(status).toMatchObject({
      status_code: '201',
      status_message: 'Success, transaction is found',
      transaction_id: transactionId,
      order_id: 'RK-1001',
      merchant_id: merchant.merchantId,
      gross_amount: '350000.00',
      currency: 'IDR',
      payment_type: 'bank_transfer',
      transaction_status: 'pending',
      fraud_status: 'accept',
      signature_key: sha512(`RK-1001201350000.00${merchant.serverKey}`),
    });
    expect(status.transaction_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(status.settlement_time).toBeUndefined();
    // The library's notification() asks the status API by transaction_id.
    expect(await snap.transaction.notification({ transaction_id: transactionId })).toMatchObject({
      order_id: 'RK-1001',
    });
    expect(fake.requests.map(({ method, path, status: code }) => [method, path, code])).toEqual([
      ['POST', '/snap/v1/transactions', 201],
      ['GET', '/v2/RK-1001/status', 200],
      ['GET', `/v2/${transactionId}/status`, 200],
    ]);
    expect(JSON.stringify(fake.requests)).not.toContain(merchant.serverKey);
  });

  it('refuses a reused order id, a bad amount and a bad server key', async () => {
    await snap.createTransaction(order('RK-1002'));
    const reused = await rejection(snap.createTransaction(order('RK-1002', 10_000)));
    expect(reused.httpStatusCode).toBe(400);
    expect(reused.ApiResponse).toEqual({
      error_messages: ['transaction_details.order_id has already been taken'],
    });

    const mismatch = await rejection(
      snap.createTransaction(
        order('RK-1003', 350_000, { item_details: [{ price: 100_000, quantity: 3, name: 'Pro' }] }),
      ),
    );
    expect(mismatch.httpStatusCode).toBe(400);
    expect(mismatch.ApiResponse).toEqual({
      error_messages: ['transaction_details.gross_amount is not equal to the sum of item_details'],
    });
    for (const amount of [0, -5, 1000.5]) {
      const bad = await rejection(snap.createTransaction(order('RK-1004', amount)));
      expect(bad.httpStatusCode).toBe(400);
      expect((bad.ApiResponse as { error_messages: string[] }).error_messages).toEqual([
        'transaction_details.gross_amount must be a positive whole number of rupiah',
      ]);
    }
    expect([...fake.transactions.keys()]).toEqual(['RK-1002']);

    const stranger = clients('SB-Mid-server-wrong');
    const denied = await rejection(stranger.snap.createTransaction(order('RK-1005')));
    expect(denied.httpStatusCode).toBe(401);
    expect(denied.ApiResponse).toEqual({
      error_messages: ['Access denied due to unauthorized transaction, please check client or server key'],
    });
    const coreDenied = await rejection(stranger.core.transaction.status('RK-1002'));
    expect(coreDenied.httpStatusCode).toBe(401);
    expect(coreDenied.ApiResponse).toMatchObject({ status_code: '401' });
    const noKey = await fetch(`${fake.url}/snap/v1/transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(order('RK-1006')),
    });
    expect(noKey.status).toBe(401);
  });
});

describe('status API', () => {
  it('answers 404 for an unknown order (or another merchant’s) and lets expire (407) through', async () => {
    const unknown = await rejection(core.transaction.status('RK-nope'));
    expect(unknown.httpStatusCode).toBe(404);
    expect(unknown.ApiResponse).toEqual({ status_code: '404', status_message: "Transaction doesn't exist." });

    await snap.createTransaction(order('RK-2001'));
    fake.addMerchant(other);
    expect(
      (await rejection(clients(other.serverKey).core.transaction.status('RK-2001'))).httpStatusCode,
    ).toBe(404);

    const sent = await fake.expire('RK-2001', { notify: false });
    expect(received).toEqual([]);
    const expired = await core.transaction.status('RK-2001');
    expect(expired).toMatchObject({ status_code: '407', transaction_status: 'expire' });
    expect(expired.signature_key).toBe(sent.signature_key);
  });

  it('failNext answers scripted errors (a 500 from the status API), then recovers', async () => {
    await snap.createTransaction(order('RK-2002'));
    fake.failNext('status', { status: 500 }, 2);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error = await rejection(core.transaction.status('RK-2002'));
      expect(error.httpStatusCode).toBe(500);
      expect(error.ApiResponse).toEqual({
        status_code: '500',
        status_message: 'Sorry. Our system is recovering from unexpected issues. Please retry.',
      });
    }
    expect((await core.transaction.status('RK-2002')).transaction_status).toBe('pending');

    fake.failNext('snap', { status: 503, body: { error_messages: ['Service unavailable'] } });
    const snapDown = await rejection(snap.createTransaction(order('RK-2003')));
    expect([snapDown.httpStatusCode, snapDown.ApiResponse]).toEqual([
      503,
      { error_messages: ['Service unavailable'] },
    ]);
    expect(fake.requests.map((request) => request.status)).toEqual([201, 500, 500, 200, 503]);
  });

  it('the core API cancels or expires a pending transaction, and not a settled one', async () => {
    await snap.createTransaction(order('RK-2004'));
    await snap.createTransaction(order('RK-2005'));
    expect(await core.transaction.cancel('RK-2004')).toMatchObject({
      status_code: '202',
      transaction_status: 'cancel',
    });
    expect(await core.transaction.expire('RK-2005')).toMatchObject({
      status_code: '407',
      transaction_status: 'expire',
    });
    await fake.waitFor(() => received.length === 2);
    const refused = await rejection(core.transaction.cancel('RK-2005'));
    expect(refused.httpStatusCode).toBe(412);
  });
});

describe('payment page and notifications', () => {
  it('Pay settles, sends a signed notification, then redirects to callbacks.finish', async () => {
    const { redirect_url } = await snap.createTransaction(
      order('RK-3001', 350_000, { callbacks: { finish: 'http://app.test/billing/done?from=snap' } }),
    );
    const page = await fetch(redirect_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Midtrans (test)</h1>');
    expect(html).toContain('RK-3001');
    expect(html).toContain('Rp350.000');
    expect(html).toMatch(
      /<form method="post" action="\/snap\/v2\/vtweb\/[^"]+\/pay"><button type="submit">Pay</,
    );
    expect(html).toContain('<button type="submit">Decline</button>');

    const paid = await fetch(`${redirect_url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      'http://app.test/billing/done?from=snap&order_id=RK-3001&status_code=200&transaction_status=settlement',
    );
    // Sent before the redirect: the receiver has it already.
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(received[0]!.raw) as Record<string, string>;
    expect(body).toMatchObject({
      order_id: 'RK-3001',
      status_code: '200',
      transaction_status: 'settlement',
      payment_type: 'bank_transfer',
      fraud_status: 'accept',
      gross_amount: '350000.00',
    });
    expect(body.settlement_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(body.signature_key).toBe(
      sha512(`${body.order_id}${body.status_code}${body.gross_amount}${merchant.serverKey}`),
    );
    expect(fake.notifications).toEqual([{ url: receiverUrl, body, status: 200, at: expect.any(Number) }]);
    expect(await core.transaction.status('RK-3001')).toMatchObject({
      transaction_status: 'settlement',
      signature_key: body.signature_key,
    });

    // Paid once: the page shows the outcome, and a second Pay is refused.
    expect(await (await fetch(redirect_url)).text()).not.toContain('<button');
    expect((await fetch(`${redirect_url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
    expect((await fetch(`${fake.url}/snap/v2/vtweb/nope`)).status).toBe(404);
  });

  it('Decline denies (202) and, without a finish URL, shows the outcome', async () => {
    const { redirect_url } = await snap.createTransaction(order('RK-3002', 99_000));
    const declined = await fetch(`${redirect_url}/decline`, { method: 'POST', redirect: 'manual' });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Payment declined');
    expect(JSON.parse(received[0]!.raw)).toMatchObject({ status_code: '202', transaction_status: 'deny' });
    expect(await core.transaction.status('RK-3002')).toMatchObject({
      status_code: '202',
      transaction_status: 'deny',
    });
  });

  it('refund, deny and a challenged capture report their statuses and notify', async () => {
    for (const id of ['RK-4001', 'RK-4002', 'RK-4003']) await snap.createTransaction(order(id));
    await fake.settle('RK-4001');
    const refunded = await fake.refund('RK-4001');
    expect(refunded).toMatchObject({
      status_code: '200',
      transaction_status: 'refund',
      refund_amount: '350000.00',
    });
    await fake.deny('RK-4002');
    const challenged = await fake.capture('RK-4003', 'challenge');
    expect(challenged).toMatchObject({
      status_code: '201',
      transaction_status: 'capture',
      fraud_status: 'challenge',
      payment_type: 'credit_card',
    });
    expect(challenged.signature_key).toBe(sha512(`RK-4003201350000.00${merchant.serverKey}`));

    const statuses = await Promise.all(
      ['RK-4001', 'RK-4002', 'RK-4003'].map((id) => core.transaction.status(id)),
    );
    expect(statuses.map((s) => [s.status_code, s.transaction_status, s.fraud_status])).toEqual([
      ['200', 'refund', 'accept'],
      ['202', 'deny', 'accept'],
      ['201', 'capture', 'challenge'],
    ]);
    expect(
      received.map((r) => (JSON.parse(r.raw) as { transaction_status: string }).transaction_status),
    ).toEqual(['settlement', 'refund', 'deny', 'capture']);
    expect((await fake.capture('RK-4003', 'accept')).status_code).toBe('200');
  });

  it('notify sends any body unchanged and returns the receiver’s status; resend replays', async () => {
    await snap.createTransaction(order('RK-5001'));
    const genuine = fake.statusOf('RK-5001');
    const forged = { ...genuine, transaction_status: 'settlement', status_code: '200' };
    receiverStatus = 403;
    expect(await fake.notify(forged)).toBe(403);
    expect(JSON.parse(received[0]!.raw)).toEqual(forged);
    expect(await fake.notify('{"not": "json"', { url: receiverUrl })).toBe(403);
    expect(received[1]!.raw).toBe('{"not": "json"');

    receiverStatus = 200;
    expect(await fake.resend(0)).toBe(200);
    expect(received[2]!.raw).toBe(received[0]!.raw);
    expect(fake.notifications.map((n) => n.status)).toEqual([403, 403, 200]);

    // Nobody listening: recorded with status 0, no retry.
    expect(await fake.notify(forged, { url: 'http://127.0.0.1:1/hook' })).toBe(0);
    expect(fake.notifications[3]).toMatchObject({ status: 0, error: 'Connection refused' });
  });
});

describe('HTTP control API', () => {
  it('does from another process what the in-process methods do', async () => {
    const control = midtransControl(fake.url);
    expect(await control.addMerchant(other)).toEqual({
      merchantId: other.merchantId,
      clientKey: other.clientKey,
    });
    await control.setNotificationUrl(other.merchantId, receiverUrl);
    const otherClients = clients(other.serverKey);
    await otherClients.snap.createTransaction(order('RK-6001', 120_000));
    await otherClients.snap.createTransaction(order('RK-6002', 120_000));

    const settled = await control.settle('RK-6001', { paymentType: 'qris' });
    expect(settled).toMatchObject({ transaction_status: 'settlement', payment_type: 'qris' });
    expect(settled.signature_key).toBe(sha512(`RK-6001200120000.00${other.serverKey}`));
    await control.expire('RK-6002', { notify: false });
    await control.refund('RK-6001');
    expect((await control.deny('RK-6002')).status_code).toBe('202');
    expect(await control.notify({ order_id: 'RK-6001', forged: true })).toBe(200);
    expect(JSON.parse(received.at(-1)!.raw)).toEqual({ order_id: 'RK-6001', forged: true });

    expect((await control.transactions()).map((t) => [t.orderId, t.status])).toEqual([
      ['RK-6001', 'refund'],
      ['RK-6002', 'deny'],
    ]);
    expect(
      (await control.notifications()).map(
        (n) => (n.body as { transaction_status?: string }).transaction_status,
      ),
    ).toEqual(['settlement', 'refund', 'deny', undefined]);
    expect((await control.status('RK-6001')).transaction_status).toBe('refund');

    await control.failNext('/v2/*/status', {
      status: 502,
      body: { status_code: '502', status_message: 'x' },
    });
    expect((await rejection(otherClients.core.transaction.status('RK-6001'))).httpStatusCode).toBe(502);
    expect((await control.requests()).at(-1)).toMatchObject({ path: '/v2/RK-6001/status', status: 502 });
    await expect(control.settle('RK-nope')).rejects.toThrow(/no transaction with order id "RK-nope"/);
  });
});
