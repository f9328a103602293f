import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import type { Actor } from '../../../src/server/platform/http/principal';
import { databaseAtLevel, insertAccounts, type DatabaseAtLevel } from '../helpers/migration-level';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { testEngine } from '../helpers/test-database';

// 0025 adds tags and folders: new tables, and a folder column on links that starts empty. Filled at
// 0024 with two workspaces' links (targeted, expired, disabled, clicked): every value is carried
// over, each link is in no folder with no tags, and the new code lists, filters and tags them.

let level: DatabaseAtLevel;
let app: TestApp | undefined;
beforeAll(async () => {
  level = await databaseAtLevel('0024_workspace_telegram_groups');
});
afterAll(async () => {
  if (app) await app.close();
  else await level?.close();
});

async function fill(pool: Pool) {
  await insertAccounts(pool, ['acct-1', 'acct-2']);
  await pool.query(`
    INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url, custom_alias, title,
      click_count, is_active, expires_at, forward_query, preview, targeting, created_at, updated_at)
    VALUES
      ('acct-1', 'plain01', 'localhost', 'https://example.com/1', NULL, 'One', 12, true, NULL, true, false,
        NULL, '2026-10-01T10:00:00Z', '2026-10-02T10:00:00Z'),
      ('acct-1', 'sale', 'localhost', 'https://example.com/2', 'sale', NULL, 0, false,
        '2026-09-01T00:00:00Z', false, true, NULL, '2026-10-03T10:00:00Z', '2026-10-03T10:00:00Z'),
      ('acct-2', 'geo0001', 'localhost', 'https://example.com/3', NULL, 'Geo', 3, true, NULL, true, false,
        '{"rules":[],"rotator":[],"fallback_url":"https://example.com/f"}'::jsonb,
        '2026-10-04T10:00:00Z', '2026-10-04T10:00:00Z')`);
}

describe(`migration 0025_link_tags_folders (${testEngine})`, () => {
  it('keeps every value of every link, each in no folder and with no tags', async () => {
    const pool = level.database.pool;
    await fill(pool);
    const before = (await pool.query('SELECT * FROM shortlinks ORDER BY short_url')).rows;

    await level.upgrade('0025_link_tags_folders');

    const after = (await pool.query('SELECT * FROM shortlinks ORDER BY short_url')).rows;
    expect(after.map(({ folder_id: _folder, ...row }) => row)).toEqual(before);
    expect(after.map((row) => row.folder_id)).toEqual([null, null, null]);
    for (const table of ['link_tags', 'link_folders', 'shortlink_tags'])
      expect((await pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n).toBe(0);
  });

  it('lets the new code list, tag and filter the links it carried over', async () => {
    await level.database.close();
    app = await buildTestApp({ location: level.location });
    const actor: Actor = {
      id: 'acct-1',
      email: 'acct-1@example.com',
      timezone: 'Asia/Jakarta',
      language: 'en',
      isAdmin: false,
      workspaceId: 'acct-1',
      role: 'owner',
    };
    const listed = await app.parts.links.list(actor, { page: 1, tag_mode: 'any', all: false });
    expect(listed.items.map((link) => [link.short_url, link.tags, link.folder_id])).toEqual([
      ['sale', [], null],
      ['plain01', [], null],
    ]);
    const tag = await app.parts.links.tags.createTag(actor, { name: 'Kept' });
    const one = listed.items.find((link) => link.short_url === 'plain01')!;
    await app.parts.links.update(actor, one.id, { tag_ids: [tag.id] });
    const filtered = await app.parts.links.list(actor, {
      page: 1,
      tags: [tag.id],
      tag_mode: 'any',
      all: false,
    });
    expect(filtered.items.map((link) => link.short_url)).toEqual(['plain01']);
    const expired = await app.parts.links.list(actor, {
      page: 1,
      state: 'expired',
      tag_mode: 'any',
      all: false,
    });
    expect(expired.items.map((link) => link.short_url)).toEqual(['sale']);
  });
});
