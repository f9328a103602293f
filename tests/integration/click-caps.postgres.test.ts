import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortlinks } from '../../src/server/db/schema';
import { setSubscription, signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { visitLink } from './helpers/redirect-visit';
import { buildTestApp, type TestApp } from './helpers/test-app';

// A click cap with two server processes on one PostgreSQL (ADR 0030): each process counts its own
// clicks at once and stops at the cap by itself; the clicks of the other arrive with the flush
// that reaches the cap, which drops the link from every process's cache. So a link may overshoot
// its cap by the clicks the other processes sent on before that flush (at most one flush
// interval's), never by more.

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

let first: TestApp;
let second: TestApp;
let owner: SignedInClient;
beforeAll(async () => {
  first = await buildTestApp();
  second = await buildTestApp({ location: first.location });
  owner = await signUp(first, { email: uniqueEmail('caps'), name: 'Capper' });
  await setSubscription(first, owner.id, 'vip_max', new Date(Date.now() + 30 * 86_400_000));
  await Promise.all([
    first.app.listen({ host: '127.0.0.1', port: 0 }),
    second.app.listen({ host: '127.0.0.1', port: 0 }),
  ]);
});
afterAll(async () => {
  await second?.stop();
  await first?.close();
});

async function cappedLink(maxClicks: number) {
  const response = await owner.client.post('/api/links', {
    destination_url: 'https://shop.example/',
    max_clicks: maxClicks,
  });
  expect(response.status).toBe(201);
  return response.body as { id: string; short_url: string };
}

const statusOf = async (t: TestApp, code: string) =>
  (await visitLink(t.app, `/${code}`, { headers: { 'user-agent': chrome } })).status;

async function storedClicks(id: string) {
  const [row] = await first.database.db.select().from(shortlinks).where(eq(shortlinks.id, id));
  return row!.clickCount;
}

describe('a click cap across two processes', () => {
  it('stops each process at the cap by itself, and the other at the flush that reaches it', async () => {
    const link = await cappedLink(10);
    // The second process has the link cached before the first uses it up.
    expect(await statusOf(second, link.short_url)).toBe(302);
    const answers: number[] = [];
    for (let index = 0; index < 12; index++) answers.push(await statusOf(first, link.short_url));
    // The first counted the second's click only when it was written: 10 of its own, then 410.
    expect(answers.filter((status) => status === 302)).toHaveLength(10);
    expect(answers.slice(10)).toEqual([410, 410]);

    await Promise.all([first.parts.analytics.ingest.flush(), second.parts.analytics.ingest.flush()]);
    // The flush that reached the cap told both processes; the second stops within the bus's delay.
    await expect.poll(() => statusOf(second, link.short_url), { timeout: 5_000, interval: 100 }).toBe(410);
    expect(await statusOf(first, link.short_url)).toBe(410);
    // 11 clicks for a cap of 10: the one the second sent on before the first's clicks were written.
    expect(await storedClicks(link.id)).toBe(11);
  });

  it('overshoots by at most the clicks both sent on before a flush, and stops both after it', async () => {
    const link = await cappedLink(20);
    let sent = 0;
    for (let index = 0; index < 12; index++) {
      for (const t of [first, second]) if ((await statusOf(t, link.short_url)) === 302) sent += 1;
    }
    // Neither reached 20 by itself (12 each), so all went on, 4 over, unless a timed flush that
    // reached the cap came first (then fewer): never more than were sent before a flush.
    expect(sent).toBeGreaterThanOrEqual(20);
    expect(sent).toBeLessThanOrEqual(24);
    await Promise.all([first.parts.analytics.ingest.flush(), second.parts.analytics.ingest.flush()]);
    for (const t of [first, second])
      await expect.poll(() => statusOf(t, link.short_url), { timeout: 5_000, interval: 100 }).toBe(410);
    expect(await storedClicks(link.id)).toBe(sent);
  });
});
