import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { copyCluster, removeCluster } from './cluster-files';
import './global-setup';
import { databaseUrlOf, onServer } from '../../../scripts/postgres-admin.mjs';

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
  await copyCluster(inject('pgliteTemplateDir'), join(dataDir, 'pglite'));
  return dataDir;
}

/**
 * A new, migrated database. `bare`: no migration applied, for the tests that fill a database at an
 * older migration level and upgrade it.
 */
export async function createTestDatabase(options: { bare?: boolean } = {}): Promise<TestDatabaseLocation> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = options.bare ? await mkdtemp(join(tmpdir(), 'rk-')) : await createPgliteDataDir();
    if (options.bare) await copyCluster(inject('pgliteBareDir'), join(dataDir, 'pglite'));
    return { dataDir, databaseUrl: undefined, dispose: () => removeCluster(dataDir) };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'rk-'));
  const name = `ringkas_test_${randomBytes(6).toString('hex')}`;
  // A migrated copy of the run's template (global-setup.ts) unless a bare one is asked for.
  const template = options.bare ? '' : inject('postgresTemplate');
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    dataDir,
    databaseUrl: databaseUrlOf(serverUrl, name),
    async dispose() {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await removeCluster(dataDir);
    },
  };
}
