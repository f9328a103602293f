import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import './global-setup';

// Each test app gets a database of its own: a new PGlite directory by default, or a new database
// on the PostgreSQL server named by TEST_DATABASE_URL, dropped again when the test closes it.

export const testEngine: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabaseLocation {
  dataDir: string;
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

/** A new embedded data directory holding a copy of the migrated template cluster. */
export async function createPgliteDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rk-'));
  await cp(inject('pgliteTemplateDir'), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/**
 * A new database. `bare`: no migration applied (PostgreSQL's are always created empty), for the
 * tests that fill a database at an older migration level and upgrade it.
 */
export async function createTestDatabase(options: { bare?: boolean } = {}): Promise<TestDatabaseLocation> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = options.bare ? await mkdtemp(join(tmpdir(), 'rk-')) : await createPgliteDataDir();
    if (options.bare) await cp(inject('pgliteBareDir'), join(dataDir, 'pglite'), { recursive: true });
    return { dataDir, databaseUrl: undefined, dispose: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'rk-'));
  const name = `ringkas_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async dispose() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
