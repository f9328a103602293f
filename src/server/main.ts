import { ConfigError, loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { startPgliteThread } from './db/pglite-thread';
import { keepTickObjectShape } from './platform/runtime/tick-object-shape';

// Start-up order: config -> database -> migrations -> app -> listen -> job workers. Shutdown
// reverses it within shutdownTimeoutMs: stop accepting, finish in-flight requests, flush, close
// the database. The embedded database's thread starts first, before this thread loads pg and the
// app's code (most of the server's libraries), each on a core of its own (ADR 0020).

const shutdownTimeoutMs = 10_000;

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  keepTickObjectShape();
  // Milliseconds since the process started at each step, logged once listening (ADR 0020).
  const startSteps: Record<string, number> = {};
  const reached = (step: string) => (startSteps[step] = Math.round(performance.now()));
  reached('main');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const pgliteThread = config.databaseUrl ? undefined : startPgliteThread(config.dataDir);
  // Awaited below (openDatabase): its failure must not go unhandled meanwhile.
  pgliteThread?.catch(() => undefined);
  const databaseLoaded = Promise.all([import('./db/client'), import('./db/migrate')]);
  const appLoaded = import('./app');
  appLoaded.catch(() => undefined);
  let database: Database;
  const [{ openDatabase }, { migrateDatabase }] = await databaseLoaded;
  try {
    database = await openDatabase({
      pgliteThread,
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      onError: (error) => process.stderr.write(`database error: ${error.message}\n`),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  reached('database');
  await migrateDatabase(database);
  reached('migrations');

  const { buildApp } = await appLoaded;
  reached('appLoaded');
  const { app, jobsStarted } = await buildApp({ config, database, jobsAfterBuild: true });
  reached('appBuilt');

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    // app.close() stops accepting, waits for in-flight requests and runs the onClose hooks (the
    // click buffer flushes there); only then does the database close.
    app
      .close()
      .then(() => database.close())
      .then(
        () => {
          app.log.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  reached('listening');
  app.log.info(
    { url: config.publicUrl, database: database.engine, dataDir: config.dataDir, startMs: startSteps },
    `Ringkas is running on ${config.publicUrl}`,
  );
  // The job workers start beside the port's opening, not before it (app.ts, ADR 0020); a server
  // whose jobs cannot run stops.
  try {
    await jobsStarted;
  } catch (error) {
    if (shuttingDown) return;
    app.log.fatal({ err: error }, 'the job queue could not start');
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  app.log.info({ startMs: Math.round(performance.now()) }, 'job workers started');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Ringkas failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
