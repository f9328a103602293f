import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { packageRoot } from '../platform/package-root';
import type { Database } from './client';

export const migrationsFolder = join(packageRoot, 'drizzle');

// Any fixed number shared by every Ringkas process: the advisory lock makes processes starting
// together on one PostgreSQL apply migrations one at a time.
const migrationLockId = 7_164_001;

export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockId]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockId]);
    }
  } finally {
    client.release();
  }
}
