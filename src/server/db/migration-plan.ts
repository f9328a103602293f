import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client';
import { migrationsFolder } from './migrate';

// What an upgrade would do, without doing it (`npm run cli -- migrate --dry-run`): the migrations
// the database has not applied, each with its statements. Drizzle's migrator applies every
// migration of the folder newer than the last one the database recorded (its `created_at` is the
// journal's `when`), so the same comparison gives the same list.

export interface PendingMigration {
  tag: string;
  statements: string[];
}

export interface MigrationPlan {
  /** The last migration the database applied (null: a database with none). */
  current: string | null;
  applied: number;
  total: number;
  pending: PendingMigration[];
}

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The last migration's time the database recorded, or null when it has applied none. */
async function lastApplied(database: Database): Promise<number | null> {
  const exists = await database.pool.query<{ found: string | null }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found",
  );
  if (!exists.rows[0]?.found) return null;
  const last = await database.pool.query<{ created_at: string | null }>(
    'SELECT max(created_at)::text AS created_at FROM drizzle.__drizzle_migrations',
  );
  const at = last.rows[0]?.created_at;
  return at === null || at === undefined ? null : Number(at);
}

export async function migrationPlan(database: Database, folder = migrationsFolder): Promise<MigrationPlan> {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const files = readMigrationFiles({ migrationsFolder: folder });
  const last = await lastApplied(database);
  const isApplied = (when: number) => last !== null && when <= last;
  const pending = journal.entries
    .map((entry, index) => ({ entry, file: files[index]! }))
    .filter(({ file }) => !isApplied(file.folderMillis))
    .map(({ entry, file }) => ({
      tag: entry.tag,
      statements: file.sql.map((statement) => statement.trim()).filter((statement) => statement.length > 0),
    }));
  const applied = journal.entries.filter((entry) => isApplied(entry.when));
  return {
    current: applied.at(-1)?.tag ?? null,
    applied: applied.length,
    total: journal.entries.length,
    pending,
  };
}

/** The first line of a statement, shortened: enough to tell what it does. */
function headline(statement: string): string {
  const line = statement.split('\n')[0]!.trim();
  return line.length > 100 ? `${line.slice(0, 97)}...` : line;
}

/** The plan as the command line prints it. */
export function describePlan(plan: MigrationPlan): string {
  const at = plan.current
    ? `The database is at ${plan.current} (${plan.applied} of ${plan.total} migrations applied).`
    : `The database has no migrations applied (${plan.total} in this version).`;
  if (plan.pending.length === 0) return `${at}\nNothing to apply.\n`;
  const lines = [at, `An upgrade would apply ${plan.pending.length}, in this order:`];
  for (const migration of plan.pending) {
    lines.push(`  ${migration.tag} (${migration.statements.length} statements)`);
    for (const statement of migration.statements) lines.push(`    ${headline(statement)}`);
  }
  lines.push('Nothing was changed. Run `npm run cli -- migrate` to apply them.');
  return `${lines.join('\n')}\n`;
}
