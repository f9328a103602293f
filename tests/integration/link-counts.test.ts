import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAuthClients,
  signUp,
  uniqueEmail,
  type AuthClients,
  type SignedInClient,
} from './helpers/auth-clients';
import type { TestClient } from './helpers/http-client';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

// The links list's total is read from the smallest thing that knows it (link-reads.repo.ts): the
// count that migration 0027's triggers keep per workspace when nothing is filtered, the tags'
// index when only tags are, the links otherwise. Each must give what counting the links gives,
// whichever way links come and go, and whatever tags are asked for.

let t: TestApp;
let clients: AuthClients;
beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
  await t.database.pool.query('UPDATE pricing_plans SET max_shortlinks = NULL');
});
afterAll(async () => {
  await t.close();
});

async function storedCount(workspaceId: string): Promise<number> {
  const { rows } = await t.database.pool.query(
    'SELECT count(*)::int AS n FROM shortlinks WHERE workspace_id = $1',
    [workspaceId],
  );
  return rows[0].n;
}

async function keptCount(workspaceId: string): Promise<number | undefined> {
  const { rows } = await t.database.pool.query(
    'SELECT links FROM workspace_link_counts WHERE workspace_id = $1',
    [workspaceId],
  );
  return rows[0]?.links;
}

async function listedTotal(client: TestClient, query = ''): Promise<number> {
  const response = await client.get(`/api/links${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.total;
}

/** The list's total, the kept count and the links themselves agree, and on `expected`. */
async function expectCounted(owner: SignedInClient, expected: number) {
  expect(await storedCount(owner.id)).toBe(expected);
  // A workspace that never had a link has no row yet: none counts as 0.
  expect((await keptCount(owner.id)) ?? 0).toBe(expected);
  expect(await listedTotal(owner.client)).toBe(expected);
}

async function create(client: TestClient, body: Record<string, unknown> = {}) {
  const response = await client.post('/api/links', {
    destination_url: 'https://example.com/counted',
    domain: 'localhost',
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string };
}

async function finishBulk(client: TestClient, body: Record<string, unknown>) {
  const started = await client.post('/api/links/bulk', body);
  expect([200, 202], JSON.stringify(started.body)).toContain(started.status);
  if (started.status === 202) await t.parts.links.bulk.run(started.body.id);
  const report = (await client.get(`/api/links/bulk/${started.body.id}`)).body;
  expect(report.state).toBe('done');
  return report as { done: number };
}

describe(`a workspace's count of links (${testEngine})`, () => {
  it('follows creates, imports, bulk and single deletes, and the workspace going', async () => {
    const owner = await signUp(t, { email: uniqueEmail('counted') });
    await expectCounted(owner, 0);

    await create(owner.client);
    // Creates at once: on PostgreSQL each on a connection of its own, all bumping one row.
    await Promise.all(Array.from({ length: 12 }, () => create(owner.client, { title: 'together' })));
    await expectCounted(owner, 13);

    const csv = [
      'destination,title',
      ...Array.from({ length: 40 }, (_, n) => `https://example.com/i/${n},imported`),
    ];
    const preview = await owner.client.post('/api/links/imports', {
      file_name: 'l.csv',
      csv: csv.join('\n'),
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    expect((await owner.client.post(`/api/links/imports/${preview.body.id}/confirm`)).status).toBe(202);
    await t.parts.links.imports.run(preview.body.id, new AbortController().signal);
    await expectCounted(owner, 53);

    // Past the inline limit, so the delete runs as a job, 500 links a batch.
    await t.database.pool.query(
      `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url, title)
       SELECT $1, 'cnt-' || n, 'localhost', 'https://example.com/' || n, 'many' FROM generate_series(1, 1200) n`,
      [owner.id],
    );
    await expectCounted(owner, 1253);
    expect((await finishBulk(owner.client, { action: 'delete', filter: { q: 'many' } })).done).toBe(1200);
    await expectCounted(owner, 53);

    const one = await create(owner.client);
    expect((await owner.client.delete(`/api/links/${one.id}`)).status).toBe(204);
    expect((await finishBulk(owner.client, { action: 'disable', filter: { q: 'together' } })).done).toBe(12);
    await expectCounted(owner, 53);
    // Another workspace's links are its own count.
    await create(clients.other.client);
    expect(await keptCount(clients.other.id)).toBe(await storedCount(clients.other.id));

    const gone = await clients.admin.client.delete(`/api/admin/users/${owner.id}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await storedCount(owner.id)).toBe(0);
    expect(await keptCount(owner.id)).toBeUndefined();
  });

  it('counts tags from their index as the links themselves count them', async () => {
    const owner = clients.subscribed;
    const tag = async (client: TestClient, name: string) =>
      ((await client.post('/api/tags', { name })).body as { id: string }).id;
    const [red, blue, green] = [
      await tag(owner.client, 'red'),
      await tag(owner.client, 'blue'),
      await tag(owner.client, 'green'),
    ];
    const theirs = await tag(clients.other.client, 'red');
    await create(clients.other.client, { tag_ids: [theirs] });
    for (const tagIds of [[red], [red], [blue], [red, blue], [red, blue, green], []])
      await create(owner.client, { tag_ids: tagIds });

    const cases: [string, number][] = [
      [`tags=${red}`, 4],
      [`tags=${red},${red}&tag_mode=all`, 4],
      [`tags=${red},${blue}`, 5],
      [`tags=${red},${blue}&tag_mode=all`, 2],
      [`tags=${red},${blue},${green}&tag_mode=all`, 1],
      [`tags=${green},${theirs}`, 1],
      [`tags=${red},${theirs}&tag_mode=all`, 0],
      [`tags=${theirs}`, 0],
    ];
    for (const [query, expected] of cases) {
      expect(await listedTotal(owner.client, `?${query}`), query).toBe(expected);
      // With a condition that selects every link, the total is counted over the links.
      expect(await listedTotal(owner.client, `?${query}&created_from=2000-01-01T00:00:00.000Z`), query).toBe(
        expected,
      );
    }
    expect(await listedTotal(clients.other.client, `?tags=${theirs}`)).toBe(1);
  });
});
