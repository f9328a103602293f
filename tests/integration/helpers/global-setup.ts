import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';

// Creating a PGlite cluster (initdb in WASM) takes seconds; copying a migrated one takes a fraction
// of that. One template per run, copied for every test app.
export default async function setup(project: TestProject) {
  const templateDir = await mkdtemp(join(tmpdir(), 'rk-template-'));
  const database = await openDatabase({ dataDir: templateDir, poolSize: 1 });
  await migrateDatabase(database);
  await database.close();
  project.provide('pgliteTemplateDir', join(templateDir, 'pglite'));
  return async () => {
    await rm(templateDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}
