import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkInlineLimit } from '../../src/shared/link-bulk';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import type { TestClient } from './helpers/http-client';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

// Bulk actions (ADR 0027): every refusal names its field; the links chosen or the filter's, never
// another workspace's; each action does what it says and the redirect follows at once; a change of
// domain leaves the links whose code is taken there alone and says so; 10,000 links go through the
// queue a batch at a time; a batch that fails changes none of its links, and the run goes on from
// it; every finished action is audited.

let t: TestApp;
let clients: AuthClients;
let me: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
  me = clients.subscribed.client;
  await t.database.pool.query('UPDATE pricing_plans SET max_shortlinks = NULL');
  await clients.admin.client.request('PUT', '/api/admin/domain-settings', { other_domain: 'go.example' });
});
afterAll(async () => {
  await t.close();
});

async function link(body: Record<string, unknown> = {}, client = me) {
  const response = await client.post('/api/links', {
    destination_url: 'https://example.com/b',
    domain: 'localhost',
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; short_url: string; domain: string; link: string };
}

async function tag(name: string, client = me) {
  return (await client.post('/api/tags', { name })).body as { id: string };
}

const visit = (code: string, host = 'localhost') =>
  t.app.inject({ method: 'HEAD', url: `/${code}`, headers: { host, 'user-agent': 'Mozilla/5.0' } });

/** Links straight into the table, `count` of them, each code `prefix-n` (the import's way is slower). */
async function manyLinks(workspaceId: string, prefix: string, count: number, title: string) {
  await t.database.pool.query(
    `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url, title, created_at)
     SELECT $1, $2 || '-' || n, 'localhost', 'https://example.com/many/' || n, $3, now() - n * interval '1 second'
     FROM generate_series(1, $4::int) AS n`,
    [workspaceId, prefix, title, count],
  );
}

describe(`bulk actions refuse (${testEngine})`, () => {
  it('what is missing or wrong, naming the field, and change nothing', async () => {
    const mine = await link();
    const theirLink = await link({}, clients.other.client);
    const theirTag = await tag('their-bulk-tag', clients.other.client);
    const theirFolder = (await clients.other.client.post('/api/folders', { name: 'their-bulk' })).body;
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ids: [mine.id] }, ['action']],
      [{ action: 'explode', ids: [mine.id] }, ['action']],
      [{ action: 'disable' }, ['ids']],
      [{ action: 'disable', ids: [mine.id], filter: {} }, ['ids']],
      [{ action: 'disable', ids: [] }, ['ids']],
      [{ action: 'move_folder', ids: [mine.id] }, ['folder_id']],
      [{ action: 'add_tags', ids: [mine.id] }, ['tag_ids']],
      [{ action: 'remove_tags', ids: [mine.id], tag_ids: [] }, ['tag_ids']],
      [{ action: 'change_domain', ids: [mine.id] }, ['domain']],
      [{ action: 'disable', filter: { state: 'sleepy' } }, ['filter.state']],
      [{ action: 'disable', filter: { colour: 'red' } }, ['filter.colour']],
      [{ action: 'disable', ids: [theirLink.id] }, ['ids']],
      [{ action: 'disable', ids: [mine.id, theirLink.id] }, ['ids']],
      [{ action: 'add_tags', ids: [mine.id], tag_ids: [theirTag.id] }, ['tag_ids']],
      [{ action: 'move_folder', ids: [mine.id], folder_id: theirFolder.id }, ['folder_id']],
      [{ action: 'change_domain', ids: [mine.id], domain: 'evil.example' }, ['domain']],
      [{ action: 'disable', filter: { q: 'matches-nothing-at-all' } }, ['filter']],
    ];
    for (const [body, fields] of cases) {
      const response = await me.post('/api/links/bulk', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.error.fields).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect((await me.get(`/api/links/${mine.id}`)).body.is_active).toBe(true);
    expect((await clients.other.client.get(`/api/links/${theirLink.id}`)).body.is_active).toBe(true);
    // A viewer's role cannot act, nor can anyone read another workspace's bulk action.
    const done = await me.post('/api/links/bulk', { action: 'enable', ids: [mine.id] });
    expect((await clients.other.client.get(`/api/links/bulk/${done.body.id}`)).status).toBe(404);
  });
});

describe(`bulk actions on chosen links (${testEngine})`, () => {
  it('disable and enable them, the redirect following at once', async () => {
    const [a, b, c] = [await link(), await link(), await link()];
    expect((await visit(a.short_url)).statusCode).toBe(302);
    const off = await me.post('/api/links/bulk', { action: 'disable', ids: [a.id, b.id] });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      action: 'disable',
      state: 'done',
      total: 2,
      processed: 2,
      done: 2,
      skipped: [],
    });
    expect((await visit(a.short_url)).statusCode).not.toBe(302);
    expect((await visit(c.short_url)).statusCode).toBe(302);
    const on = await me.post('/api/links/bulk', { action: 'enable', ids: [a.id] });
    expect(on.body.done).toBe(1);
    expect((await visit(a.short_url)).statusCode).toBe(302);
    expect((await me.get(`/api/links/${b.id}`)).body.is_active).toBe(false);
  });

  it('add and remove tags, leaving a link that would pass 20 tags alone', async () => {
    const promo = await tag('bulk-promo');
    const full = await link();
    const crowd = await Promise.all(Array.from({ length: 20 }, (_, n) => tag(`crowd-${n}`)));
    await me.patch(`/api/links/${full.id}`, { tag_ids: crowd.map((item) => item.id) });
    const plain = await link();
    const added = await me.post('/api/links/bulk', {
      action: 'add_tags',
      ids: [full.id, plain.id],
      tag_ids: [promo.id],
    });
    expect(added.body).toMatchObject({ done: 1, processed: 2 });
    expect(added.body.skipped).toEqual([
      {
        id: full.id,
        link: expect.stringContaining(`/${(await me.get(`/api/links/${full.id}`)).body.short_url}`),
        reason: 'A link carries at most 20 tags: this one would have more.',
      },
    ]);
    expect((await me.get(`/api/links/${plain.id}`)).body.tags.map((item: { id: string }) => item.id)).toEqual(
      [promo.id],
    );
    const removed = await me.post('/api/links/bulk', {
      action: 'remove_tags',
      ids: [full.id, plain.id],
      tag_ids: [promo.id, crowd[0]!.id],
    });
    expect(removed.body.done).toBe(2);
    expect((await me.get(`/api/links/${plain.id}`)).body.tags).toEqual([]);
    expect((await me.get(`/api/links/${full.id}`)).body.tags).toHaveLength(19);
  });

  it('move them to a folder and out, and delete them with their clicks', async () => {
    const box = (await me.post('/api/folders', { name: 'Bulk box' })).body;
    const [a, b] = [await link(), await link()];
    const moved = await me.post('/api/links/bulk', {
      action: 'move_folder',
      ids: [a.id, b.id],
      folder_id: box.id,
    });
    expect(moved.body.done).toBe(2);
    expect((await me.get(`/api/links?folder=${box.id}`)).body.total).toBe(2);
    await me.post('/api/links/bulk', { action: 'move_folder', ids: [a.id], folder_id: null });
    expect((await me.get(`/api/links/${a.id}`)).body.folder_id).toBeNull();
    await visit(b.short_url);
    await t.parts.analytics.ingest.flush();
    const deleted = await me.post('/api/links/bulk', { action: 'delete', ids: [a.id, b.id] });
    expect(deleted.body.done).toBe(2);
    expect((await me.get(`/api/links/${a.id}`)).status).toBe(404);
    expect((await visit(b.short_url)).statusCode).toBe(404);
    const clicks = await t.database.pool.query('SELECT count(*)::int AS n FROM clicks WHERE link_id = $1', [
      b.id,
    ]);
    expect(clicks.rows[0].n).toBe(0);
  });

  it('change their domain, leaving those whose code is taken there, and redirect on the new one', async () => {
    const taken = await link({ custom_alias: 'bulk-taken', domain: 'go.example' });
    const clash = await link({ custom_alias: 'bulk-taken' });
    const free = await link();
    const response = await me.post('/api/links/bulk', {
      action: 'change_domain',
      ids: [clash.id, free.id, taken.id],
      domain: 'go.example',
    });
    expect(response.body).toMatchObject({ done: 2, processed: 3 });
    expect(response.body.skipped).toEqual([
      {
        id: clash.id,
        link: clash.link,
        reason: 'The code bulk-taken is already used on go.example.',
      },
    ]);
    expect((await visit(free.short_url, 'go.example')).statusCode).toBe(302);
    expect((await visit(free.short_url)).statusCode).toBe(404);
    expect((await visit('bulk-taken')).statusCode).toBe(302);
    // In Indonesian for a reader who reads it.
    await me.patch('/api/me', { language: 'id' });
    const report = await me.get(`/api/links/bulk/${response.body.id}`);
    await me.patch('/api/me', { language: 'en' });
    expect(report.body.skipped[0].reason).toBe('Kode bulk-taken sudah dipakai di go.example.');
  });
});

describe(`bulk actions on a filter (${testEngine})`, () => {
  it('move 10,000 links through the queue, reporting the clashes, and are audited', async () => {
    const owner = clients.trial;
    await manyLinks(owner.id, 'ten', 10_000, 'ten-thousand');
    // Five codes already taken on the target domain by another workspace's links.
    await t.database.pool.query(
      `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url)
       SELECT $1, 'ten-' || n, 'go.example', 'https://example.com/x' FROM generate_series(1, 5) AS n`,
      [clients.other.id],
    );
    const untouched = await link({ title: 'not in the filter' }, owner.client);
    const started = await owner.client.post('/api/links/bulk', {
      action: 'change_domain',
      filter: { q: 'ten-thousand' },
      domain: 'go.example',
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ state: 'queued', total: 10_000, processed: 0 });
    const begun = Date.now();
    // The queue's worker runs it too: two runners share the batches, each done once.
    expect(await t.parts.links.bulk.run(started.body.id)).toEqual({ done: true });
    const seconds = (Date.now() - begun) / 1000;
    const report = (await owner.client.get(`/api/links/bulk/${started.body.id}`)).body;
    expect(report).toMatchObject({ state: 'done', total: 10_000, processed: 10_000, done: 9_995 });
    expect(report.skipped.map((skip: { link: string }) => new URL(skip.link).pathname).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `/ten-${n}`),
    );
    const onTarget = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM shortlinks WHERE workspace_id = $1 AND domain = 'go.example'`,
      [owner.id],
    );
    expect(onTarget.rows[0].n).toBe(9_995);
    expect((await owner.client.get(`/api/links/${untouched.id}`)).body.domain).toBe('localhost');
    const audit = await t.database.pool.query(
      `SELECT actor_id, after FROM audit_log WHERE action = 'links.bulk' AND target = $1`,
      [`workspace:${owner.id}`],
    );
    expect(audit.rows).toEqual([
      {
        actor_id: owner.id,
        after: { action: 'change_domain', domain: 'go.example', total: 10_000, done: 9_995, skipped: 5 },
      },
    ]);
    expect(seconds).toBeLessThan(60);
  });

  it('leave a batch that fails untouched, and go on from it', async () => {
    const owner = clients.basic;
    await manyLinks(owner.id, 'fail', bulkInlineLimit, 'batchy');
    // Newest first, 500 a batch: fail-700 sits in the second batch.
    const poisoned = (
      await t.database.pool.query(
        `SELECT id FROM shortlinks WHERE workspace_id = $1 AND short_url = 'fail-700'`,
        [owner.id],
      )
    ).rows[0].id as string;
    await t.database.pool.query(`
      CREATE FUNCTION refuse_poisoned() RETURNS trigger AS $$
      BEGIN
        IF NEW.id = '${poisoned}'::uuid THEN RAISE EXCEPTION 'injected failure'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_poisoned BEFORE UPDATE ON shortlinks FOR EACH ROW EXECUTE FUNCTION refuse_poisoned();`);
    const started = await owner.client.post('/api/links/bulk', {
      action: 'disable',
      filter: { q: 'batchy' },
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ state: 'queued', total: 1_000, processed: 500, done: 500 });
    const disabled = async (from: number, to: number) =>
      (
        await t.database.pool.query(
          `SELECT count(*)::int AS n FROM shortlinks WHERE workspace_id = $1 AND NOT is_active
           AND split_part(short_url, '-', 2)::int BETWEEN $2 AND $3`,
          [owner.id, from, to],
        )
      ).rows[0].n;
    expect(await disabled(1, 500)).toBe(500);
    expect(await disabled(501, 1_000)).toBe(0);
    await t.database.pool.query(
      'DROP TRIGGER refuse_poisoned ON shortlinks; DROP FUNCTION refuse_poisoned()',
    );
    expect(await t.parts.links.bulk.run(started.body.id)).toEqual({ done: true });
    expect(await disabled(1, 1_000)).toBe(1_000);
    expect((await owner.client.get(`/api/links/bulk/${started.body.id}`)).body).toMatchObject({
      state: 'done',
      processed: 1_000,
      done: 1_000,
    });
  });
});
