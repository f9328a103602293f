import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import { createUtmTemplatesRepo } from '../../../src/server/modules/links/utm/utm-templates.repo';
import { createUtmTemplatesService } from '../../../src/server/modules/links/utm/utm-templates.service';
import type { Actor } from '../../../src/server/platform/http/principal';
import { signUp, uniqueEmail } from '../helpers/auth-clients';
import { databaseAtLevel, insertAccounts, type DatabaseAtLevel } from '../helpers/migration-level';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// 0026 adds UTM templates: a new table of its own, and nothing else changes. Filled at 0025 with
// two workspaces' links, some with UTM parameters in their destinations, tags and a folder: every
// value is carried over, no template exists, and the new code saves, lists and deletes templates
// in the workspaces it carried over.

let level: DatabaseAtLevel;
let app: TestApp | undefined;
beforeAll(async () => {
  level = await databaseAtLevel('0025_link_tags_folders');
});
afterAll(async () => {
  if (app) await app.close();
  else await level?.close();
});

const tables = ['shortlinks', 'link_tags', 'link_folders', 'shortlink_tags', 'workspaces'] as const;

async function fill(pool: Pool) {
  await insertAccounts(pool, ['acct-1', 'acct-2']);
  const folder = await pool.query(
    `INSERT INTO link_folders (workspace_id, name) VALUES ('acct-1', 'Campaigns') RETURNING id`,
  );
  const tag = await pool.query(
    `INSERT INTO link_tags (workspace_id, name, color) VALUES ('acct-1', 'Promo', 'green') RETURNING id`,
  );
  const links = await pool.query(
    `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url, title, click_count,
       is_active, folder_id, created_at, updated_at)
     VALUES
       ('acct-1', 'utm0001', 'localhost',
         'https://example.com/sale?ref=7&utm_source=news+letter&utm_medium=email#top', 'Sale', 4, true, $1,
         '2026-10-01T10:00:00Z', '2026-10-02T10:00:00Z'),
       ('acct-2', 'plain01', 'localhost', 'https://example.com/plain', NULL, 0, false, NULL,
         '2026-10-03T10:00:00Z', '2026-10-03T10:00:00Z')
     RETURNING id`,
    [folder.rows[0].id],
  );
  await pool.query('INSERT INTO shortlink_tags (link_id, tag_id) VALUES ($1, $2)', [
    links.rows[0].id,
    tag.rows[0].id,
  ]);
}

async function snapshot(pool: Pool) {
  const rows: Record<string, unknown[]> = {};
  for (const table of tables)
    rows[table] = (await pool.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows as unknown[];
  return rows;
}

const actor = (id: string): Actor => ({
  id,
  email: `${id}@example.com`,
  timezone: 'Asia/Jakarta',
  language: 'en',
  isAdmin: false,
  workspaceId: id,
  role: 'owner',
});

describe(`migration 0026_utm_templates (${testEngine})`, () => {
  it('keeps every link, tag, folder and workspace as it was, with no template yet', async () => {
    const pool = level.database.pool;
    await fill(pool);
    const before = await snapshot(pool);

    await level.upgrade('0026_utm_templates');

    expect(await snapshot(pool)).toEqual(before);
    expect((await pool.query('SELECT count(*)::int AS n FROM utm_templates')).rows[0].n).toBe(0);
  });

  it('lets the new code keep templates in the workspaces it carried over', async () => {
    await level.database.close();
    app = await buildTestApp({ location: level.location });
    const templates = createUtmTemplatesService(createUtmTemplatesRepo(app.database.db));
    const saved = await templates.create(actor('acct-1'), {
      name: 'Newsletter',
      source: 'news letter',
      medium: 'email',
    });
    expect(saved).toMatchObject({ name: 'Newsletter', source: 'news letter', medium: 'email', term: null });
    // The name is the workspace's: the other one may use it, this one not twice.
    await templates.create(actor('acct-2'), { name: 'NEWSLETTER', source: 'x' });
    await expect(
      templates.create(actor('acct-1'), { name: 'newsletter', source: 'y' }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { name: 'A template named newsletter already exists. Choose another name.' },
    });
    expect((await templates.list(actor('acct-1'))).items.map((item) => item.id)).toEqual([saved.id]);
    await expect(templates.delete(actor('acct-2'), saved.id)).rejects.toMatchObject({ status: 404 });
    await templates.delete(actor('acct-1'), saved.id);
    expect((await templates.list(actor('acct-1'))).items).toEqual([]);

    // Through the API too, for an account made after the upgrade.
    const fresh = await signUp(app, { email: uniqueEmail('after-0026') });
    const made = await fresh.client.post('/api/utm-templates', { name: 'Bio', source: 'instagram' });
    expect(made.status).toBe(201);
    expect((await fresh.client.get('/api/utm-templates')).body.items).toEqual([made.body]);
    // The links carried over still read as they were.
    const links = await app.parts.links.list(actor('acct-1'), { page: 1, tag_mode: 'any', all: false });
    expect(links.items.map((link) => link.destination_url)).toEqual([
      'https://example.com/sale?ref=7&utm_source=news+letter&utm_medium=email#top',
    ]);
  });
});
