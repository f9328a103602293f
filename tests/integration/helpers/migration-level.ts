import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { migrateDatabase, migrationsFolder } from '../../../src/server/db/migrate';
import { createTestDatabase, type TestDatabaseLocation } from './test-database';

// Data outlives code: a migration is tested on a database filled at the level before it. These
// helpers give a database migrated up to a named migration (drizzle's own migrator, over a copy of
// drizzle/ whose journal stops there), which a test fills with SQL of that level and then upgrades
// with the real migrateDatabase.

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** Applies the migrations up to and including `lastTag` (e.g. '0018_link_imports'). */
export async function migrateUpTo(database: Database, lastTag: string): Promise<void> {
  const journalText = await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  const journal = JSON.parse(journalText) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (end < 0) throw new Error(`no migration named ${lastTag}`);
  const folder = await mkdtemp(join(tmpdir(), 'rk-migrations-'));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    await writeFile(
      join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }),
    );
    const client = await database.pool.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
    } finally {
      client.release();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export interface DatabaseAtLevel {
  database: Database;
  location: TestDatabaseLocation;
  /**
   * Applies every later migration, as a start of the new code does, or those up to `lastTag`
   * (a test that checks one migration's columns, which a later one may change again).
   */
  upgrade(lastTag?: string): Promise<void>;
  close(): Promise<void>;
}

/** A new database (PGlite, or PostgreSQL with TEST_DATABASE_URL) at the level of `lastTag`. */
export async function databaseAtLevel(lastTag: string): Promise<DatabaseAtLevel> {
  const location = await createTestDatabase({ bare: true });
  const database = await openDatabase({
    databaseUrl: location.databaseUrl,
    dataDir: location.dataDir,
    poolSize: 2,
  });
  await migrateUpTo(database, lastTag);
  return {
    database,
    location,
    upgrade: (lastTag) => (lastTag ? migrateUpTo(database, lastTag) : migrateDatabase(database)),
    async close() {
      await database.close();
      await location.dispose();
    },
  };
}

/**
 * Accounts, each with its profile, its personal workspace of the same id and its owner's
 * membership: the rows every level since 0023 keeps for a customer, which a migration test fills
 * before its own.
 */
export async function insertAccounts(pool: Pool, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await pool.query(
      `INSERT INTO auth_user (id, name, email, email_verified, created_at, updated_at)
       VALUES ($1, $1, $1 || '@example.com', true, now(), now())`,
      [id],
    );
    await pool.query(
      `INSERT INTO users (id, email, username, name) VALUES ($1, $1 || '@example.com', $1, $1)`,
      [id],
    );
    await pool.query(`INSERT INTO workspaces (id, name, slug, personal) VALUES ($1, $1, $1, true)`, [id]);
    await pool.query(`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $1, 'owner')`, [
      id,
    ]);
  }
}
