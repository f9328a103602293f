import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSilentServer, type SilentServer } from '../fakes/silent-server';
import { anonymousClient, signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The SMTP server, Midtrans and the Telegram Bot API hanging (issue 44, faults): they take the
// connection and never answer. No request of a user waits on mail (it leaves through the job
// queue, which gives up on an attempt after UPSTREAM_TIMEOUT_SECONDS and tries again later); the
// requests that need an answer from outside (a checkout's payment page, the admin's bot token)
// answer an error naming the service within the time-out, never hang, never 500.

const timeoutSeconds = 0.5;
const serverKey = 'SB-Mid-server-RingkasTestKey0123456789';

let silent: SilentServer;
let t: TestApp;
let admin: SignedInClient;

beforeAll(async () => {
  silent = await startSilentServer();
  const at = `127.0.0.1:${silent.port}`;
  t = await buildTestApp({
    env: {
      SMTP_URL: `smtp://${at}`,
      MIDTRANS_SNAP_URL: `http://${at}/snap/v1`,
      MIDTRANS_API_URL: `http://${at}`,
      TELEGRAM_API_ROOT: `http://${at}`,
      UPSTREAM_TIMEOUT_SECONDS: String(timeoutSeconds),
    },
  });
  admin = await signUp(t, { email: uniqueEmail('admin'), name: 'Admin' });
});

afterAll(async () => {
  await t?.close();
  await silent?.close();
});

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function mailJobs() {
  const { rows } = await t.database.pool.query<{ state: string; retry_count: number; output: unknown }>(
    `SELECT state, retry_count, output FROM pgboss.job WHERE name = 'mail.send' ORDER BY created_on`,
  );
  return rows;
}

describe('a hanging SMTP server', () => {
  it('keeps no request waiting: the mail is queued, its attempt times out and is retried later', async () => {
    const before = silent.connections;
    const email = uniqueEmail('reset');
    await signUp(t, { email });
    const { value: reset, ms } = await timed(() =>
      anonymousClient(t).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }),
    );
    expect(reset.status).toBe(200);
    expect(ms).toBeLessThan(timeoutSeconds * 1000);
    // The job took the connection, waited for a greeting that never came, and gave up.
    await expect
      .poll(async () => (await mailJobs()).filter((job) => job.state === 'retry').length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(silent.connections).toBeGreaterThan(before);
    const waiting = (await mailJobs()).find((job) => job.state === 'retry')!;
    expect(JSON.stringify(waiting.output)).toMatch(/timeout/i);
    // Sealed in the queue: the job table holds no reset link.
    const { rows } = await t.database.pool.query<{ data: string }>(
      `SELECT data::text AS data FROM pgboss.job WHERE name = 'mail.send'`,
    );
    for (const row of rows) {
      expect(row.data).not.toContain('reset-password');
      expect(row.data).not.toContain(email);
    }
  });
});

describe('a hanging Midtrans', () => {
  it("answers the buyer's checkout with 502 and a message within the time-out, and fails the order", async () => {
    const saved = await admin.client.put('/api/admin/payment-gateway', {
      midtrans: {
        enabled: true,
        environment: 'sandbox',
        server_key: serverKey,
        client_key: 'SB-Mid-client-x',
      },
      bank_transfer: { enabled: false, accounts: [] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const buyer = await signUp(t, { email: uniqueEmail('buyer') });
    const { value: checkout, ms } = await timed(() =>
      buyer.client.post('/api/orders', { plan: 'medium', method: 'midtrans' }),
    );
    expect(checkout.status).toBe(502);
    expect(checkout.body.error.message).toBe('The payment page could not be opened. Try again in a moment.');
    expect(ms).toBeLessThan(timeoutSeconds * 1000 + 1_500);
    const orders = await buyer.client.get('/api/orders');
    expect(orders.body.items[0]).toMatchObject({ state: 'failed' });
  });
});

describe('a hanging Telegram Bot API', () => {
  it("answers the admin's bot token with an error within the time-out, and stores nothing", async () => {
    const token = '123456:ABCdefGhIJKlmnOPQRstuVWXyz0123456789';
    const { value: saved, ms } = await timed(() => admin.client.put('/api/admin/telegram', { token }));
    expect(saved.status).toBe(502);
    expect(saved.body.error).toMatchObject({
      code: 'upstream_unavailable',
      message: "Telegram did not answer: Network request for 'getMe' failed. Try again.",
    });
    expect(ms).toBeLessThan(timeoutSeconds * 1000 + 1_500);
    expect((await admin.client.get('/api/admin/telegram')).body).toMatchObject({ configured: false });
  });
});
