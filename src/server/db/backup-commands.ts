import { existsSync, readFileSync } from 'node:fs';
import { chmod, copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import {
  assertEmptyTarget,
  assertKnownLevel,
  backupFormat,
  backupFormatVersion,
  levelName,
  loadItems,
  migrateToLevel,
  openBackupFile,
  withSnapshot,
  writeBackupFile,
  type BackupFile,
  type BackupItem,
  type Connection,
  type MigrationLevel,
  type TableCount,
} from './backup';
import { openDatabase, type Database } from './client';
import { DataDirLockedError } from './data-dir-lock';

// The operator commands `backup`, `restore` and `migrate-to` (src/server/cli.ts). They open their
// databases themselves: backup also reads from a running server, through its socket.

export type BackupCommandConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'authSecret'>;

export interface CommandOutput {
  out(text: string): void;
  err(text: string): void;
}

export const consoleOutput: CommandOutput = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** `backup <file>`: a snapshot of the embedded database, whether the server runs or not. */
export async function backupCommand(
  config: BackupCommandConfig,
  args: string[],
  output: CommandOutput = consoleOutput,
): Promise<number> {
  const [file] = args;
  if (!file) return usageError(output, 'Give the file to write: npm run cli -- backup <file>');
  if (config.databaseUrl) {
    output.err(
      'DATABASE_URL is set: back PostgreSQL up with its own tool, for example\n' +
        `  pg_dump --format=custom --file=${shellQuote(file)} "$DATABASE_URL"\n` +
        'and keep AUTH_SECRET (or DATA_DIR/auth-secret) with the dump.\n',
    );
    return 1;
  }
  if (!hasEmbeddedDatabase(config.dataDir)) return noEmbeddedDatabase(output, config.dataDir);
  const started = Date.now();
  let source: EmbeddedSource | undefined;
  try {
    source = await openEmbedded(config.dataDir);
    if (source.serverRunning) {
      output.out('The server is running: reading its database through its socket (it waits meanwhile).\n');
    }
    const authSecret = dataDirSecret(config);
    const snapshot = await withSnapshot(source.client, async (snapshot) => {
      await writeBackupFile(
        file,
        {
          format: backupFormat,
          version: backupFormatVersion,
          created_at: new Date().toISOString(),
          migration: snapshot.migration,
          auth_secret: authSecret,
        },
        snapshot.items(),
      );
      return snapshot;
    });
    printCounts(output, snapshot.tables);
    output.out(
      `Backed up to ${file} at migration ${levelName(snapshot.migration)} in ${seconds(started)}.\n` +
        (authSecret
          ? 'It holds DATA_DIR/auth-secret too: keep it as private as the data directory.\n'
          : 'AUTH_SECRET is set in the environment and is not in the backup: keep it with the backup.\n'),
    );
    return 0;
  } catch (error) {
    output.err(`${errorMessage(error)}\n`);
    return 1;
  } finally {
    await source?.release();
  }
}

/** `restore <file>`: into an empty data directory (or an empty PostgreSQL database). */
export async function restoreCommand(
  config: BackupCommandConfig,
  args: string[],
  output: CommandOutput = consoleOutput,
): Promise<number> {
  const [file] = args;
  if (!file) return usageError(output, 'Give the backup to restore: npm run cli -- restore <file>');
  if (!existsSync(file)) return usageError(output, `No file ${file}`);
  const started = Date.now();
  let backup: BackupFile | undefined;
  try {
    backup = await openBackupFile(file);
    await assertKnownLevel(backup.header.migration);
    const target = await openTarget(config, 'restore');
    try {
      const counts = await loadInto(target, backup.header.migration, backup.items);
      printCounts(output, counts);
      output.out(
        `Restored ${file} (made ${backup.header.created_at}, migration ${levelName(backup.header.migration)}) ` +
          `into ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir} in ${seconds(started)}.\n`,
      );
      await installAuthSecret(config, backup.header.auth_secret, target.database.engine, output);
      output.out('Start the server: it applies the migrations newer than the backup, if any.\n');
      return 0;
    } finally {
      await target.release();
    }
  } catch (error) {
    output.err(`${errorMessage(error)}\n`);
    return 1;
  } finally {
    backup?.close();
  }
}

/** `migrate-to <postgres-url>`: copies the embedded database into an empty PostgreSQL database. */
export async function migrateToCommand(
  config: BackupCommandConfig,
  args: string[],
  output: CommandOutput = consoleOutput,
): Promise<number> {
  const [url] = args;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    return usageError(
      output,
      'Give the PostgreSQL database: npm run cli -- migrate-to postgres://user:pass@host/db',
    );
  }
  if (config.databaseUrl) {
    return usageError(
      output,
      'DATABASE_URL is set: this install already runs on PostgreSQL. migrate-to moves the embedded ' +
        'database (DATA_DIR); run it without DATABASE_URL.',
    );
  }
  if (!hasEmbeddedDatabase(config.dataDir)) return noEmbeddedDatabase(output, config.dataDir);
  const started = Date.now();
  let source: Database;
  try {
    source = await openDatabase({ dataDir: config.dataDir, poolSize: 1 });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    output.err(
      `${error.message}\nStop the server first: clicks and edits made after the copy would not reach PostgreSQL.\n`,
    );
    return 1;
  }
  try {
    const target = await openTarget({ ...config, databaseUrl: url }, 'migrate-to');
    try {
      const sourceClient = await source.pool.connect();
      try {
        const counts = await withSnapshot(sourceClient, (snapshot) =>
          loadInto(target, snapshot.migration, snapshot.items()),
        );
        printCounts(output, counts);
        output.out(
          `Copied to PostgreSQL in ${seconds(started)}; every table's row count matches.\n\n` +
            'Next: start Ringkas on PostgreSQL, with the same DATA_DIR (it keeps the auth secret,\n' +
            'the email outbox and any clicks waiting on disk):\n' +
            `  DATABASE_URL=${shellQuote(url)} npm start\n` +
            `The embedded database in ${join(config.dataDir, 'pglite')} is left as it was; delete it once ` +
            'you are satisfied.\n',
        );
        return 0;
      } finally {
        sourceClient.release();
      }
    } finally {
      await target.release();
    }
  } catch (error) {
    output.err(`${errorMessage(error)}\n`);
    return 1;
  } finally {
    await source.close();
  }
}

interface Target {
  database: Database;
  client: pg.PoolClient;
  release(): Promise<void>;
}

async function openTarget(config: BackupCommandConfig, command: string): Promise<Target> {
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(
      `${error.message}\n${command} fills an empty data directory only: stop the server first.`,
      {
        cause: error,
      },
    );
  }
  try {
    const client = await database.pool.connect();
    return {
      database,
      client,
      async release() {
        client.release();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Checks that the target is empty, migrates it to the data's level and loads the data. */
async function loadInto(
  target: Target,
  level: MigrationLevel,
  items: AsyncIterable<BackupItem>,
): Promise<TableCount[]> {
  await assertEmptyTarget(target.client, level);
  await migrateToLevel(target.client, level);
  return loadItems(target.client, items);
}

interface EmbeddedSource {
  client: Connection;
  serverRunning: boolean;
  release(): Promise<void>;
}

/**
 * The embedded database: opened here when no server holds it, or else reached through the running
 * server's socket like any PostgreSQL client (its lock keeps a second PGlite off the files).
 */
async function openEmbedded(dataDir: string): Promise<EmbeddedSource> {
  let database: Database;
  try {
    database = await openDatabase({ dataDir, poolSize: 1 });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const client = new pg.Client({ host: dataDir, port: 5432, user: 'postgres', database: 'postgres' });
    await client.connect();
    return { client, serverRunning: true, release: () => client.end() };
  }
  try {
    const client = await database.pool.connect();
    return {
      client,
      serverRunning: false,
      async release() {
        client.release();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
}

function noEmbeddedDatabase(output: CommandOutput, dataDir: string): number {
  output.err(`There is no embedded database in ${dataDir} (DATA_DIR).\n`);
  return 1;
}

/** DATA_DIR/auth-secret when it is the secret in use (AUTH_SECRET unset), else null. */
function dataDirSecret(config: BackupCommandConfig): string | null {
  const file = join(config.dataDir, 'auth-secret');
  if (!existsSync(file)) return null;
  const secret = readFileSync(file, 'utf8').trim();
  return secret === config.authSecret ? secret : null;
}

/**
 * Puts the backup's secret in DATA_DIR/auth-secret: without it sessions end and the secrets the
 * database keeps encrypted (payment gateway keys, the Telegram bot's token) cannot be read. The
 * secret it replaces protected nothing in the empty target; it is kept aside only when DATA_DIR
 * also holds an embedded database (restored into PostgreSQL beside it), which still needs it.
 */
async function installAuthSecret(
  config: BackupCommandConfig,
  secret: string | null,
  engine: Database['engine'],
  output: CommandOutput,
): Promise<void> {
  if (!secret) {
    output.out(
      'The backup holds no auth secret (AUTH_SECRET was set where it was made): start with that AUTH_SECRET.\n',
    );
    return;
  }
  const file = join(config.dataDir, 'auth-secret');
  const usedBefore = existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
  if (usedBefore === secret) return;
  if (usedBefore !== null && engine === 'postgres' && hasEmbeddedDatabase(config.dataDir)) {
    await copyFile(file, `${file}.before-restore`);
    output.out(`The secret it held before is kept in ${file}.before-restore.\n`);
  }
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  output.out(`${file} now holds the backup's auth secret.\n`);
  if (usedBefore !== config.authSecret && config.authSecret !== secret) {
    output.out(
      'AUTH_SECRET is set in the environment and differs from it: unset AUTH_SECRET (or set it to the ' +
        "file's value), or sessions end and the stored secrets cannot be read.\n",
    );
  }
}

function printCounts(output: CommandOutput, counts: TableCount[]): void {
  const width = Math.max(...counts.map(({ table }) => table.length), 5);
  const withRows = counts.filter(({ rows }) => rows > 0).sort((a, b) => a.table.localeCompare(b.table));
  for (const { table, rows } of withRows) {
    output.out(`  ${table.padEnd(width)}  ${rows.toLocaleString('en-US').padStart(11)}\n`);
  }
  const total = counts.reduce((sum, { rows }) => sum + rows, 0);
  output.out(
    `${counts.length} tables (${counts.length - withRows.length} empty), ${total.toLocaleString('en-US')} rows.\n`,
  );
}

function usageError(output: CommandOutput, message: string): number {
  output.err(`${message}\n`);
  return 1;
}

function seconds(started: number): string {
  return `${((Date.now() - started) / 1000).toFixed(1)} s`;
}

function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
