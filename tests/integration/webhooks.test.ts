import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { webhookDeliveries, webhookEndpoints } from '../../src/server/db/schema';
import { createOutboxRepo } from '../../src/server/modules/webhooks/webhooks.repo';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server';
import { startWebhookReceiver, type WebhookReceiver } from '../fakes/webhook-receiver';
import { setSubscription, signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';
import { noneSending } from './helpers/webhook-deliveries';

// Outgoing webhooks (issue 43, first part): endpoints on the plan that has them, their URLs judged
// by the outbound rules at save and at every try, link events signed the Standard Webhooks way
// (checked with the library's own verifier) and delivered to a receiver on 127.0.0.1 (allowed by
// OUTBOUND_ALLOW_CIDRS, trusted by its certificate), retries after a 500 and a time-out, a 410
// and 20 failures in a row turning the endpoint off with the owners told, secret rotation's day
// of overlap, a test event, a resend and the log.

const dayMs = 86_400_000;
let clock = Date.now();
const now = () => new Date(clock);

let receiver: WebhookReceiver;
let smtp: FakeSmtp;
let t: TestApp;
let owner: SignedInClient;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  smtp = await startFakeSmtp();
  t = await buildTestApp({
    env: { OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32', SMTP_URL: smtp.url },
    outboundCa: [receiver.ca],
    now,
  });
  owner = await signUp(t, { email: uniqueEmail('hooks'), name: 'Hook Owner' });
  await setSubscription(t, owner.id, 'vip_max', new Date(Date.now() + 365 * dayMs));
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await smtp?.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

let pathCount = 0;
async function endpoint(events = ['link.created'], client = owner) {
  pathCount += 1;
  const path = `/hook-${pathCount}`;
  const created = await client.client.post('/api/webhooks', { url: `${receiver.origin}${path}`, events });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...(created.body as { id: string; secret: string }), path };
}

/** Sends what is due, then waits for any delivery the job is still sending in the background. */
async function deliver() {
  await t.parts.webhooks.deliverDue();
  await noneSending(t);
}
const receivedAt = (path: string) => receiver.received.filter((hook) => hook.path === path);

/** The library's own verifier, as a receiver would run it. */
function verified(secret: string, hook: { headers: Record<string, string>; body: string }) {
  return new Webhook(secret).verify(hook.body, {
    'webhook-id': hook.headers['webhook-id']!,
    'webhook-timestamp': hook.headers['webhook-timestamp']!,
    'webhook-signature': hook.headers['webhook-signature']!,
  }) as { type: string; timestamp: string; data: Record<string, unknown> };
}

async function newLink(title = 'Launch') {
  const response = await owner.client.post('/api/links', {
    destination_url: 'https://shop.example/x',
    title,
  });
  expect(response.status).toBe(201);
  return response.body as { id: string; link: string };
}

async function deliveries(endpointId: string, query = '') {
  const response = await owner.client.get(`/api/webhooks/${endpointId}/deliveries${query}`);
  expect(response.status).toBe(200);
  return response.body.items as {
    id: string;
    message_id: string;
    event: string;
    outcome: string;
    attempts: number;
    status_code: number | null;
    response_excerpt: string | null;
    next_attempt_at: string | null;
  }[];
}

describe(`webhooks: endpoints (${testEngine})`, () => {
  it('makes an endpoint with its secret shown once, and keeps the secret sealed', async () => {
    const made = await endpoint();
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = (await owner.client.get('/api/webhooks')).body.items.find(
      (item: { id: string }) => item.id === made.id,
    );
    expect(listed).toMatchObject({
      enabled: true,
      events: ['link.created'],
      secret_hint: made.secret.slice(-4),
    });
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    const [row] = (await t.parts.webhooks.repo.listEndpoints(owner.id)).filter((item) => item.id === made.id);
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(made.secret.slice(6, 20));
  });

  it.each([
    ['a plain http URL', { url: 'http://127.0.0.1:9/hook' }, 'url', 'Enter a URL starting with https://.'],
    ['no events', { events: [] }, 'events', 'Choose at least one event.'],
    ['an unknown event', { events: ['link.exploded'] }, 'events.0', 'Choose events from the list.'],
    ['a private address', { url: 'https://10.0.0.1/hook' }, 'url', /private|10\.0\.0\.1/i],
    ['a private address in octal', { url: 'https://012.0.0.1/hook' }, 'url', /private|10\.0\.0\.1/i],
    ['a private address as one number', { url: 'https://167772161/hook' }, 'url', /private|10\.0\.0\.1/i],
    ['the metadata address', { url: 'https://169.254.169.254/latest' }, 'url', /metadata|169\.254/i],
  ])('refuses %s, naming the field', async (_name, change, field, message) => {
    const response = await owner.client.post('/api/webhooks', {
      url: `${receiver.origin}/refused`,
      events: ['link.created'],
      ...change,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
    if (typeof message === 'string') expect(response.body.error.fields[field]).toBe(message);
    else expect(response.body.error.fields[field]).toMatch(message);
  });

  it('refuses a plan without webhooks, naming the plans that have them', async () => {
    const other = await signUp(t, { email: uniqueEmail('hooks-basic') });
    const response = await other.client.post('/api/webhooks', {
      url: `${receiver.origin}/basic`,
      events: ['link.created'],
    });
    expect(response.status).toBe(403);
    expect(response.body.error.fields).toEqual({ url: 'Webhooks are not included in your plan.' });
    expect(response.body.error.message).toMatch(
      /^Webhooks are not included in your plan\. They come with .*VIP/,
    );
  });

  it('refuses an eleventh endpoint in a workspace', async () => {
    const busy = await signUp(t, { email: uniqueEmail('hooks-busy') });
    await setSubscription(t, busy.id, 'vip_max', new Date(Date.now() + 30 * dayMs));
    for (let index = 0; index < 10; index++) await endpoint(['link.created'], busy);
    const refused = await busy.client.post('/api/webhooks', {
      url: `${receiver.origin}/eleventh`,
      events: ['link.created'],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('A workspace has at most 10 webhook endpoints.');
    expect((await busy.client.get('/api/webhooks')).body.items).toHaveLength(10);
  });

  it("answers 404 for another workspace's endpoint", async () => {
    const made = await endpoint();
    const other = await signUp(t, { email: uniqueEmail('hooks-other') });
    expect((await other.client.patch(`/api/webhooks/${made.id}`, { enabled: false })).status).toBe(404);
    expect((await other.client.get(`/api/webhooks/${made.id}/deliveries`)).status).toBe(404);
    expect((await other.client.post(`/api/webhooks/${made.id}/test`)).status).toBe(404);
  });
});

describe(`webhooks: delivery (${testEngine})`, () => {
  it('delivers a link event signed the Standard Webhooks way, to the endpoints that want it', async () => {
    const wants = await endpoint(['link.created']);
    const other = await endpoint(['link.deleted']);
    const link = await newLink('Signed');
    await deliver();
    const [hook, ...more] = receivedAt(wants.path);
    expect(more).toHaveLength(0);
    expect(receivedAt(other.path)).toHaveLength(0);
    expect(hook!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(hook!.headers['content-type']).toBe('application/json');
    const payload = verified(wants.secret, hook!);
    expect(payload.type).toBe('link.created');
    expect(payload.data).toMatchObject({ id: link.id, link: link.link, title: 'Signed' });
    // Another secret does not verify it.
    expect(() => verified(other.secret, hook!)).toThrow();
    const [logged] = await deliveries(wants.id);
    expect(logged).toMatchObject({
      event: 'link.created',
      outcome: 'delivered',
      attempts: 1,
      status_code: 204,
    });
    // Delivered once: another run sends nothing again.
    await deliver();
    expect(receivedAt(wants.path)).toHaveLength(1);
  });

  it('tries again after a 500 on the retry schedule, with the same message id, and logs each answer', async () => {
    const made = await endpoint(['link.updated']);
    receiver.answer(made.path, { status: 500, body: 'database down' });
    const link = await newLink();
    expect((await owner.client.patch(`/api/links/${link.id}`, { title: 'Changed' })).status).toBe(200);
    await deliver();
    let [logged] = await deliveries(made.id);
    expect(logged).toMatchObject({
      outcome: 'pending',
      attempts: 1,
      status_code: 500,
      response_excerpt: 'database down',
    });
    expect(Date.parse(logged!.next_attempt_at!) - clock).toBe(5_000);
    // Not due yet: nothing is sent.
    await deliver();
    expect(receivedAt(made.path)).toHaveLength(1);
    clock += 5_001;
    receiver.answer(made.path, { status: 200, body: 'ok' });
    await deliver();
    [logged] = await deliveries(made.id);
    expect(logged).toMatchObject({ outcome: 'delivered', attempts: 2, status_code: 200 });
    const [first, second] = receivedAt(made.path);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(verified(made.secret, second!).data).toMatchObject({ id: link.id, title: 'Changed' });
  });

  it('tries again after no answer within 10 s', async () => {
    const made = await endpoint(['link.created']);
    receiver.answer(made.path, 'hang');
    await newLink();
    const started = Date.now();
    await deliver();
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    const [logged] = await deliveries(made.id);
    expect(logged).toMatchObject({ outcome: 'pending', attempts: 1, status_code: null });
    expect(logged!.response_excerpt).toBe('No answer within 10 s.');
    // Off: it keeps its pending delivery out of the next runs.
    expect((await owner.client.patch(`/api/webhooks/${made.id}`, { enabled: false })).status).toBe(200);
  }, 30_000);

  it('turns an endpoint off when it answers 410, and tells the owners', async () => {
    const made = await endpoint(['link.created']);
    receiver.answer(made.path, { status: 410 });
    await newLink();
    expect((await owner.client.patch('/api/me', { language: 'id' })).status).toBe(200);
    await deliver().finally(() => owner.client.patch('/api/me', { language: 'en' }));
    const listed = (await owner.client.get('/api/webhooks')).body.items.find(
      (item: { id: string }) => item.id === made.id,
    );
    expect(listed).toMatchObject({ enabled: false, disabled_reason: 'The endpoint answered 410 Gone.' });
    const [logged] = await deliveries(made.id);
    expect(logged).toMatchObject({ outcome: 'failed', status_code: 410, next_attempt_at: null });
    const notices = (await owner.client.get('/api/notifications')).body.items as {
      type: string;
      title: string;
    }[];
    expect(
      notices.some((notice) => notice.type === 'webhook_disabled' && notice.title.includes('127.0.0.1')),
    ).toBe(true);
    // And by email, to the owner, in their language, with the endpoint's log.
    const mail = await smtp.waitFor((sent) => sent.text.includes(`?endpoint=${made.id}`));
    expect(mail.to).toEqual([owner.email]);
    expect(mail.subject).toBe(
      'Endpoint webhook 127.0.0.1:' + new URL(receiver.origin).port + ' dinonaktifkan',
    );
    expect(mail.text).toContain('Endpoint menjawab 410 Gone.');
    expect(mail.text).toContain(
      `Log pengirimannya: ${t.config.publicUrl}/settings/webhooks?endpoint=${made.id}`,
    );
    // Off, it hears nothing more.
    await newLink();
    await deliver();
    expect(receivedAt(made.path)).toHaveLength(1);
  });

  it('turns an endpoint off after 20 failures in a row, telling the owners at 5, 10, 15 and 20', async () => {
    const made = await endpoint(['link.created']);
    receiver.answer(made.path, { status: 503 });
    const before = ((await owner.client.get('/api/notifications')).body.items as { type: string }[]).length;
    for (let i = 0; i < 20; i++)
      expect((await owner.client.post(`/api/webhooks/${made.id}/test`)).status).toBe(202);
    await deliver();
    const listed = (await owner.client.get('/api/webhooks')).body.items.find(
      (item: { id: string }) => item.id === made.id,
    );
    expect(listed).toMatchObject({
      enabled: false,
      consecutive_failures: 20,
      disabled_reason: '20 deliveries in a row failed.',
    });
    const notices = (
      (await owner.client.get('/api/notifications')).body.items as { type: string; body: string }[]
    ).slice(0, ((await owner.client.get('/api/notifications')).body.items as unknown[]).length - before);
    expect(
      notices.filter((notice) => notice.type === 'webhook_failing').map((notice) => notice.body),
    ).toEqual([
      '15 deliveries in a row have failed. After 20 the endpoint is turned off.',
      '10 deliveries in a row have failed. After 20 the endpoint is turned off.',
      '5 deliveries in a row have failed. After 20 the endpoint is turned off.',
    ]);
    expect(notices.filter((notice) => notice.type === 'webhook_disabled')).toHaveLength(1);
    // The same four by email to the owner (sent beside the deliveries: waited for).
    await smtp.waitFor((mail) => mail.subject.includes('was turned off') && mail.text.includes(made.id));
    const mails = smtp.messages.filter((mail) => mail.text.includes(`?endpoint=${made.id}`));
    expect(mails.map((mail) => mail.to[0])).toEqual(Array(4).fill(owner.email));
    expect(mails.map((mail) => mail.text.split('\n')[0]).sort()).toEqual([
      '10 deliveries in a row have failed. After 20 the endpoint is turned off.',
      '15 deliveries in a row have failed. After 20 the endpoint is turned off.',
      '20 deliveries in a row failed. Fix the receiver, then turn the endpoint on again.',
      '5 deliveries in a row have failed. After 20 the endpoint is turned off.',
    ]);
    // Its deliveries still waiting are given up, not tried again.
    expect((await deliveries(made.id, '?outcome=pending')).length).toBe(0);
    // Turned on again by a person, the count starts over.
    const on = await owner.client.patch(`/api/webhooks/${made.id}`, { enabled: true });
    expect(on.body).toMatchObject({ enabled: true, disabled_reason: null, consecutive_failures: 0 });
  });

  it('signs with the old and the new secret for a day after a rotation, then the new one alone', async () => {
    const made = await endpoint(['link.created']);
    const rotated = await owner.client.post(`/api/webhooks/${made.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.secret as string;
    expect(fresh).not.toBe(made.secret);
    expect(rotated.body.secret_hint).toBe(fresh.slice(-4));
    await newLink();
    await deliver();
    const [during] = receivedAt(made.path);
    expect(during!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verified(made.secret, during!).type).toBe('link.created');
    expect(verified(fresh, during!).type).toBe('link.created');
    // A day on (the verifier checks a message's time against its own clock, so the overlap's end
    // is moved instead of the app's clock).
    await t.database.db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: new Date(clock - 1) })
      .where(eq(webhookEndpoints.id, made.id));
    await newLink();
    await deliver();
    const [, after] = receivedAt(made.path);
    expect(after!.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verified(fresh, after!).type).toBe('link.created');
    expect(() => verified(made.secret, after!)).toThrow();
  });

  it('sends a test event, resends it as a new delivery of the same message, and filters the log', async () => {
    const made = await endpoint(['link.deleted']);
    expect((await owner.client.post(`/api/webhooks/${made.id}/test`)).status).toBe(202);
    await deliver();
    const [test] = await deliveries(made.id);
    expect(test).toMatchObject({ event: 'webhook.test', outcome: 'delivered' });
    expect(verified(made.secret, receivedAt(made.path)[0]!)).toMatchObject({
      type: 'webhook.test',
      data: { endpoint_id: made.id },
    });
    const resent = await owner.client.post(`/api/webhooks/deliveries/${test!.id}/resend`);
    expect(resent.status).toBe(202);
    expect(resent.body).toMatchObject({ message_id: test!.message_id, outcome: 'pending', attempts: 0 });
    await deliver();
    const log = await deliveries(made.id);
    expect(log.map((row) => [row.message_id, row.outcome])).toEqual([
      [test!.message_id, 'delivered'],
      [test!.message_id, 'delivered'],
    ]);
    expect(receivedAt(made.path).map((hook) => hook.headers['webhook-id'])).toEqual([
      test!.message_id,
      test!.message_id,
    ]);
    const link = await newLink();
    expect((await owner.client.delete(`/api/links/${link.id}`)).status).toBe(204);
    await deliver();
    expect((await deliveries(made.id, '?event=link.deleted')).map((row) => row.event)).toEqual([
      'link.deleted',
    ]);
    expect(verified(made.secret, receivedAt(made.path)[2]!).data).toMatchObject({
      id: link.id,
      link: link.link,
    });
    expect(await deliveries(made.id, '?outcome=failed')).toHaveLength(0);
    const refused = await owner.client.get(`/api/webhooks/${made.id}/deliveries?outcome=lost`);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['querystring.outcome']);
  });
});

if (testEngine === 'postgres') {
  describe('webhooks: a try recorded while its endpoint is turned off (postgres)', () => {
    it('gives the retry up once the turning off commits, instead of leaving it waiting', async () => {
      // An account of its own: the file's owner has its workspace's ten endpoints by now.
      const racer = await signUp(t, { email: uniqueEmail('hooks-race'), name: 'Race Owner' });
      await setSubscription(t, racer.id, 'vip_max', new Date(Date.now() + 365 * dayMs));
      const made = await endpoint(['link.created'], racer);
      expect((await racer.client.post(`/api/webhooks/${made.id}/test`)).status).toBe(202);
      // Its try is under way in this process (as claimDue leaves it) when another delivery's
      // twentieth failure turns the endpoint off, in the statements of disable(), not yet committed.
      await t.database.db
        .update(webhookDeliveries)
        .set({ state: 'sending', leaseUntil: new Date(clock + 60_000) })
        .where(eq(webhookDeliveries.endpointId, made.id));
      const [delivery] = await t.database.db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, made.id));
      const turningOff = await t.database.pool.connect();
      try {
        await turningOff.query('BEGIN');
        await turningOff.query('UPDATE webhook_endpoints SET enabled = false WHERE id = $1', [made.id]);
        await turningOff.query(
          "UPDATE webhook_deliveries SET state = 'failed' WHERE endpoint_id = $1 AND state = 'pending'",
          [made.id],
        );
        // The try's answer (a 503: try again later) is recorded meanwhile.
        const recorded = createOutboxRepo(t.database.db).recordAttempt(delivery!.id, {
          state: 'pending',
          at: now(),
          statusCode: 503,
          latencyMs: 5,
          excerpt: null,
          nextAttemptAt: new Date(clock + 60_000),
        });
        await new Promise((resolve) => setTimeout(resolve, 200));
        await turningOff.query('COMMIT');
        await recorded;
      } finally {
        turningOff.release();
      }
      const [after] = await t.database.db
        .select({ state: webhookDeliveries.state })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, delivery!.id));
      expect(after!.state).toBe('failed');
    });
  });
}
