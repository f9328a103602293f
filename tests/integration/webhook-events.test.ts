import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workspaceHeader } from '../../src/shared/workspaces';
import { extractLink, startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server';
import { startWebhookReceiver, type WebhookReceiver } from '../fakes/webhook-receiver';
import { setSubscription, signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

// Outgoing webhooks' events beyond a link's own edits (issue 43): link.clicked messages cut from
// the clicks the flush queued (at most 100 each, a partial one after a second, people's clicks of
// the workspace only, each click in exactly one message), the link events of bulk actions, a
// subscription changed, members added and removed. Every message is verified with the library's
// own verifier and carries its schema's version.

const dayMs = 86_400_000;
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

// The server's clock: the real one, or held still (a message that is not full then stays young).
let heldAt: number | null = null;
const now = () => new Date(heldAt ?? Date.now());

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
  owner = await signUp(t, { email: uniqueEmail('events'), name: 'Eve Owner' });
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
async function endpoint(events: string[], client = owner, headers: Record<string, string> = {}) {
  pathCount += 1;
  const path = `/events-${pathCount}`;
  const created = await client.client.request(
    'POST',
    '/api/webhooks',
    { url: `${receiver.origin}${path}`, events },
    headers,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...(created.body as { id: string; secret: string }), path };
}

interface Message {
  type: string;
  version: number;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * What an endpoint received, each verified with its secret by the library. Deliveries go side by
 * side, so they arrive in any order: sorted by `order` (their JSON by default).
 */
async function receivedBy(
  hook: { path: string; secret: string },
  order: (message: Message) => string = (message) => JSON.stringify(message.data),
): Promise<Message[]> {
  await t.parts.webhooks.deliverDue();
  // The job, woken by the events, may be sending some in the background: wait for those too.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const sending = await t.database.pool.query(
      "SELECT count(*) AS n FROM webhook_deliveries WHERE state = 'sending'",
    );
    if (Number(sending.rows[0].n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const verifier = new Webhook(hook.secret);
  return receiver.received
    .filter((one) => one.path === hook.path)
    .map(
      (one) =>
        verifier.verify(one.body, {
          'webhook-id': one.headers['webhook-id']!,
          'webhook-timestamp': one.headers['webhook-timestamp']!,
          'webhook-signature': one.headers['webhook-signature']!,
        }) as Message,
    )
    .sort((a, b) => order(a).localeCompare(order(b)));
}

/** Click messages in the order of their first click. */
const byFirstClick = (message: Message) => (message.data.clicks as { clicked_at: string }[])[0]!.clicked_at;

async function newLink(client = owner, headers: Record<string, string> = {}) {
  const response = await client.client.request(
    'POST',
    '/api/links',
    { destination_url: 'https://shop.example/x' },
    headers,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; link: string; short_url: string; domain: string };
}

/** Visits recorded as the redirect records them, then written by the click flush. */
async function clicks(linkId: string, count: number, options: { agent?: string; from?: number } = {}) {
  const from = options.from ?? Date.now() - 60_000;
  for (let index = 0; index < count; index++) {
    t.parts.analytics.ingest.record({
      linkId,
      at: from + index,
      ip: `36.66.${index % 200}.1`,
      userAgent: options.agent ?? desktop,
      referer: index % 2 === 0 ? 'https://t.co/abc' : undefined,
      countryHint: 'ID',
      destination: 'https://shop.example/x',
      choice: null,
      scan: index === 0,
    });
  }
  await t.parts.analytics.ingest.flush();
}

const queued = async (endpointId: string) =>
  Number(
    (
      await t.database.pool.query('SELECT count(*) AS n FROM webhook_clicks WHERE endpoint_id = $1', [
        endpointId,
      ])
    ).rows[0].n,
  );

describe(`webhooks: link.clicked (${testEngine})`, () => {
  it('cuts 250 clicks into messages of 100, 100 and 50, oldest first, the partial one after a second', async () => {
    const hook = await endpoint(['link.clicked']);
    const link = await newLink();
    // Bots are counted nowhere and sent nowhere; another workspace's clicks are its own.
    await clicks(link.id, 5, { agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    const stranger = await signUp(t, { email: uniqueEmail('events-stranger') });
    await clicks((await newLink(stranger)).id, 3);
    expect(await queued(hook.id)).toBe(0);

    heldAt = Date.now();
    const started = Date.now() - 60_000;
    await clicks(link.id, 250, { from: started });
    // The full hundreds are messages as the flush commits: only the rest waits in the queue.
    expect(await queued(hook.id)).toBe(50);
    const full = await receivedBy(hook, byFirstClick);
    expect(full.map((message) => (message.data.clicks as unknown[]).length)).toEqual([100, 100]);
    expect(await queued(hook.id)).toBe(50);
    // The last 50 wait for more, up to a second from the oldest of them.
    heldAt += 1_500;
    const all = await receivedBy(hook, byFirstClick);
    heldAt = null;
    expect(all.map((message) => (message.data.clicks as unknown[]).length)).toEqual([100, 100, 50]);
    const sent = all.flatMap((message) => message.data.clicks as { clicked_at: string }[]);
    expect(sent.map((click) => Date.parse(click.clicked_at))).toEqual(
      Array.from({ length: 250 }, (_, index) => started + index),
    );
    expect(all[0]).toMatchObject({ type: 'link.clicked', version: 1 });
    expect(sent[0]).toEqual({
      link_id: link.id,
      domain: link.domain,
      short_url: link.short_url,
      clicked_at: new Date(started).toISOString(),
      country: 'ID',
      device: 'desktop',
      os: 'Windows',
      browser: 'Chrome',
      referrer_host: 't.co',
      destination: 'https://shop.example/x',
      qr: true,
    });
    expect(sent[1]).toMatchObject({ qr: false, referrer_host: null });
    // Each click in exactly one message: nothing waits, and another run sends nothing more.
    expect(await queued(hook.id)).toBe(0);
    expect(await receivedBy(hook)).toHaveLength(3);
  });

  it('records a real visit through the redirect', async () => {
    const hook = await endpoint(['link.clicked']);
    const link = await newLink();
    const visit = await t.app.inject({
      method: 'GET',
      url: `/${link.short_url}?utm_source=x`,
      headers: { host: link.domain, 'user-agent': desktop },
    });
    expect(visit.statusCode).toBe(302);
    // The visit is recorded once its answer has gone: flushed when it is in the buffer.
    while (t.parts.analytics.ingest.stats().buffered === 0) await new Promise((r) => setTimeout(r, 10));
    await t.parts.analytics.ingest.flush();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const [message] = await receivedBy(hook);
    expect(message!.data.clicks).toEqual([
      expect.objectContaining({ link_id: link.id, destination: 'https://shop.example/x?utm_source=x' }),
    ]);
  });

  it('drops the queued clicks of an endpoint turned off, and queues none for it after', async () => {
    const hook = await endpoint(['link.clicked']);
    const link = await newLink();
    heldAt = Date.now();
    await clicks(link.id, 20);
    expect(await queued(hook.id)).toBe(20);
    heldAt = null;
    expect((await owner.client.patch(`/api/webhooks/${hook.id}`, { enabled: false })).status).toBe(200);
    expect(await receivedBy(hook)).toEqual([]);
    expect(await queued(hook.id)).toBe(0);
    await clicks(link.id, 10);
    expect(await queued(hook.id)).toBe(0);
  });
});

describe(`webhooks: link.clicked after a plan lapsed (${testEngine})`, () => {
  it('sends no click message of a workspace whose plan no longer has webhooks', async () => {
    const lapsing = await signUp(t, { email: uniqueEmail('events-lapsing') });
    await setSubscription(t, lapsing.id, 'vip_max', new Date(Date.now() + 30 * dayMs));
    const hook = await endpoint(['link.clicked'], lapsing);
    const link = await newLink(lapsing);
    await setSubscription(t, lapsing.id, 'vip_max', new Date(Date.now() - dayMs));
    // The flush makes the full message (it does not ask plans); its delivery is given up.
    await clicks(link.id, 150);
    expect(await receivedBy(hook)).toEqual([]);
    const deliveries = await t.database.pool.query(
      'SELECT state, response_excerpt FROM webhook_deliveries WHERE endpoint_id = $1',
      [hook.id],
    );
    expect(deliveries.rows).toEqual([
      { state: 'failed', response_excerpt: 'Webhooks are not included in your plan.' },
    ]);
    // The queued rest is dropped without a message.
    expect(await queued(hook.id)).toBe(0);
  });
});

describe(`webhooks: link events of bulk actions (${testEngine})`, () => {
  it('sends link.updated for each link a bulk action changed and link.deleted for each it deleted', async () => {
    const hook = await endpoint(['link.updated', 'link.deleted']);
    const links = [await newLink(), await newLink(), await newLink()];
    const ids = links.map((link) => link.id);
    const disabled = await owner.client.post('/api/links/bulk', { action: 'disable', ids });
    expect(disabled.status, JSON.stringify(disabled.body)).toBeLessThan(300);
    const deleted = await owner.client.post('/api/links/bulk', { action: 'delete', ids: ids.slice(0, 2) });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    const messages = await receivedBy(hook);
    const updated = messages.filter((message) => message.type === 'link.updated');
    expect(updated.map((message) => message.data.id).sort()).toEqual([...ids].sort());
    expect(updated.every((message) => message.data.is_active === false)).toBe(true);
    const gone = messages.filter((message) => message.type === 'link.deleted');
    expect(
      gone.map((message) => message.data).sort((a, b) => String(a.id).localeCompare(String(b.id))),
    ).toEqual(
      links
        .slice(0, 2)
        .map((link) => ({ id: link.id, domain: link.domain, short_url: link.short_url, link: link.link }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
  });
});

describe(`webhooks: account events (${testEngine})`, () => {
  it('sends subscription.changed with the plan and its end', async () => {
    const hook = await endpoint(['subscription.changed']);
    const until = new Date(Date.now() + 100 * dayMs);
    await setSubscription(t, owner.id, 'vip', until);
    const [message, ...more] = await receivedBy(hook);
    expect(more).toHaveLength(0);
    expect(message).toMatchObject({
      type: 'subscription.changed',
      data: { plan: 'vip', expires_at: until.toISOString() },
    });
    await setSubscription(t, owner.id, 'vip_max', new Date(Date.now() + 365 * dayMs));
  });

  it('sends the subscription.changed that takes webhooks away, and the one that brings them back', async () => {
    const lapsing = await signUp(t, { email: uniqueEmail('events-plan') });
    await setSubscription(t, lapsing.id, 'vip_max', new Date(Date.now() + 30 * dayMs));
    const hook = await endpoint(['subscription.changed'], lapsing);
    // Lapsed: its end has passed (the plan's flags are basic's from then on).
    const ended = new Date(Date.now() - dayMs);
    await setSubscription(t, lapsing.id, 'vip_max', ended);
    const back = new Date(Date.now() + 60 * dayMs);
    await setSubscription(t, lapsing.id, 'vip_max', back);
    const messages = await receivedBy(hook, (message) => message.timestamp);
    expect(messages.map((message) => message.type)).toEqual(['subscription.changed', 'subscription.changed']);
    expect(messages[0]!.data.expires_at).toBe(ended.toISOString());
    expect(messages[1]!.data.expires_at).toBe(back.toISOString());
  });

  it('sends member.added when an invitation is accepted and member.removed when they are removed, leave or are deleted', async () => {
    const created = await owner.client.post('/api/workspaces', { name: 'Team events', slug: 'team-events' });
    expect(created.status).toBe(201);
    const team = created.body.id as string;
    const inTeam = { [workspaceHeader]: team };
    await setSubscription(t, team, 'vip_max', new Date(Date.now() + 30 * dayMs));
    const hook = await endpoint(['member.added', 'member.removed'], owner, inTeam);
    const join = async (label: string, name: string) => {
      const email = uniqueEmail(label);
      const sent = await owner.client.request(
        'POST',
        '/api/workspace/invitations',
        { email, role: 'member' },
        inTeam,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const mail = await smtp.waitFor((one) => one.to.includes(email) && one.text.includes('/invite/'));
      const person = await signUp(t, { email, name });
      const accepted = await person.client.post(
        `/api/invitations/${extractLink(mail).split('/invite/')[1]}/accept`,
      );
      expect(accepted.status).toBe(200);
      return { ...person, email };
    };
    const mia = await join('mia', 'Mia Member');
    const leo = await join('leo', 'Leo Leaver');
    const del = await join('del', 'Del Deleted');
    // The install's first account (the owner here) is its admin: an account deleted leaves its teams.
    expect((await owner.client.request('DELETE', `/api/admin/users/${del.id}`)).status).toBe(200);
    expect(
      (await owner.client.request('DELETE', `/api/workspace/members/${mia.id}`, undefined, inTeam)).status,
    ).toBe(204);
    expect(
      (await leo.client.request('DELETE', `/api/workspace/members/${leo.id}`, undefined, inTeam)).status,
    ).toBe(204);
    const messages = await receivedBy(hook);
    expect(messages.map((message) => [message.type, message.data])).toHaveLength(6);
    expect(messages.map((message) => [message.type, message.data])).toEqual(
      expect.arrayContaining([
        ['member.added', { user_id: mia.id, email: mia.email, name: 'Mia Member', role: 'member' }],
        ['member.added', { user_id: leo.id, email: leo.email, name: 'Leo Leaver', role: 'member' }],
        [
          'member.removed',
          { user_id: mia.id, email: mia.email, name: 'Mia Member', role: 'member', reason: 'removed' },
        ],
        [
          'member.removed',
          { user_id: leo.id, email: leo.email, name: 'Leo Leaver', role: 'member', reason: 'left' },
        ],
        ['member.added', { user_id: del.id, email: del.email, name: 'Del Deleted', role: 'member' }],
        // Its name and address went with the account.
        ['member.removed', { user_id: del.id, email: '', name: '', role: 'member', reason: 'deleted' }],
      ]),
    );
  });
});
