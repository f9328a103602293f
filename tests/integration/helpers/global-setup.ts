import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';
import { copyCluster, removeCluster } from './cluster-files';
import { databaseUrlOf, onServer } from '../../../scripts/postgres-admin.mjs';

// Creating a PGlite cluster (initdb in WASM) takes seconds; copying a migrated one takes a fraction
// of that. One template per run, copied for every test app. On PostgreSQL, the same: a migrated
// template database that each test database is created from.
export default async function setup(project: TestProject) {
  const postgresTemplate = await migratedPostgresTemplate(process.env.TEST_DATABASE_URL);
  const templateDir = await mkdtemp(join(tmpdir(), 'rk-template-'));
  const bareDir = await mkdtemp(join(tmpdir(), 'rk-bare-'));
  const bare = await openDatabase({ dataDir: templateDir, poolSize: 1 });
  await bare.close();
  // A cluster with no migration applied, for the tests that fill a database at an older level.
  await copyCluster(join(templateDir, 'pglite'), join(bareDir, 'pglite'));
  const database = await openDatabase({ dataDir: templateDir, poolSize: 1 });
  await migrateDatabase(database);
  await database.close();
  project.provide('pgliteTemplateDir', join(templateDir, 'pglite'));
  project.provide('pgliteBareDir', join(bareDir, 'pglite'));
  project.provide('postgresTemplate', postgresTemplate?.name ?? '');
  return async () => {
    await postgresTemplate?.drop();
    await removeCluster(templateDir);
    await removeCluster(bareDir);
  };
}

/** A migrated database on the server, for `CREATE DATABASE ... TEMPLATE`; none without a server. */
async function migratedPostgresTemplate(serverUrl: string | undefined) {
  if (!serverUrl) return undefined;
  const name = `ringkas_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({
    databaseUrl: databaseUrlOf(serverUrl, name),
    dataDir: tmpdir(),
    poolSize: 1,
  });
  await migrateDatabase(database);
  await database.close();
  return { name, drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    pgliteBareDir: string;
    /** The migrated template database's name on TEST_DATABASE_URL's server ('' without one). */
    postgresTemplate: string;
  }
}
