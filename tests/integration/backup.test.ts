import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openBackupFile } from '../../src/server/db/backup';
import {
  backupCommand,
  migrateToCommand,
  restoreCommand,
  type CommandOutput,
} from '../../src/server/db/backup-commands';
import { openDatabase } from '../../src/server/db/client';
import { createPgliteDataDir } from './helpers/test-database';
import { runCommand } from './helpers/run-command';

// Backups of the embedded database, restores and the move to PostgreSQL, on 100,000 clicks and a
// few rows of every kind (timestamps with microseconds, jsonb strings and objects, arrays, bytea,
// big integers, line breaks in text). Every table is compared row by row through a checksum of
// its rows' text. migrate-to needs the PostgreSQL server on 127.0.0.1:5432 (or TEST_DATABASE_URL's).

const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clickCount = 100_000;
const root = join(import.meta.dirname, '..', '..');

let work: string;
let sourceDir: string;
let backupFile: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'rk-bk-'));
  sourceDir = await createPgliteDataDir();
  backupFile = join(work, 'ringkas.backup.gz');
  const database = await openDatabase({ dataDir: sourceDir, poolSize: 1 });
  try {
    await seed(database.pool);
  } finally {
    await database.close();
  }
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await rm(sourceDir, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  it('restores a backup of 100,000 clicks into a new data directory, every row the same', async () => {
    const backup = collect();
    expect(await backupCommand(configFor(sourceDir), [backupFile], backup)).toBe(0);
    expect(backup.text()).toContain('clicks');
    expect(backup.text()).toContain('It holds DATA_DIR/auth-secret');

    const targetDir = join(work, 'restored');
    const restore = collect();
    expect(await restoreCommand(configFor(targetDir), [backupFile], restore), restore.text()).toBe(0);
    expect(restore.text()).toMatch(/clicks\s+100,000/);

    const source = await fingerprints(pgliteAt(sourceDir));
    expect(source.clicks).toMatch(/^100000 rows/);
    expect(await fingerprints(pgliteAt(targetDir))).toEqual(source);
    // Sessions and the stored secrets stay readable: the auth secret came along.
    expect(readFileSync(join(targetDir, 'auth-secret'), 'utf8')).toBe(
      readFileSync(join(sourceDir, 'auth-secret'), 'utf8'),
    );
    // Sequences continue after the restored rows.
    await withPglite(targetDir, async (pool) => {
      await pool.query(
        `INSERT INTO pricing_plans (name, display_name, price, duration) VALUES ('after_restore', '{"en": "After", "id": "Sesudah"}', 1, 1)`,
      );
    });
  }, 90_000);

  it('refuses a data directory that holds data, and a backup from a newer version', async () => {
    const intoSource = collect();
    expect(await restoreCommand(configFor(sourceDir), [backupFile], intoSource)).toBe(1);
    expect(intoSource.errors()).toContain('already holds data');

    const lines = gunzipSync(await readFile(backupFile))
      .toString()
      .split('\n');
    const header = JSON.parse(lines[0]!) as { migration: { when: number; tag: string } };
    header.migration = { ...header.migration, when: header.migration.when + 86_400_000, tag: '9999_future' };
    const newer = join(work, 'newer.backup.gz');
    await writeFile(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    const newDir = join(work, 'never-made');
    const fromNewer = collect();
    expect(await restoreCommand(configFor(newDir), [newer], fromNewer)).toBe(1);
    expect(fromNewer.errors()).toContain('newer version of Ringkas');
    expect(existsSync(join(newDir, 'pglite'))).toBe(false);
  }, 60_000);

  it('reads a consistent snapshot while the server writes, and the server keeps writing', async () => {
    const dir = await createPgliteDataDir();
    const server = await openDatabase({ dataDir: dir, poolSize: 1 });
    try {
      // Like the click ingest: 500 clicks per transaction, one transaction after another.
      let stop = false;
      let batches = 0;
      const writer = (async () => {
        while (!stop) {
          const client = await server.pool.connect();
          try {
            await client.query('BEGIN');
            await client.query(
              `INSERT INTO clicks (link_id, clicked_at, device, is_bot, destination)
               SELECT md5('link1')::uuid, now(), 'mobile', false, 'https://example.com/' || i
               FROM generate_series(1, $1::int) i`,
              [500],
            );
            await client.query('COMMIT');
          } finally {
            client.release();
          }
          batches++;
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const file = join(work, 'live.backup.gz');
      const run = await runCli(['backup', file], { DATA_DIR: dir });
      stop = true;
      await writer;
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain('The server is running');
      expect(batches).toBeGreaterThan(0);

      const backup = await openBackupFile(file);
      let clicks = -1;
      for await (const item of backup.items)
        if (item.kind === 'table' && item.table.table === 'clicks') clicks = item.table.rows;
      expect(clicks % 500).toBe(0);
      expect(clicks).toBeGreaterThan(0);
      // Still writable after the snapshot's transaction ended.
      await server.pool.query(
        `INSERT INTO admin_settings (setting_key, setting_value) VALUES ('after', 'true')`,
      );
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses to back up PostgreSQL, naming pg_dump', async () => {
    const run = await runCli(['backup', join(work, 'pg.backup')], {
      DATA_DIR: work,
      DATABASE_URL: 'postgres://ringkas@127.0.0.1:5432/ringkas',
    });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`pg_dump --format=custom --file=${join(work, 'pg.backup')} "$DATABASE_URL"`);
  }, 30_000);
});

describe('migrate-to PostgreSQL', () => {
  it('copies every row into an empty database, and refuses one that holds rows', async () => {
    const target = await createPostgresDatabase();
    try {
      const first = collect();
      expect(await migrateToCommand(configFor(sourceDir), [target.url], first), first.text()).toBe(0);
      expect(first.text()).toMatch(/clicks\s+100,000/);
      expect(first.text()).toContain(`DATABASE_URL=${target.url} npm start`);
      expect(await fingerprints(postgresAt(target.url))).toEqual(await fingerprints(pgliteAt(sourceDir)));

      const again = collect();
      expect(await migrateToCommand(configFor(sourceDir), [target.url], again)).toBe(1);
      expect(again.errors()).toContain('already holds data');
    } finally {
      await target.drop();
    }
  }, 90_000);
});

// --- helpers ---------------------------------------------------------------------------------

function configFor(dataDir: string) {
  return loadConfig({ DATA_DIR: dataDir });
}

function collect(): CommandOutput & { text(): string; errors(): string } {
  let out = '';
  let err = '';
  return {
    out: (text) => (out += text),
    err: (text) => (err += text),
    text: () => out + err,
    errors: () => err,
  };
}

/** The CLI as an operator runs it (`npx tsx src/server/cli.ts ...`), without a build. */
function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  delete childEnv.AUTH_SECRET;
  return runCommand('npx', ['tsx', 'src/server/cli.ts', ...args], { cwd: root, env: childEnv });
}

type Opener = <T>(work: (pool: pg.Pool) => Promise<T>) => Promise<T>;

async function withPglite<T>(dataDir: string, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, poolSize: 1 });
  try {
    return await work(database.pool);
  } finally {
    await database.close();
  }
}

function pgliteAt(dataDir: string): Opener {
  return (work) => withPglite(dataDir, work);
}

function postgresAt(url: string): Opener {
  return async (work) => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      return await work(pool);
    } finally {
      await pool.end();
    }
  };
}

/** Per table of the public schema: its row count and the sum of a hash of each row's text. */
async function fingerprints(open: Opener): Promise<Record<string, string>> {
  return open(async (pool) => {
    const client = await pool.connect();
    try {
      // The same text on both engines, whatever their defaults.
      await client.query(`SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET extra_float_digits = 1`);
      const { rows: tables } = await client.query<{ name: string }>(
        `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY 1`,
      );
      const result: Record<string, string> = {};
      for (const { name } of tables) {
        const { rows } = await client.query<{ n: string; sum: string }>(
          `SELECT count(*) AS n, coalesce(sum(hashtextextended(t::text, 0)), 0)::text AS sum FROM "${name}" t`,
        );
        result[name] = `${rows[0]!.n} rows, ${rows[0]!.sum}`;
      }
      return result;
    } finally {
      client.release();
    }
  });
}

async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ringkas_backup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Accounts, links, 100,000 clicks on five of them, settings and a few rows of other kinds. */
async function seed(pool: pg.Pool): Promise<void> {
  await pool.query(`
    INSERT INTO auth_user (id, name, email, email_verified, created_at)
    SELECT 'u' || i, 'User ' || i, 'user' || i || '@example.com', i % 2 = 0,
      timestamptz '2025-01-01 00:00:00.123456+00' + i * interval '1 day 1.000001 second'
    FROM generate_series(1, 50) i`);
  await pool.query(`
    INSERT INTO users (id, email, username, name, is_admin)
    SELECT 'u' || i, 'user' || i || '@example.com', 'user' || i, E'User\\n"' || i || E'"\\ttab', i = 1
    FROM generate_series(1, 50) i`);
  await pool.query(`
    INSERT INTO workspaces (id, name, slug, personal, subscription_plan, subscription_expires)
    SELECT 'u' || i, 'User ' || i, 'user' || i, true,
      CASE WHEN i % 3 = 0 THEN 'vip' ELSE 'basic' END,
      CASE WHEN i % 3 = 0 THEN now() + interval '30 days' END
    FROM generate_series(1, 50) i`);
  await pool.query(`
    INSERT INTO workspace_members (workspace_id, user_id, role)
    SELECT 'u' || i, 'u' || i, 'owner' FROM generate_series(1, 50) i`);
  await pool.query(`
    INSERT INTO auth_account (id, account_id, provider_id, user_id, password)
    SELECT 'a' || i, 'u' || i, 'credential', 'u' || i, 'scrypt$' || md5(i::text) FROM generate_series(1, 50) i`);
  await pool.query(`
    INSERT INTO auth_session (id, token, user_id, expires_at, user_agent)
    SELECT 's' || i, 'token' || i, 'u' || i, now() + interval '7 days', 'Mozilla/5.0 (X11; Linux) ü' FROM generate_series(1, 20) i`);
  await pool.query(`
    INSERT INTO shortlinks (id, workspace_id, short_url, domain, destination_url, title, click_count, targeting)
    SELECT md5('link' || i)::uuid, 'u' || (i % 50 + 1), 'c' || i, 'sho.rt', 'https://example.com/' || i,
      'Title ' || i, CASE WHEN i <= 5 THEN 20000 ELSE 0 END,
      CASE WHEN i % 4 = 0 THEN jsonb_build_object('fallback', 'https://fallback.example/' || i, 'rules', jsonb_build_array()) END
    FROM generate_series(1, 200) i`);
  await pool.query(`
    INSERT INTO clicks (link_id, clicked_at, country, device, os, browser, referrer_host, is_bot, destination, choice, visitor_hash)
    SELECT md5('link' || (i % 5 + 1))::uuid, timestamptz '2026-01-01 00:00:00+00' + i * interval '1.234567 second',
      (ARRAY['ID', 'US', NULL])[i % 3 + 1], 'desktop', 'Linux', 'Firefox',
      CASE WHEN i % 7 = 0 THEN 'ref.example' END, i % 11 = 0, 'https://example.com/' || (i % 5 + 1),
      CASE WHEN i % 13 = 0 THEN 'rule:0' END, (i::bigint * 2654435761) % 9007199254740991
    FROM generate_series(1, ${clickCount}) i`);
  await pool.query(`
    INSERT INTO admin_settings (setting_key, setting_value) VALUES
      ('brand_name', '"Kept Brand"'), ('landing', '{"sections": [1, 2.50, null, "x\\ny"]}')`);
  await pool.query(`
    INSERT INTO api_keys (id, workspace_id, name, prefix, hash, scopes)
    VALUES ('k1', 'u1', 'CI', 'rk_abc', 'hash1', ARRAY['links:read', 'links:write'])`);
  await pool.query(`
    INSERT INTO brand_assets (kind, content_type, bytes, sha256)
    VALUES ('logo', 'image/png', '\\x89504e470d0a1a0a00ff'::bytea, 'abc')`);
  await pool.query(`
    INSERT INTO notifications (user_id, type, title, body) SELECT 'u' || i, 'info', 'Hello', 'Body ' || i
    FROM generate_series(1, 30) i`);
  await pool.query(`UPDATE pricing_plans SET price = price + 1, features = '["edited"]' WHERE name = 'vip'`);
}
