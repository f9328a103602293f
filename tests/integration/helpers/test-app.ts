import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, type BuiltApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';
import { packageRoot } from '../../../src/server/platform/runtime/package-root';
import { createTestDatabase, type TestDatabaseLocation } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  /** The app's long-lived parts (ingest, caches, services) to look into. */
  parts: BuiltApp['parts'];
  config: Config;
  database: Database;
  location: TestDatabaseLocation;
  /** Resolves once the job workers run (at once unless `jobsAfterBuild` was asked for). */
  jobsStarted: Promise<void>;
  /** Closes the app and its database; the data stays for a later `reopen`. */
  stop(): Promise<void>;
  /** Closes everything and deletes the test database. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Reuse a database location (to check that data survives a restart). */
  location?: TestDatabaseLocation;
  env?: Record<string, string>;
  /** Told of every route the app registers (bad-input.test.ts covers them all). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock the app's rules read (a test that moves time past a subscription's end). */
  now?: () => Date;
  outboundCa?: string[];
  /** Receives the app's log lines (set LOG_LEVEL in env to see more than errors). */
  logStream?: { write(line: string): void };
  /** Return before the job workers have started, as main.ts builds the app. */
  jobsAfterBuild?: boolean;
}

/** A fresh app on a fresh, migrated database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
/** A stand-in for the built web app, so integration tests do not depend on `npm run build`. */
async function writeWebStandIn(dataDir: string): Promise<string> {
  const dir = join(dataDir, 'web');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Ringkas</title><div id="root"></div>\n');
  // The landing page's real template: the server writes its data into the element this file has.
  await copyFile(join(packageRoot, 'src', 'web', 'landing.html'), join(dir, 'landing.html'));
  return dir;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const location = options.location ?? (await createTestDatabase());
  const webDistDir = await writeWebStandIn(location.dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: location.dataDir,
    DATABASE_URL: location.databaseUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: webDistDir,
    // Files that build many links in one minute on one account; abuse-limits.test.ts sets the
    // production default back to test the limit itself.
    LINKS_PER_MINUTE: '1000',
    // Test accounts are signed in as they sign up; email-verification.test.ts sets the default
    // (confirm first) back, with a blank value, to test it.
    REQUIRE_EMAIL_VERIFICATION: 'false',
    ...options.env,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 4,
  });
  await migrateDatabase(database);
  // An app that cannot be built leaves its database closed, for the next test on the location.
  const built = await buildApp({
    config,
    database,
    jobsAfterBuild: options.jobsAfterBuild ?? false,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.outboundCa ? { outboundCa: options.outboundCa } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const { app, parts, jobsStarted } = built;
  await app.ready();

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
    await database.close();
  };
  return {
    app,
    parts,
    jobsStarted,
    config,
    database,
    location,
    stop,
    async close() {
      await stop();
      await location.dispose();
    },
  };
}
