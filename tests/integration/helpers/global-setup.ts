import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';

// Creating a PGlite cluster (initdb in WASM) takes seconds; copying a migrated one takes a fraction
// of that. One template per run, copied for every test app.
export default async function setup(project: TestProject) {
  const templateDir = await mkdtemp(join(tmpdir(), 'rk-template-'));
  const bareDir = await mkdtemp(join(tmpdir(), 'rk-bare-'));
  const bare = await openDatabase({ dataDir: templateDir, poolSize: 1 });
  await bare.close();
  // A cluster with no migration applied, for the tests that fill a database at an older level.
  await cp(join(templateDir, 'pglite'), join(bareDir, 'pglite'), { recursive: true });
  const database = await openDatabase({ dataDir: templateDir, poolSize: 1 });
  await migrateDatabase(database);
  await database.close();
  project.provide('pgliteTemplateDir', join(templateDir, 'pglite'));
  project.provide('pgliteBareDir', join(bareDir, 'pglite'));
  return async () => {
    await rm(templateDir, { recursive: true, force: true });
    await rm(bareDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    pgliteBareDir: string;
  }
}
