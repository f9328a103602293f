import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxTagsPerWorkspace } from '../../src/shared/link-tags';
import type { AnalyticsReport } from '../../src/shared/analytics';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import type { TestClient } from './helpers/http-client';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

// Tags and folders of a workspace (ADR 0027): their rules, named by field; another workspace's
// answer 404 and cannot be given to a link; merging and deleting keep the links; a link carries
// its tags and folder through create, edit and duplicate; and the list's filters.

let t: TestApp;
let clients: AuthClients;
let me: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
  me = clients.subscribed.client;
  // Room for the links these tests make; the plan limit is links' own tests' concern.
  await t.database.pool.query('UPDATE pricing_plans SET max_shortlinks = NULL');
});
afterAll(async () => {
  await t.close();
});

async function tag(name: string, color?: string, client = me) {
  const response = await client.post('/api/tags', { name, ...(color ? { color } : {}) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; name: string; color: string };
}

async function folder(name: string, client = me) {
  const response = await client.post('/api/folders', { name });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; name: string };
}

async function link(body: Record<string, unknown> = {}, client = me) {
  const response = await client.post('/api/links', { destination_url: 'https://example.com/a', ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; short_url: string; tags: { id: string }[]; folder_id: string | null };
}

const ids = (items: { id: string }[]) => items.map((item) => item.id).sort();

describe(`tags (${testEngine})`, () => {
  it('refuse bad names and colours, naming the field', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ name: '' }, ['name']],
      [{ name: '   ' }, ['name']],
      [{ name: 'x'.repeat(41) }, ['name']],
      [{ name: 'two\nlines' }, ['name']],
      [{ name: 'sale, promo' }, ['name']],
      [{ name: 'ok', color: 'chartreuse' }, ['color']],
      [{ name: 'ok', extra: true }, ['extra']],
      [{}, ['name']],
    ];
    for (const [body, fields] of cases) {
      const response = await me.post('/api/tags', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}), JSON.stringify(body)).toEqual(fields);
    }
    expect((await me.get('/api/tags')).body.items).toEqual([]);
  });

  it('are unique per workspace whatever their case, and another workspace may reuse a name', async () => {
    const first = await tag('Promo', 'red');
    expect(first).toMatchObject({ name: 'Promo', color: 'red', links: 0 });
    const clash = await me.post('/api/tags', { name: 'PROMO' });
    expect(clash.status).toBe(400);
    expect(clash.body.error.fields).toEqual({
      name: 'A tag named PROMO already exists. Choose another name.',
    });
    await tag('promo', undefined, clients.other.client);
    // Renaming onto another tag's name is refused the same way.
    const second = await tag('Summer');
    const rename = await me.patch(`/api/tags/${second.id}`, { name: 'promo' });
    expect(rename.status).toBe(400);
    expect(Object.keys(rename.body.error.fields)).toEqual(['name']);
    // A colour is given in turn when none is chosen.
    expect(second.color).toMatch(/^[a-z]+$/);
  });

  it('list by name with how many links carry each', async () => {
    const a = await tag('alpha-list', 'green');
    const b = await tag('Beta-list', 'blue');
    await link({ tag_ids: [a.id, b.id] });
    await link({ tag_ids: [b.id] });
    const items = (await me.get('/api/tags')).body.items as { name: string; links: number }[];
    const names = items.map((item) => item.name);
    expect(names).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    expect(items.find((item) => item.name === 'alpha-list')?.links).toBe(1);
    expect(items.find((item) => item.name === 'Beta-list')?.links).toBe(2);
  });

  it('rename and recolour, and an empty change changes nothing', async () => {
    const before = await tag('Old name', 'gray');
    const renamed = await me.patch(`/api/tags/${before.id}`, { name: 'New name', color: 'pink' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: before.id, name: 'New name', color: 'pink' });
    const same = await me.patch(`/api/tags/${before.id}`, {});
    expect(same.body).toMatchObject({ name: 'New name', color: 'pink' });
  });

  it('merge: every link gets the tag that stays, once, and the other goes', async () => {
    const from = await tag('merge-from');
    const into = await tag('merge-into');
    const both = await link({ tag_ids: [from.id, into.id] });
    const onlyFrom = await link({ tag_ids: [from.id] });
    const merged = await me.post(`/api/tags/${from.id}/merge`, { into: into.id });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id: into.id, links: 2 });
    for (const id of [both.id, onlyFrom.id]) {
      expect((await me.get(`/api/links/${id}`)).body.tags).toEqual([
        { id: into.id, name: 'merge-into', color: into.color },
      ]);
    }
    expect(ids((await me.get('/api/tags')).body.items)).not.toContain(from.id);
    expect((await me.patch(`/api/tags/${from.id}`, { color: 'red' })).status).toBe(404);
    const self = await me.post(`/api/tags/${into.id}/merge`, { into: into.id });
    expect(self.status).toBe(400);
    expect(Object.keys(self.body.error.fields)).toEqual(['into']);
  });

  it('delete: the links stay, without the tag', async () => {
    const gone = await tag('to-delete');
    const kept = await link({ tag_ids: [gone.id], title: 'Kept' });
    expect((await me.delete(`/api/tags/${gone.id}`)).status).toBe(204);
    const after = await me.get(`/api/links/${kept.id}`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ title: 'Kept', tags: [] });
    expect((await me.delete(`/api/tags/${gone.id}`)).status).toBe(404);
  });

  it('of another workspace answer 404 and cannot be given to a link or merged into', async () => {
    const theirs = await tag('theirs', 'teal', clients.other.client);
    const mine = await tag('mine-vs-theirs');
    expect((await me.patch(`/api/tags/${theirs.id}`, { color: 'red' })).status).toBe(404);
    expect((await me.delete(`/api/tags/${theirs.id}`)).status).toBe(404);
    expect((await me.post(`/api/tags/${theirs.id}/merge`, { into: mine.id })).status).toBe(404);
    const into = await me.post(`/api/tags/${mine.id}/merge`, { into: theirs.id });
    expect(into.status).toBe(400);
    expect(into.body.error.fields).toEqual({ into: 'Choose one of the tags of this workspace.' });
    const attach = await me.post('/api/links', {
      destination_url: 'https://example.com/x',
      tag_ids: [theirs.id],
    });
    expect(attach.status).toBe(400);
    expect(attach.body.error.fields).toEqual({ tag_ids: 'Choose one of the tags of this workspace.' });
    const mineLink = await link();
    const edit = await me.patch(`/api/links/${mineLink.id}`, { tag_ids: [mine.id, theirs.id] });
    expect(edit.status).toBe(400);
    expect((await me.get(`/api/links/${mineLink.id}`)).body.tags).toEqual([]);
    // Their tag still has none of my links, and is untouched.
    const list = (await clients.other.client.get('/api/tags')).body.items as { id: string; links: number }[];
    expect(list.find((item) => item.id === theirs.id)?.links).toBe(0);
    expect((await me.delete(`/api/tags/${randomUUID()}`)).status).toBe(404);
    expect((await me.patch('/api/tags/not-a-uuid', { color: 'red' })).status).toBe(404);
  });

  it(`stop at ${maxTagsPerWorkspace} per workspace`, async () => {
    const full = clients.trial;
    await t.database.pool.query(
      `INSERT INTO link_tags (workspace_id, name, color)
       SELECT $1, 'bulk ' || n, 'gray' FROM generate_series(1, ${maxTagsPerWorkspace}) AS n`,
      [full.id],
    );
    const refused = await full.client.post('/api/tags', { name: 'one more' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `A workspace has at most ${maxTagsPerWorkspace} tags. Merge or delete some first.`,
    );
    await t.database.pool.query('DELETE FROM link_tags WHERE workspace_id = $1', [full.id]);
  });
});

describe(`folders (${testEngine})`, () => {
  it('refuse bad names and a name already used, whatever its case', async () => {
    for (const body of [{ name: '' }, { name: 'y'.repeat(61) }, { name: 'a\tb' }, {}]) {
      const response = await me.post('/api/folders', body);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.error.fields)).toEqual(['name']);
    }
    await folder('Campaigns');
    const clash = await me.post('/api/folders', { name: 'campaigns' });
    expect(clash.body.error.fields).toEqual({
      name: 'A folder named campaigns already exists. Choose another name.',
    });
  });

  it('count their links and the links in none; deleting one leaves its links in none', async () => {
    const box = await folder('Box');
    const inside = await link({ folder_id: box.id });
    const before = (await me.get('/api/folders')).body;
    expect(before.items.find((item: { id: string }) => item.id === box.id).links).toBe(1);
    const renamed = await me.patch(`/api/folders/${box.id}`, { name: 'Crate' });
    expect(renamed.body).toMatchObject({ id: box.id, name: 'Crate', links: 1 });
    expect((await me.delete(`/api/folders/${box.id}`)).status).toBe(204);
    expect((await me.get(`/api/links/${inside.id}`)).body.folder_id).toBeNull();
    const after = (await me.get('/api/folders')).body;
    expect(after.unfiled).toBe(before.unfiled + 1);
    expect(after.items.map((item: { id: string }) => item.id)).not.toContain(box.id);
  });

  it('of another workspace answer 404 and cannot hold my links', async () => {
    const theirs = await folder('Their folder', clients.other.client);
    expect((await me.patch(`/api/folders/${theirs.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await me.delete(`/api/folders/${theirs.id}`)).status).toBe(404);
    const attach = await me.post('/api/links', {
      destination_url: 'https://example.com/f',
      folder_id: theirs.id,
    });
    expect(attach.status).toBe(400);
    expect(attach.body.error.fields).toEqual({ folder_id: 'Choose one of the folders of this workspace.' });
    const bad = await me.post('/api/links', { destination_url: 'https://example.com/f', folder_id: 'nope' });
    expect(Object.keys(bad.body.error.fields)).toEqual(['folder_id']);
  });
});

describe(`a link's tags and folder (${testEngine})`, () => {
  it('are set on create, replaced on edit, and refused when repeated or too many', async () => {
    const [a, b, c] = [await tag('zeta-l'), await tag('Alpha-l'), await tag('mid-l')];
    const box = await folder('Link folder');
    const created = await link({ tag_ids: [a.id, b.id], folder_id: box.id });
    expect(created.tags.map((item: { id: string }) => item.id)).toEqual([b.id, a.id]);
    expect(created.folder_id).toBe(box.id);
    const edited = await me.patch(`/api/links/${created.id}`, { tag_ids: [c.id], folder_id: null });
    expect(edited.status).toBe(200);
    expect(ids(edited.body.tags)).toEqual([c.id]);
    expect(edited.body.folder_id).toBeNull();
    // Leaving tag_ids out of an edit keeps them.
    const titled = await me.patch(`/api/links/${created.id}`, { title: 'Renamed' });
    expect(ids(titled.body.tags)).toEqual([c.id]);
    const repeated = await me.patch(`/api/links/${created.id}`, { tag_ids: [c.id, c.id.toUpperCase()] });
    expect(repeated.body.error.fields).toEqual({ tag_ids: 'Name each tag once.' });
    const tooMany = await me.patch(`/api/links/${created.id}`, {
      tag_ids: Array.from({ length: 21 }, () => randomUUID()),
    });
    expect(tooMany.body.error.fields).toEqual({ tag_ids: 'Use at most 20 tags on a link.' });
    const notIds = await me.patch(`/api/links/${created.id}`, { tag_ids: ['promo'] });
    expect(Object.keys(notIds.body.error.fields)).toEqual(['tag_ids.0']);
  });

  it('are copied by duplicate, with everything else but the code and the clicks', async () => {
    const promo = await tag('dup-tag');
    const box = await folder('Dup folder');
    const source = await link({ tag_ids: [promo.id], folder_id: box.id, title: 'Source', preview: true });
    await me.put(`/api/links/${source.id}/targeting`, {
      rules: [],
      rotator: [],
      fallback_url: 'https://example.com/fallback',
    });
    await t.database.pool.query('UPDATE shortlinks SET click_count = 7 WHERE id = $1', [source.id]);
    const copy = await me.post(`/api/links/${source.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(source.id);
    expect(copy.body.short_url).not.toBe(source.short_url);
    expect(copy.body).toMatchObject({
      destination_url: 'https://example.com/a',
      title: 'Source',
      preview: true,
      folder_id: box.id,
      click_count: 0,
      custom_alias: null,
      tags: [{ id: promo.id }],
    });
    const targeting = await me.get(`/api/links/${copy.body.id}/targeting`);
    expect(targeting.body.targeting.fallback_url).toBe('https://example.com/fallback');
    const visit = await t.app.inject({
      url: `/${copy.body.short_url}`,
      headers: { 'user-agent': 'Mozilla/5.0' },
    });
    expect(visit.statusCode).toBeGreaterThanOrEqual(300);
    expect(visit.statusCode).toBeLessThan(400);
    expect((await clients.other.client.post(`/api/links/${source.id}/duplicate`)).status).toBe(404);
  });

  it('go with a deleted link', async () => {
    const gone = await tag('with-deleted-link');
    const doomed = await link({ tag_ids: [gone.id] });
    expect((await me.delete(`/api/links/${doomed.id}`)).status).toBe(204);
    const rows = await t.database.pool.query('SELECT * FROM shortlink_tags WHERE link_id = $1', [doomed.id]);
    expect(rows.rows).toEqual([]);
  });
});

describe(`filtering the links list (${testEngine})`, () => {
  let owner: TestClient;
  const made: Record<string, string> = {};
  let red: { id: string };
  let blue: { id: string };
  let box: { id: string };

  beforeAll(async () => {
    // A workspace of its own, so the counts are exact.
    owner = clients.admin.client;
    red = await tag('f-red', 'red', owner);
    blue = await tag('f-blue', 'blue', owner);
    box = await folder('f-box', owner);
    made.both = (await link({ title: 'both', tag_ids: [red.id, blue.id], folder_id: box.id }, owner)).id;
    made.red = (await link({ title: 'red', tag_ids: [red.id] }, owner)).id;
    made.blue = (await link({ title: 'blue', tag_ids: [blue.id], folder_id: box.id }, owner)).id;
    made.plain = (await link({ title: 'plain', destination_url: 'https://plain.example.org/' }, owner)).id;
    made.disabled = (await link({ title: 'disabled' }, owner)).id;
    await owner.patch(`/api/links/${made.disabled}`, { is_active: false });
    made.expired = (await link({ title: 'expired' }, owner)).id;
    await t.database.pool.query(
      `UPDATE shortlinks SET expires_at = now() - interval '1 hour', created_at = now() - interval '10 days'
       WHERE id = $1`,
      [made.expired],
    );
  });

  async function listed(query: string) {
    const response = await owner.get(`/api/links?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const titles = (response.body.items as { title: string }[]).map((item) => item.title).sort();
    expect(response.body.total).toBe(titles.length);
    return titles;
  }

  it('by tag, any or all, by folder or none, by domain, by state, by creation time and by search', async () => {
    expect(await listed(`tags=${red.id}`)).toEqual(['both', 'red']);
    expect(await listed(`tags=${red.id},${blue.id}`)).toEqual(['blue', 'both', 'red']);
    expect(await listed(`tags=${red.id},${blue.id}&tag_mode=all`)).toEqual(['both']);
    expect(await listed(`folder=${box.id}`)).toEqual(['blue', 'both']);
    expect(await listed(`folder=none&tags=${red.id}`)).toEqual(['red']);
    expect(await listed('state=disabled')).toEqual(['disabled']);
    expect(await listed('state=expired')).toEqual(['expired']);
    expect(await listed('state=active')).toEqual(['blue', 'both', 'plain', 'red']);
    const week = new Date(Date.now() - 7 * 24 * 3_600_000).toISOString();
    expect(await listed(`created_to=${encodeURIComponent(week)}`)).toEqual(['expired']);
    expect((await listed(`created_from=${encodeURIComponent(week)}`)).length).toBe(5);
    expect(await listed('q=plain.example')).toEqual(['plain']);
    expect(await listed('domain=localhost&q=plain')).toEqual(['plain']);
    expect(await listed('domain=elsewhere.example')).toEqual([]);
    // Another workspace's tag selects none of my links.
    const theirs = await tag('f-theirs', 'red', clients.other.client);
    await link({ tag_ids: [theirs.id] }, clients.other.client);
    expect(await listed(`tags=${theirs.id}`)).toEqual([]);
  });

  it('select the same links in the list, the export and analytics (its report and CSV)', async () => {
    // Each link clicked as often as its place in the list, an hour ago (inside the last 7 days).
    const clicks = new Map(Object.values(made).map((id, index) => [id, index + 1]));
    for (const [linkId, count] of clicks)
      for (let visit = 0; visit < count; visit += 1)
        t.parts.analytics.ingest.record({
          linkId,
          at: Date.now() - 3_600_000,
          ip: `36.66.9.${visit + 1}`,
          userAgent:
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
          referer: undefined,
          countryHint: 'ID',
          destination: 'https://example.com/a',
          choice: null,
          scan: false,
        });
    await t.parts.analytics.ingest.flush();
    const title = new Map(Object.entries(made).map(([name, id]) => [id, name]));
    const queries = [
      `tags=${red.id}`,
      `tags=${red.id},${blue.id}&tag_mode=all`,
      `folder=${box.id}`,
      `folder=none&state=active`,
      'state=expired',
      'q=plain.example',
    ];
    for (const query of queries) {
      const inList = await listed(query);
      const response = await owner.get(`/api/analytics?range=7d&${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const report = response.body as AnalyticsReport;
      expect(report.top_links.map((row) => title.get(row.id)).sort(), query).toEqual(inList);
      for (const row of report.top_links) expect(row.clicks, query).toBe(clicks.get(row.id));
      const sum = report.top_links.reduce((total, row) => total + row.clicks, 0);
      expect(report.totals.clicks, query).toBe(sum);
      expect(report.countries, query).toEqual([{ value: 'ID', clicks: sum }]);
      const csv = await owner.get(`/api/analytics/export.csv?range=7d&part=links&${query}`);
      expect(csv.status).toBe(200);
      expect((csv.body as string).trim().split('\r\n').length - 1, query).toBe(inList.length);
    }
    // Without a filter: every link of the workspace, as before.
    const all = await owner.get('/api/analytics?range=7d');
    expect(all.body.totals.clicks).toBe([...clicks.values()].reduce((a, b) => a + b, 0));
    // Another workspace's tag selects none of my links, in analytics as in the list.
    const theirs = await tag('f-theirs-2', 'red', clients.other.client);
    const none = await owner.get(`/api/analytics?range=7d&tags=${theirs.id}`);
    expect(none.status).toBe(200);
    expect([none.body.totals.clicks, none.body.top_links]).toEqual([0, []]);
  });

  it("refuse a link filter on one link's report, and a bad filter, naming the field", async () => {
    const both = await owner.get(`/api/analytics?link_id=${made.both}&tags=${red.id}`);
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.error.fields)).toEqual(['querystring.link_id']);
    const bad = await owner.get('/api/analytics?state=gone');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['querystring.state']);
  });

  it('refuse a bad filter, naming the field', async () => {
    const cases: [string, string][] = [
      ['state=gone', 'state'],
      ['tags=promo', 'tags.0'],
      ['tag_mode=some', 'tag_mode'],
      ['folder=abc', 'folder'],
      ['created_from=yesterday', 'created_from'],
      ['created_to=2026-13-40', 'created_to'],
    ];
    for (const [query, field] of cases) {
      const response = await owner.get(`/api/links?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.error.fields), query).toEqual([`querystring.${field}`]);
    }
  });
});
