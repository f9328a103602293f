import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { escapeIdentifier } from 'pg';
import { lockIds, withAdvisoryLock } from './advisory-lock';
import { migrationsFolder } from './migrate';

// Backups of the embedded database in a format of our own, and the loader that puts one back: into
// a new data directory (restore) or into PostgreSQL (restore with DATABASE_URL, and migrate-to,
// which streams a live snapshot into the loader without a file in between).
//
// The file is gzip of JSON lines:
//   {"format":"ringkas-backup","version":1,"created_at":…,"migration":{when,tag,hash},"auth_secret":…}
//   per table of the public schema, in foreign-key order (parents first):
//     {"table":"<name>","columns":[…],"rows":<n>}   then exactly n lines, one row_to_json each
//   {"end":true,"tables":<n>,"rows":<total>}
// Rows are PostgreSQL's own JSON text, never parsed here: bigints, timestamps with microseconds,
// bytea, arrays and jsonb come back exactly through json_populate_recordset. pg-boss's schema is left
// out (its jobs are made again at start), and so is drizzle's migrations table: a restore applies
// the migrations itself, up to the backup's level.

/** A connection of our own: a pool's client, or a client of the running server's socket. */
export type Connection = pg.PoolClient | pg.Client;

export const backupFormat = 'ringkas-backup';
export const backupFormatVersion = 1;

/** Rows per FETCH and per INSERT: a few MB of JSON at most, so 100,000 clicks never sit in memory. */
const batchRows = 5000;
/** Rows that migrations insert (drizzle/0002_seed_plans.sql): a database holding only these is empty. */
const seededTables = new Set(['pricing_plans']);
/**
 * Tables that triggers keep from other tables' rows (drizzle/0027): left out of a snapshot, since
 * loading those rows makes them again.
 */
const derivedTables = new Set(['workspace_link_counts']);
const migrationsTable = 'drizzle.__drizzle_migrations';

/** The last migration applied: `when` is drizzle's folderMillis, the journal entry's key. */
export interface MigrationLevel {
  when: number;
  tag: string | null;
  hash: string;
}

export interface BackupHeader {
  format: typeof backupFormat;
  version: number;
  created_at: string;
  migration: MigrationLevel;
  /** DATA_DIR/auth-secret when the install uses it: sessions and the stored secrets need it. */
  auth_secret: string | null;
}

export interface TableHeader {
  table: string;
  columns: string[];
  rows: number;
}

export type BackupItem = { kind: 'table'; table: TableHeader } | { kind: 'rows'; rows: string[] };

export interface TableCount {
  table: string;
  rows: number;
}

// ---------------------------------------------------------------------------------------------
// Reading a snapshot

export interface Snapshot {
  migration: MigrationLevel;
  tables: TableHeader[];
  /** Every table's header and its rows in batches, in foreign-key order. */
  items(): AsyncGenerator<BackupItem>;
}

/**
 * Runs `work` on one REPEATABLE READ READ ONLY transaction: every table is read from the same
 * snapshot. On the embedded database a running server waits meanwhile (PGlite is one session).
 */
export async function withSnapshot<T>(
  client: Connection,
  work: (snapshot: Snapshot) => Promise<T>,
): Promise<T> {
  await beginSnapshot(client);
  try {
    const level = await migrationLevel(client);
    if (!level) throw new Error('The database has no migrations applied: there is nothing to copy.');
    const infos = (await tablesInLoadOrder(client)).filter((table) => !derivedTables.has(table.name));
    const tables: TableHeader[] = [];
    for (const table of infos) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${escapeIdentifier(table.name)}`,
      );
      tables.push({ table: table.name, columns: table.columns, rows: Number(rows[0]?.n ?? 0) });
    }
    const keys = new Map(infos.map((table) => [table.name, table.key]));
    const result = await work({
      migration: level,
      tables,
      items: () => snapshotItems(client, tables, keys),
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // The error that matters is the one thrown; a failed rollback adds nothing to it (the
    // connection is closed next, which ends the transaction anyway).
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * A running server shares PGlite's one session through its socket (pglite-socket). Its queue never
 * lets another connection into an open transaction block, but it can run this BEGIN between the
 * Parse and the Sync of one of the server's statements. A plain BEGIN would then take that
 * statement into this block and leave the server's connection stuck in it; a BEGIN that sets the
 * isolation level is refused instead ("must be called before any query", 25001), the server's one
 * statement fails, and this one is tried again.
 */
async function beginSnapshot(client: Connection): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ level: string }>(
        `SELECT current_setting('transaction_isolation') AS level`,
      );
      if (rows[0]?.level === 'repeatable read') return;
      await client.query('ROLLBACK');
      throw new Error('The snapshot transaction did not start');
    } catch (error) {
      if ((error as { code?: string }).code !== '25001' || attempt >= 20) throw error;
      await sleep(100);
    }
  }
}

interface TableInfo {
  name: string;
  /** Stored columns (generated ones are computed again on insert). */
  columns: string[];
  /** Primary key columns: rows are read in key order, as an index walks them. */
  key: string[];
  parents: string[];
}

async function tablesInLoadOrder(client: Connection): Promise<TableInfo[]> {
  const { rows } = await client.query<TableInfo>(`
    SELECT c.relname AS name,
      ARRAY(SELECT a.attname::text FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
            ORDER BY a.attnum) AS columns,
      ARRAY(SELECT a.attname::text FROM pg_index i
            JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
            WHERE i.indrelid = c.oid AND i.indisprimary
            ORDER BY array_position(i.indkey::int2[], a.attnum)) AS key,
      ARRAY(SELECT DISTINCT p.relname::text FROM pg_constraint f JOIN pg_class p ON p.oid = f.confrelid
            WHERE f.conrelid = c.oid AND f.contype = 'f' AND p.oid <> c.oid
              AND p.relnamespace = c.relnamespace) AS parents
    FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`);
  return foreignKeyOrder(rows);
}

/**
 * Parents before children (alphabetical among equals); a cycle between tables is refused. A table
 * that refers to itself would load only if its rows came parents first: none does.
 */
function foreignKeyOrder(tables: TableInfo[]): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let pending = tables;
  while (pending.length > 0) {
    const ready = pending.filter((table) =>
      table.parents.every((parent) => placed.has(parent) || !tables.some((t) => t.name === parent)),
    );
    if (ready.length === 0) {
      throw new Error(`Foreign keys form a cycle between ${pending.map((t) => t.name).join(', ')}`);
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
    pending = pending.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

async function* snapshotItems(
  client: Connection,
  tables: TableHeader[],
  keys: Map<string, string[]>,
): AsyncGenerator<BackupItem> {
  for (const table of tables) {
    yield { kind: 'table', table };
    if (table.rows === 0) continue;
    const key = keys.get(table.table) ?? [];
    const select =
      `SELECT row_to_json(r)::text AS row FROM (SELECT ${table.columns.map(escapeIdentifier).join(', ')} ` +
      `FROM ${escapeIdentifier(table.table)}` +
      (key.length > 0 ? ` ORDER BY ${key.map(escapeIdentifier).join(', ')}` : '') +
      ') r';
    // Not closed when the reading stops early: the transaction's end closes it, and a CLOSE in an
    // aborted transaction would only hide the error that stopped it.
    await client.query(`DECLARE ringkas_backup NO SCROLL CURSOR FOR ${select}`);
    let read = 0;
    for (;;) {
      const { rows } = await client.query<{ row: string }>(`FETCH ${batchRows} FROM ringkas_backup`);
      if (rows.length === 0) break;
      read += rows.length;
      // The header's count came from the same snapshot; a reader relies on it.
      if (read > table.rows) throw new Error(`${table.table} changed during the snapshot`);
      // JSON allows a raw line break only between tokens (where a space means the same): one
      // row, one line.
      yield {
        kind: 'rows',
        rows: rows.map(({ row }) => (/[\r\n]/.test(row) ? row.replace(/[\r\n]/g, ' ') : row)),
      };
    }
    if (read !== table.rows) throw new Error(`${table.table} changed during the snapshot`);
    await client.query('CLOSE ringkas_backup');
  }
}

// ---------------------------------------------------------------------------------------------
// Migration levels

interface JournalEntry {
  when: number;
  tag: string;
}

async function readJournal(): Promise<{ raw: Record<string, unknown>; entries: JournalEntry[] }> {
  const raw = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return { raw, entries: raw.entries };
}

/** The database's last applied migration, or null when none was. */
export async function migrationLevel(client: Connection): Promise<MigrationLevel | null> {
  const { rows: present } = await client.query<{ present: boolean }>(
    `SELECT to_regclass('${migrationsTable}') IS NOT NULL AS present`,
  );
  if (!present[0]?.present) return null;
  const { rows } = await client.query<{ hash: string; when: string }>(
    `SELECT hash, created_at::text AS when FROM ${migrationsTable} ORDER BY created_at DESC LIMIT 1`,
  );
  const last = rows[0];
  if (!last) return null;
  const when = Number(last.when);
  const { entries } = await readJournal();
  return { when, hash: last.hash, tag: entries.find((entry) => entry.when === when)?.tag ?? null };
}

/** The name of a level for messages: its migration's tag, or its time when this code does not know it. */
export function levelName(level: Pick<MigrationLevel, 'when' | 'tag'>): string {
  return level.tag ?? `of ${new Date(level.when).toISOString()}`;
}

/** Refuses a level this code cannot reproduce: newer than its last migration, or unknown to it. */
export async function assertKnownLevel(level: MigrationLevel): Promise<void> {
  const { entries } = await readJournal();
  if (entries.some((entry) => entry.when === level.when)) return;
  const last = entries.at(-1);
  if (last && level.when > last.when) {
    throw new Error(
      `The data comes from a newer version of Ringkas (migration ${levelName(level)}); this one knows ` +
        `migrations up to ${last.tag}. Upgrade Ringkas first, then run this again.`,
    );
  }
  throw new Error(`The data is at a migration this version of Ringkas does not have (${levelName(level)}).`);
}

/** Applies this code's migrations up to and including `level` (none after it). */
export async function migrateToLevel(client: Connection, level: MigrationLevel): Promise<void> {
  await assertKnownLevel(level);
  const { raw, entries } = await readJournal();
  const upTo = entries.slice(0, entries.findIndex((entry) => entry.when === level.when) + 1);
  // drizzle's migrator applies a whole folder: give it a copy whose journal stops at the level.
  const folder = await mkdtemp(join(tmpdir(), 'ringkas-migrations-'));
  try {
    await mkdir(join(folder, 'meta'));
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...raw, entries: upTo }));
    for (const entry of upTo) {
      await copyFile(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    }
    await withAdvisoryLock(client, lockIds.migrations, () =>
      migrate(drizzle(client), { migrationsFolder: folder }),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The target: empty, and at no newer level than the data

/**
 * Refuses a target that holds data (rows beyond the migrations' own), tables that are not
 * Ringkas's, or migrations newer than `level` (its tables would not match the data's).
 */
export async function assertEmptyTarget(client: Connection, level: MigrationLevel): Promise<void> {
  const current = await migrationLevel(client);
  const tables = await tablesInLoadOrder(client);
  if (!current) {
    if (tables.length > 0) {
      throw new Error(
        `The target database already has tables (${tables
          .slice(0, 5)
          .map((table) => table.name)
          .join(', ')}${tables.length > 5 ? ', …' : ''}) and no Ringkas migrations: use an empty database.`,
      );
    }
    return;
  }
  const withRows: string[] = [];
  for (const table of tables) {
    if (seededTables.has(table.name) || derivedTables.has(table.name)) continue;
    const { rows } = await client.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${escapeIdentifier(table.name)}) AS any`,
    );
    if (rows[0]?.any) withRows.push(table.name);
  }
  if (withRows.length > 0) {
    throw new Error(
      `The target already holds data (rows in ${withRows.slice(0, 5).join(', ')}${withRows.length > 5 ? ', …' : ''}): ` +
        'it must be empty. Use a new data directory or an empty database.',
    );
  }
  if (current.when > level.when) {
    throw new Error(
      `The target is at a newer migration (${levelName(current)}) than the data (${levelName(level)}). ` +
        'Use a new, empty database, or bring the data to this version first ' +
        '(on the embedded database: npm run cli -- migrate, with the server stopped).',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Loading

/**
 * Loads every table of `items` in one transaction: the rows the migrations seeded are replaced,
 * each batch goes in with one INSERT … SELECT FROM json_populate_recordset, sequences continue
 * after their table's largest value, and each table's count is checked against the source's before
 * the commit. The target must be migrated to the data's level.
 */
export async function loadItems(client: Connection, items: AsyncIterable<BackupItem>): Promise<TableCount[]> {
  await client.query('BEGIN');
  try {
    const targetTables = new Map((await tablesInLoadOrder(client)).map((table) => [table.name, table]));
    if (targetTables.size > 0) {
      await client.query(`TRUNCATE ${[...targetTables.keys()].map(escapeIdentifier).join(', ')}`);
    }
    const loaded: TableHeader[] = [];
    let insert: string | undefined;
    for await (const item of items) {
      if (item.kind === 'table') {
        const { table } = item;
        const target = targetTables.get(table.table);
        if (!target) throw new Error(`The target has no table ${table.table}`);
        const missing = table.columns.filter((column) => !target.columns.includes(column));
        if (missing.length > 0) {
          throw new Error(`The target's ${table.table} has no column ${missing.join(', ')}`);
        }
        const early = target.parents.filter((parent) => !loaded.some((done) => done.table === parent));
        if (early.length > 0 && table.rows > 0) {
          throw new Error(`${table.table} comes before the tables it refers to (${early.join(', ')})`);
        }
        const columns = table.columns.map(escapeIdentifier).join(', ');
        const name = escapeIdentifier(table.table);
        insert =
          `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE ` +
          `SELECT ${columns} FROM json_populate_recordset(NULL::${name}, $1::json)`;
        loaded.push(table);
      } else {
        if (!insert) throw new Error('Rows before their table');
        await client.query(insert, [`[${item.rows.join(',')}]`]);
      }
    }
    const counts: TableCount[] = [];
    for (const table of loaded) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${escapeIdentifier(table.table)}`,
      );
      const count = Number(rows[0]?.n ?? 0);
      if (count !== table.rows) {
        throw new Error(`${table.table}: ${count} rows loaded, the source has ${table.rows}`);
      }
      counts.push({ table: table.table, rows: count });
    }
    await resetSequences(client);
    await client.query('COMMIT');
    return counts;
  } catch (error) {
    // As in withSnapshot: the thrown error is the one to report.
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Every serial and identity column's sequence continues after its table's largest value. */
async function resetSequences(client: Connection): Promise<void> {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(`
    SELECT c.relname AS table, a.attname AS column,
      pg_get_serial_sequence(format('%I.%I', 'public', c.relname), a.attname) AS sequence
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
      AND a.attnum > 0 AND NOT a.attisdropped
      AND pg_get_serial_sequence(format('%I.%I', 'public', c.relname), a.attname) IS NOT NULL`);
  for (const { table, column, sequence } of rows) {
    await client.query(
      `SELECT setval($1, COALESCE((SELECT max(${escapeIdentifier(column)}) FROM ${escapeIdentifier(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The file

/** Writes the backup beside `file` and renames it into place: a failed run leaves no half file. */
export async function writeBackupFile(
  file: string,
  header: BackupHeader,
  items: AsyncIterable<BackupItem>,
): Promise<void> {
  const partial = `${file}.partial`;
  async function* lines(): AsyncGenerator<string> {
    yield `${JSON.stringify(header)}\n`;
    let tables = 0;
    let total = 0;
    for await (const item of items) {
      if (item.kind === 'table') {
        tables++;
        total += item.table.rows;
        yield `${JSON.stringify(item.table)}\n`;
      } else {
        yield `${item.rows.join('\n')}\n`;
      }
    }
    yield `${JSON.stringify({ end: true, tables, rows: total })}\n`;
  }
  try {
    // Owner-only: it holds the auth secret and every account's data.
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export interface BackupFile {
  header: BackupHeader;
  items: AsyncGenerator<BackupItem>;
  close(): void;
}

/** Opens a backup: its header is read and checked at once, its tables as `items` is iterated. */
export async function openBackupFile(file: string): Promise<BackupFile> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const lines = readLines(gunzip);
  const first = await lines.next();
  const header = first.done ? undefined : parseLine(first.value, 'header');
  if (
    !header ||
    header.format !== backupFormat ||
    typeof header.version !== 'number' ||
    typeof (header.migration as MigrationLevel | undefined)?.when !== 'number'
  ) {
    gunzip.destroy();
    throw new Error(`${file} is not a Ringkas backup`);
  }
  if (header.version > backupFormatVersion) {
    gunzip.destroy();
    throw new Error(`${file} is a backup of format ${String(header.version)}, newer than this Ringkas reads`);
  }
  return {
    header: header as unknown as BackupHeader,
    items: fileItems(lines),
    close: () => gunzip.destroy(),
  };
}

async function* fileItems(lines: AsyncGenerator<string>): AsyncGenerator<BackupItem> {
  let tables = 0;
  let total = 0;
  for (;;) {
    const next = await lines.next();
    if (next.done) throw new Error('The backup ends early: it is incomplete');
    const line = parseLine(next.value, 'table');
    if (line.end === true) {
      if (line.tables !== tables || line.rows !== total) throw new Error('The backup does not add up');
      return;
    }
    const table = line as unknown as TableHeader;
    if (typeof table.table !== 'string' || !Array.isArray(table.columns) || typeof table.rows !== 'number') {
      throw new Error('The backup is damaged: a table header was expected');
    }
    tables++;
    total += table.rows;
    yield { kind: 'table', table };
    let batch: string[] = [];
    for (let row = 0; row < table.rows; row++) {
      const text = await lines.next();
      if (text.done) throw new Error(`The backup ends inside ${table.table}: it is incomplete`);
      batch.push(text.value);
      if (batch.length === batchRows) {
        yield { kind: 'rows', rows: batch };
        batch = [];
      }
    }
    if (batch.length > 0) yield { kind: 'rows', rows: batch };
  }
}

function parseLine(line: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(line);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Reported below, as the same damage.
  }
  throw new Error(`The backup is damaged: a ${what} line was expected`);
}

async function* readLines(input: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let rest = '';
  const decoder = new TextDecoder();
  try {
    for await (const chunk of input) {
      const text = rest + decoder.decode(chunk, { stream: true });
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      yield* parts;
    }
  } catch (error) {
    // zlib's own words ("unexpected end of file", "incorrect header check") name no file.
    if (!(error as { code?: string }).code?.startsWith('Z_')) throw error;
    throw new Error(`The backup is damaged or incomplete (${(error as Error).message})`, { cause: error });
  }
  rest += decoder.decode();
  if (rest !== '') yield rest;
}
