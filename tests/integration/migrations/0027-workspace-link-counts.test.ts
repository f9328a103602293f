import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import { databaseAtLevel, insertAccounts, type DatabaseAtLevel } from '../helpers/migration-level';
import { testEngine } from '../helpers/test-database';

// 0027 keeps a count of each workspace's links by triggers. Filled at 0026 with three workspaces
// (250 links, 3 links, none), tags and a folder: every link is carried over as it was, each
// workspace's count is its links', and the triggers keep it through inserts, deletes (of links,
// and of a whole workspace) and a link moving between workspaces.

let level: DatabaseAtLevel;
beforeAll(async () => {
  level = await databaseAtLevel('0026_utm_templates');
});
afterAll(async () => {
  await level?.close();
});

async function fill(pool: Pool) {
  await insertAccounts(pool, ['ws-many', 'ws-few', 'ws-none']);
  const folder = (
    await pool.query(`INSERT INTO link_folders (workspace_id, name) VALUES ('ws-many', 'Kept') RETURNING id`)
  ).rows[0].id;
  await pool.query(
    `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url, title, click_count, is_active,
       expires_at, folder_id, created_at, updated_at)
     SELECT 'ws-many', 'm' || n, 'localhost', 'https://example.com/' || n, 'Many ' || n, n, n % 7 <> 0,
       CASE WHEN n % 11 = 0 THEN timestamptz '2026-09-01T00:00:00Z' END, CASE WHEN n % 2 = 0 THEN $1::uuid END,
       timestamptz '2026-10-01T00:00:00Z' + n * interval '1 minute', timestamptz '2026-10-02T00:00:00Z'
     FROM generate_series(1, 250) n`,
    [folder],
  );
  await pool.query(
    `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url, targeting)
     SELECT 'ws-few', 'f' || n, 'go.example', 'https://example.org/' || n,
       '{"rules":[],"rotator":[],"fallback_url":"https://example.org/f"}'::jsonb
     FROM generate_series(1, 3) n`,
  );
  const tag = (
    await pool.query(
      `INSERT INTO link_tags (workspace_id, name, color) VALUES ('ws-many', 'Red', 'red') RETURNING id`,
    )
  ).rows[0].id;
  await pool.query(
    `INSERT INTO shortlink_tags (link_id, tag_id) SELECT id, $1 FROM shortlinks WHERE short_url LIKE 'm1%'`,
    [tag],
  );
}

async function counts(pool: Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ workspace_id: string; links: number }>(
    'SELECT workspace_id, links FROM workspace_link_counts ORDER BY workspace_id',
  );
  return Object.fromEntries(rows.map((row) => [row.workspace_id, row.links]));
}

describe(`migration 0027_workspace_link_counts (${testEngine})`, () => {
  it("carries every link over and counts each workspace's", async () => {
    const pool = level.database.pool;
    await fill(pool);
    const links = async () => (await pool.query('SELECT * FROM shortlinks ORDER BY short_url')).rows;
    const tags = async () => (await pool.query('SELECT * FROM shortlink_tags ORDER BY link_id')).rows;
    const [linksBefore, tagsBefore] = [await links(), await tags()];

    await level.upgrade('0027_workspace_link_counts');

    expect(await links()).toEqual(linksBefore);
    expect(await tags()).toEqual(tagsBefore);
    // A workspace without links has no row: none reads as 0.
    expect(await counts(pool)).toEqual({ 'ws-few': 3, 'ws-many': 250 });
  });

  it('keeps the counts through inserts, deletes, a move and a workspace deleted', async () => {
    const pool = level.database.pool;
    await pool.query(
      `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url)
       SELECT CASE WHEN n <= 4 THEN 'ws-none' ELSE 'ws-few' END, 'n' || n, 'localhost', 'https://example.net/'
       FROM generate_series(1, 6) n`,
    );
    expect(await counts(pool)).toEqual({ 'ws-few': 5, 'ws-many': 250, 'ws-none': 4 });

    await pool.query(`DELETE FROM shortlinks WHERE short_url IN ('m1', 'm2', 'n1', 'f1')`);
    expect(await counts(pool)).toEqual({ 'ws-few': 4, 'ws-many': 248, 'ws-none': 3 });

    // Updates that leave the workspace alone (the click flush's) change no count.
    await pool.query(`UPDATE shortlinks SET click_count = click_count + 1, workspace_id = workspace_id`);
    await pool.query(`UPDATE shortlinks SET workspace_id = 'ws-none' WHERE short_url IN ('m3', 'f2')`);
    expect(await counts(pool)).toEqual({ 'ws-few': 3, 'ws-many': 247, 'ws-none': 5 });

    // Deleting the workspace deletes its links and its count, in whichever order the cascade goes.
    await pool.query(`DELETE FROM workspaces WHERE id = 'ws-many'`);
    expect(await counts(pool)).toEqual({ 'ws-few': 3, 'ws-none': 5 });
    const { rows } = await pool.query(
      'SELECT workspace_id, count(*)::int AS n FROM shortlinks GROUP BY workspace_id ORDER BY workspace_id',
    );
    expect(rows).toEqual([
      { workspace_id: 'ws-few', n: 3 },
      { workspace_id: 'ws-none', n: 5 },
    ]);
  });
});
