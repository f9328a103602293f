import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxUtmTemplatesPerWorkspace, utmValuesNeeded } from '../../src/shared/utm';
import { workspaceHeader } from '../../src/shared/workspaces';
import { signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import type { TestClient } from './helpers/http-client';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

// A workspace's UTM templates (shared/utm.ts): saved, listed by name, changed and deleted; every
// refusal named by its field; another workspace's answer 404; a workspace keeps at most 100; a
// viewer reads them and cannot change them.

let t: TestApp;
let me: TestClient;
let other: TestClient;
const team = randomUUID();
let viewer: SignedInClient;
let member: SignedInClient;

beforeAll(async () => {
  t = await buildTestApp();
  me = (await signUp(t, { email: uniqueEmail('utm-me') })).client;
  other = (await signUp(t, { email: uniqueEmail('utm-other') })).client;
  await t.database.pool.query(`INSERT INTO workspaces (id, name, slug) VALUES ($1, 'Team', 'team-utm')`, [
    team,
  ]);
  viewer = await signUp(t, { email: uniqueEmail('utm-viewer') });
  member = await signUp(t, { email: uniqueEmail('utm-member') });
  for (const [who, role] of [
    [viewer, 'viewer'],
    [member, 'member'],
  ] as const) {
    await t.database.pool.query(
      'INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)',
      [team, who.id, role],
    );
  }
});
afterAll(async () => {
  await t?.close();
});

interface Template {
  id: string;
  name: string;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  created_at: string;
}

async function save(body: Record<string, unknown>, client = me): Promise<Template> {
  const response = await client.post('/api/utm-templates', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Template;
}

const inTeam = (client: SignedInClient, method: string, url: string, body?: unknown) =>
  client.client.request(method as 'GET', url, body, { [workspaceHeader]: team });

describe(`UTM templates (${testEngine})`, () => {
  it('are saved with their values, trimmed, an empty value stored as none', async () => {
    const saved = await save({
      name: '  Newsletter  ',
      source: ' newsletter ',
      medium: 'email',
      campaign: 'ramadan 2027 & more',
      term: '',
      content: null,
    });
    expect(saved).toEqual({
      id: expect.any(String),
      name: 'Newsletter',
      source: 'newsletter',
      medium: 'email',
      campaign: 'ramadan 2027 & more',
      term: null,
      content: null,
      created_at: expect.any(String),
    });
    expect(Date.parse(saved.created_at)).not.toBeNaN();
    const listed = (await me.get('/api/utm-templates')).body.items as Template[];
    expect(listed).toContainEqual(saved);
  });

  it('refuse every bad value, naming its field', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ source: 'a' }, ['name']],
      [{ name: '', source: 'a' }, ['name']],
      [{ name: '   ', source: 'a' }, ['name']],
      [{ name: 'x'.repeat(61), source: 'a' }, ['name']],
      [{ name: 'two\nlines', source: 'a' }, ['name']],
      [{ name: 'No values' }, ['source']],
      [{ name: 'Blank values', source: '  ', medium: '', term: null }, ['source']],
      [{ name: 'Long', medium: 'y'.repeat(101) }, ['medium']],
      [{ name: 'Lines', campaign: 'a\nb' }, ['campaign']],
      [{ name: 'Tab', term: 'a\tb' }, ['term']],
      [{ name: 'Bell', content: 'a\u0007b' }, ['content']],
      [{ name: 'Number', source: 7 }, ['source']],
      [{ name: 'Extra', source: 'a', extra: true }, ['extra']],
    ];
    for (const [body, fields] of cases) {
      const response = await me.post('/api/utm-templates', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}), JSON.stringify(body)).toEqual(fields);
    }
    const none = await me.post('/api/utm-templates', { name: 'None' });
    expect(none.body.error.fields).toEqual({ source: utmValuesNeeded });
    const long = await me.post('/api/utm-templates', { name: 'Long', medium: 'y'.repeat(101) });
    expect(long.body.error.fields).toEqual({ medium: 'Use at most 100 characters.' });
  });

  it("say the refusals in the account's language", async () => {
    const reader = (await signUp(t, { email: uniqueEmail('utm-id') })).client;
    expect((await reader.patch('/api/me', { language: 'id' })).status).toBe(200);
    const none = await reader.post('/api/utm-templates', { name: 'Bahasa' });
    expect(none.body.error.fields).toEqual({
      source: 'Isi minimal salah satu dari source, medium, campaign, term, dan content.',
    });
    await save({ name: 'Bahasa', source: 'id' }, reader);
    const clash = await reader.post('/api/utm-templates', { name: 'bahasa', source: 'id' });
    expect(clash.body.error.fields).toEqual({ name: 'Template bernama bahasa sudah ada. Pilih nama lain.' });
    const missing = await reader.delete(`/api/utm-templates/${randomUUID()}`);
    expect(missing.body.error.message).toBe('Template UTM tidak ditemukan.');
  });

  it('have names unique per workspace whatever their case; another workspace may reuse one', async () => {
    await save({ name: 'Instagram bio', source: 'instagram', medium: 'social' });
    const clash = await me.post('/api/utm-templates', { name: 'INSTAGRAM BIO', source: 'x' });
    expect(clash.status).toBe(400);
    expect(clash.body.error.fields).toEqual({
      name: 'A template named INSTAGRAM BIO already exists. Choose another name.',
    });
    await save({ name: 'instagram bio', source: 'ig' }, other);
    const second = await save({ name: 'Facebook', source: 'facebook' });
    const rename = await me.patch(`/api/utm-templates/${second.id}`, { name: 'instagram Bio' });
    expect(rename.status).toBe(400);
    expect(Object.keys(rename.body.error.fields)).toEqual(['name']);
  });

  it('are listed by name, whatever its case', async () => {
    await save({ name: 'alpha list', source: 'a' });
    await save({ name: 'Beta list', source: 'b' });
    const names = ((await me.get('/api/utm-templates')).body.items as Template[]).map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names.indexOf('alpha list')).toBeLessThan(names.indexOf('Beta list'));
  });

  it('change only what is given, keep at least one value, and an empty change changes nothing', async () => {
    const before = await save({ name: 'Edit me', source: 'old', medium: 'email' });
    const changed = await me.patch(`/api/utm-templates/${before.id}`, {
      name: 'Edited',
      source: 'new',
      medium: null,
      term: 'shoes',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      ...before,
      name: 'Edited',
      source: 'new',
      medium: null,
      term: 'shoes',
    });
    expect((await me.patch(`/api/utm-templates/${before.id}`, {})).body).toEqual(changed.body);
    const emptied = await me.patch(`/api/utm-templates/${before.id}`, { source: '', term: null });
    expect(emptied.status).toBe(400);
    expect(emptied.body.error.fields).toEqual({ source: utmValuesNeeded });
    const bad = await me.patch(`/api/utm-templates/${before.id}`, { content: 'z'.repeat(101), name: '' });
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['content', 'name']);
    const listed = (await me.get('/api/utm-templates')).body.items as Template[];
    expect(listed.find((item) => item.id === before.id)).toEqual(changed.body);
  });

  it('are deleted', async () => {
    const gone = await save({ name: 'Delete me', source: 'x' });
    expect((await me.delete(`/api/utm-templates/${gone.id}`)).status).toBe(204);
    const listed = (await me.get('/api/utm-templates')).body.items as Template[];
    expect(listed.map((item) => item.id)).not.toContain(gone.id);
    expect((await me.delete(`/api/utm-templates/${gone.id}`)).status).toBe(404);
    expect((await me.patch(`/api/utm-templates/${gone.id}`, { source: 'y' })).status).toBe(404);
  });

  it('of another workspace answer 404 and stay as they are', async () => {
    const theirs = await save({ name: 'Theirs', source: 'theirs' }, other);
    const patched = await me.patch(`/api/utm-templates/${theirs.id}`, { source: 'mine' });
    expect(patched.status).toBe(404);
    expect(patched.body.error.message).toBe('UTM template not found.');
    expect((await me.delete(`/api/utm-templates/${theirs.id}`)).status).toBe(404);
    expect((await me.delete('/api/utm-templates/not-a-uuid')).status).toBe(404);
    const mine = (await me.get('/api/utm-templates')).body.items as Template[];
    expect(mine.map((item) => item.id)).not.toContain(theirs.id);
    const kept = (await other.get('/api/utm-templates')).body.items as Template[];
    expect(kept.find((item) => item.id === theirs.id)).toEqual(theirs);
  });

  it(`stop at ${maxUtmTemplatesPerWorkspace} per workspace`, async () => {
    const full = await signUp(t, { email: uniqueEmail('utm-full') });
    await t.database.pool.query(
      `INSERT INTO utm_templates (workspace_id, name, source)
       SELECT $1, 'bulk ' || n, 'src' FROM generate_series(1, ${maxUtmTemplatesPerWorkspace}) AS n`,
      [full.id],
    );
    const refused = await full.client.post('/api/utm-templates', { name: 'one more', source: 'x' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `A workspace has at most ${maxUtmTemplatesPerWorkspace} UTM templates. Delete some first.`,
    );
    expect((await full.client.get('/api/utm-templates')).body.items).toHaveLength(
      maxUtmTemplatesPerWorkspace,
    );
    await t.database.pool.query(`DELETE FROM utm_templates WHERE workspace_id = $1 AND name = 'bulk 1'`, [
      full.id,
    ]);
    await save({ name: 'one more', source: 'x' }, full.client);
  });

  it("are the team's in a team's workspace: a member saves one, a viewer only reads it", async () => {
    const made = await inTeam(member, 'POST', '/api/utm-templates', { name: 'Team', source: 'team' });
    expect(made.status).toBe(201);
    const stored = await t.database.pool.query('SELECT workspace_id FROM utm_templates WHERE id = $1', [
      made.body.id,
    ]);
    expect(stored.rows[0].workspace_id).toBe(team);
    // Not in the member's personal workspace.
    expect((await member.client.get('/api/utm-templates')).body.items).toEqual([]);

    const read = await inTeam(viewer, 'GET', '/api/utm-templates');
    expect(read.status).toBe(200);
    expect(read.body.items.map((item: Template) => item.id)).toEqual([made.body.id]);
    for (const [method, url, body] of [
      ['POST', '/api/utm-templates', { name: 'Viewer', source: 'v' }],
      ['PATCH', `/api/utm-templates/${made.body.id}`, { source: 'v' }],
      ['DELETE', `/api/utm-templates/${made.body.id}`, undefined],
    ] as const) {
      const refused = await inTeam(viewer, method, url, body);
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.error.message).toBe('Your role in this workspace cannot do this.');
    }
    expect((await inTeam(viewer, 'GET', '/api/utm-templates')).body.items[0]).toEqual(made.body);
  });

  it('go with their workspace', async () => {
    const leaving = await signUp(t, { email: uniqueEmail('utm-leaving') });
    const kept = await save({ name: 'Gone with it', source: 's' }, leaving.client);
    await t.database.pool.query('DELETE FROM workspaces WHERE id = $1', [leaving.id]);
    const rows = await t.database.pool.query('SELECT 1 FROM utm_templates WHERE id = $1', [kept.id]);
    expect(rows.rowCount).toBe(0);
  });
});
