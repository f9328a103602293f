import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../fakes/webhook-receiver';
import { setSubscription, signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { noneSending } from './helpers/webhook-deliveries';

// Two server processes on one PostgreSQL deliver each event to each endpoint exactly once: a
// message's deliveries are made in one transaction by the process that heard the event, and every
// run takes due deliveries under a lease with SKIP LOCKED, so the other process's runs at the same
// moment take the rest, never the same.

let receiver: WebhookReceiver;
let first: TestApp;
let second: TestApp;
let owner: SignedInClient;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  const options = { env: { OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32' }, outboundCa: [receiver.ca] };
  first = await buildTestApp(options);
  second = await buildTestApp({ ...options, location: first.location });
  owner = await signUp(first, { email: uniqueEmail('hooks-pg'), name: 'Two Processes' });
  await setSubscription(first, owner.id, 'vip_max', new Date(Date.now() + 30 * 86_400_000));
});
afterAll(async () => {
  await second?.stop();
  await first?.close();
  await receiver?.close();
});

describe('webhooks across two processes', () => {
  it('delivers every event once to each endpoint, whichever process runs the deliveries', async () => {
    const secrets: string[] = [];
    for (const path of ['/a', '/b']) {
      const made = await owner.client.post('/api/webhooks', {
        url: `${receiver.origin}${path}`,
        events: ['link.created', 'link.updated'],
      });
      expect(made.status).toBe(201);
      secrets.push(made.body.secret);
    }
    const created: string[] = [];
    for (let index = 0; index < 30; index++) {
      const link = await owner.client.post('/api/links', {
        destination_url: `https://shop.example/${index}`,
      });
      expect(link.status).toBe(201);
      created.push(link.body.id);
    }
    // Both processes' runs at once, several times over (the job's runs in each process).
    await Promise.all([first, second, first, second].map((t) => t.parts.webhooks.deliverDue()));
    await Promise.all([first.parts.webhooks.deliverDue(), second.parts.webhooks.deliverDue()]);
    // The job, woken in either process by the events, may still be sending what it took.
    await noneSending(first);
    for (const [index, path] of ['/a', '/b'].entries()) {
      const hooks = receiver.received.filter((hook) => hook.path === path);
      const ids = hooks.map((hook) => hook.headers['webhook-id']);
      expect(new Set(ids).size).toBe(ids.length);
      const linkIds = hooks.map(
        (hook) =>
          (
            new Webhook(secrets[index]!).verify(hook.body, {
              'webhook-id': hook.headers['webhook-id']!,
              'webhook-timestamp': hook.headers['webhook-timestamp']!,
              'webhook-signature': hook.headers['webhook-signature']!,
            }) as { data: { id: string } }
          ).data.id,
      );
      expect(linkIds.sort()).toEqual([...created].sort());
    }
  });

  it('puts every click in exactly one link.clicked message when both processes cut the queue at once', async () => {
    const made = await owner.client.post('/api/webhooks', {
      url: `${receiver.origin}/clicks`,
      events: ['link.clicked'],
    });
    expect(made.status).toBe(201);
    const link = (await owner.client.post('/api/links', { destination_url: 'https://shop.example/c' })).body;
    // Each process's flushes: one of 1,000 visits (ten messages made by the flush itself), then
    // ten of 99 (each fewer than a message: all queued), so 1,980 clicks wait in the queue.
    let visits = 0;
    for (const [index, t] of [first, second].entries()) {
      for (const size of [1_000, ...Array<number>(10).fill(99)]) {
        for (let visit = 0; visit < size; visit++) {
          visits += 1;
          t.parts.analytics.ingest.record({
            linkId: link.id,
            at: Date.now() - 60_000 + visits,
            ip: `36.66.${visit % 200}.${index + 1}`,
            userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0.0.0 Safari/537.36',
            referer: undefined,
            countryHint: 'ID',
            destination: 'https://shop.example/c',
            choice: null,
            scan: false,
          });
        }
        await t.parts.analytics.ingest.flush();
      }
    }
    expect(visits).toBe(3_980);
    // The last partial message is a second old once both have cut what was full.
    await Promise.all([first, second, first, second].map((t) => t.parts.webhooks.deliverDue()));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await Promise.all([first.parts.webhooks.deliverDue(), second.parts.webhooks.deliverDue()]);
    // The jobs the flushes woke may still be sending some in the background.
    const deadline = Date.now() + 15_000;
    const total = () =>
      receiver.received
        .filter((hook) => hook.path === '/clicks')
        .reduce((sum, hook) => sum + JSON.parse(hook.body).data.clicks.length, 0);
    while (total() < 3_980 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const hooks = receiver.received.filter((hook) => hook.path === '/clicks');
    const clicks = hooks.flatMap(
      (hook) =>
        (
          new Webhook(made.body.secret).verify(hook.body, {
            'webhook-id': hook.headers['webhook-id']!,
            'webhook-timestamp': hook.headers['webhook-timestamp']!,
            'webhook-signature': hook.headers['webhook-signature']!,
          }) as { data: { clicks: { clicked_at: string }[] } }
        ).data.clicks,
    );
    expect(hooks.every((hook) => JSON.parse(hook.body).data.clicks.length <= 100)).toBe(true);
    expect(clicks).toHaveLength(3_980);
    expect(new Set(clicks.map((click) => click.clicked_at)).size).toBe(3_980);
  });
});
