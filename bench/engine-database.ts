import pg from 'pg';
import { databaseUrlOf, onServer } from '../scripts/postgres-admin.mjs';

// The database a benchmark's server runs on, for the benchmarks that run on each engine.

/** A new, empty database `name` on the PostgreSQL server at `serverUrl` (one a run left is dropped); its URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  await dropDatabase(serverUrl, name);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  return databaseUrlOf(serverUrl, name);
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A client of the server's database: PostgreSQL's at `databaseUrl`, else the embedded engine's socket in `dataDir`. */
export function databaseClient(dataDir: string, databaseUrl: string | undefined): pg.Client {
  return databaseUrl
    ? new pg.Client({ connectionString: databaseUrl })
    : new pg.Client({ host: dataDir, port: 5432, user: 'postgres', database: 'postgres' });
}
