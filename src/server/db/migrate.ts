import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { packageRoot } from '../platform/runtime/package-root';
import { lockIds, withAdvisoryLock } from './advisory-lock';
import type { Database } from './client';

export const migrationsFolder = join(packageRoot, 'drizzle');

/** Processes starting together on one PostgreSQL apply migrations one at a time. */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await withAdvisoryLock(client, lockIds.migrations, () => migrate(drizzle(client), { migrationsFolder }));
  } finally {
    client.release();
  }
}
