import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Visit } from '../../src/server/modules/analytics/click-queue';
import { createClickIngest } from '../../src/server/modules/analytics/ingest';
import { openGeoIp } from '../../src/server/platform/net/geoip';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import { startProxy, type CuttableProxy } from './helpers/tcp-proxy';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The ingest against the real database, in real time: a backlog written with several batches at
// once lands once in raw rows, counts and rollups; what a shutdown could not write (the database
// away, or the deadline come) stays in the click spool and the next start writes it, exactly once.
// A crash under load is tested on the whole server in ingest-crash.test.ts. When timed
// writes run or wait, and what a failed write keeps or drops, is tested on fake time over a writer
// in memory (src/server/modules/analytics/ingest.test.ts), so nothing here sleeps.

let t: TestApp;
let clients: AuthClients;
let proxy: CuttableProxy;
let linkId: string;
const geoip = openGeoIp();

beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
  linkId = (await clients.admin.client.post('/api/links', { destination_url: 'https://example.com/' })).body
    .id;
  const url = t.location.databaseUrl ? new URL(t.location.databaseUrl) : undefined;
  proxy = await startProxy(
    url
      ? { host: url.hostname, port: Number(url.port || 5432) }
      : { path: join(t.location.dataDir, '.s.PGSQL.5432') },
  );
});
afterAll(async () => {
  await proxy.close();
  await t.close();
});

/** The test database, directly. */
function poolOptions(): pg.PoolConfig {
  return t.location.databaseUrl
    ? { connectionString: t.location.databaseUrl }
    : { host: t.location.dataDir, port: 5432, user: 'postgres', database: 'postgres' };
}

function poolThroughProxy(): pg.Pool {
  const url = t.location.databaseUrl ? new URL(t.location.databaseUrl) : undefined;
  const pool = new pg.Pool({
    host: '127.0.0.1',
    port: proxy.port,
    user: url ? decodeURIComponent(url.username) || 'postgres' : 'postgres',
    database: url ? url.pathname.slice(1) : 'postgres',
    max: 1,
    connectionTimeoutMillis: 1_000,
  });
  pool.on('error', () => undefined);
  return pool;
}

function visit(i: number): Visit {
  return {
    linkId,
    at: Date.now(),
    ip: `36.66.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0',
    referer: undefined,
    countryHint: null,
    destination: 'https://example.com/',
    choice: null,
    scan: false,
  };
}

type IngestOptions = Parameters<typeof createClickIngest>[0];

/** An ingest writing through `pool`, with the given options. */
function ingestOn(pool: pg.Pool, options: Partial<IngestOptions> = {}) {
  return createClickIngest({
    pool,
    geoip,
    logger: pino({ level: 'silent' }),
    secret: 's'.repeat(32),
    ...options,
  });
}

async function storedClicks(): Promise<number> {
  const result = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM clicks WHERE link_id = $1',
    [linkId],
  );
  return result.rows[0]?.n ?? 0;
}

/** The database's record of spooled stretches, of every spool. */
async function spoolRows(): Promise<number> {
  const result = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM click_spool_commits',
  );
  return result.rows[0]?.n ?? 0;
}

async function dailyTotal(scope: string): Promise<number> {
  const result = await t.database.pool.query<{ n: number }>(
    'SELECT coalesce(sum(clicks), 0)::int AS n FROM click_rollups_daily WHERE scope = $1 AND dim = 0',
    [scope],
  );
  return result.rows[0]?.n ?? 0;
}

describe('ingest durability', () => {
  it('writes a backlog with concurrent batches: every visit once, in raw rows, counts and rollups', async () => {
    const before = await storedClicks();
    const rollupBefore = await dailyTotal(linkId);
    const countBefore = (await clients.admin.client.get(`/api/links/${linkId}`)).body.click_count as number;
    // Three writers on their own connections on a server; the embedded engine serves one
    // connection at a time, so there they queue (their awaits still overlap).
    const pool = new pg.Pool({ ...poolOptions(), max: t.location.databaseUrl ? 3 : 1 });
    const ingest = ingestOn(pool, {
      maxBatch: 100,
      maxBacklogBatch: 500,
      concurrentBatches: 3,
    });
    for (let i = 0; i < 6_000; i++) ingest.record(visit(i));
    await ingest.stop(60_000);
    await pool.end();
    expect(ingest.stats()).toMatchObject({ buffered: 0, written: 6_000, dropped: 0, failedFlushes: 0 });
    expect(await storedClicks()).toBe(before + 6_000);
    expect(await dailyTotal(linkId)).toBe(rollupBefore + 6_000);
    const countAfter = (await clients.admin.client.get(`/api/links/${linkId}`)).body.click_count as number;
    expect(countAfter).toBe(countBefore + 6_000);
  });

  it('stops writing a backlog at the deadline and leaves the rest in the spool, which the next start writes', async () => {
    const before = await storedClicks();
    const spoolDir = await mkdtemp(join(tmpdir(), 'rk-spool-'));
    const pool = new pg.Pool({ ...poolOptions(), max: 2 });
    // Batches of 100: far more statements than fit in the deadline, on either engine.
    const stopping = ingestOn(pool, { spoolDir, maxBatch: 100, maxBacklogBatch: 100 });
    stopping.start();
    for (let i = 0; i < 20_000; i++) stopping.record(visit(i));
    // Stopped once a batch is in (on a loaded machine the first may take longer than the
    // deadline): the rest, far more than the deadline lets through, stays in the spool.
    while (stopping.stats().written === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await stopping.stop(300);
    const { written, kept, buffered } = stopping.stats();
    expect(buffered).toBe(0);
    expect(kept).toBeGreaterThan(0);
    expect(written + kept).toBe(20_000);
    expect(await storedClicks()).toBe(before + written);
    expect(await spoolRows()).toBeGreaterThan(0);

    const starting = ingestOn(pool, { spoolDir });
    starting.start();
    expect(starting.stats().replaying).toBe(1);
    await starting.stop(60_000);
    await pool.end();
    expect(starting.stats()).toMatchObject({ replayed: kept, replaying: 0 });
    expect(await storedClicks()).toBe(before + 20_000);
    expect(await readdir(spoolDir)).toEqual([]);
    expect(await spoolRows()).toBe(0);
    await rm(spoolDir, { recursive: true, force: true });
  });

  it('keeps what the database refused until the shutdown, and the next start writes it on the same pool', async () => {
    const before = await storedClicks();
    const spoolDir = await mkdtemp(join(tmpdir(), 'rk-spool-'));
    const pool = poolThroughProxy();
    const stopping = ingestOn(pool, { spoolDir });
    stopping.start();
    for (let i = 0; i < 1_000; i++) stopping.record(visit(i));
    await stopping.flush();
    expect(await storedClicks()).toBe(before + 1_000);

    proxy.cut();
    for (let i = 0; i < 700; i++) stopping.record(visit(i));
    await stopping.flush();
    expect(stopping.stats()).toMatchObject({ buffered: 700, written: 1_000 });
    expect(stopping.stats().failedFlushes).toBeGreaterThan(0);
    await stopping.stop(500);
    expect(stopping.stats()).toMatchObject({ buffered: 0, written: 1_000, kept: 700 });
    expect(await readdir(spoolDir)).toHaveLength(1);

    // Back, the database takes the spooled visits through the pool the cut broke (a client that
    // failed mid-statement is discarded: batch-writer.test.ts).
    proxy.restore();
    const starting = ingestOn(pool, { spoolDir });
    starting.start();
    await starting.stop();
    await pool.end();
    expect(starting.stats()).toMatchObject({ replayed: 700, kept: 0, dropped: 0 });
    expect(await storedClicks()).toBe(before + 1_700);
    expect(await readdir(spoolDir)).toEqual([]);
    await rm(spoolDir, { recursive: true, force: true });
  });

  it('holds a burst of twice its memory bound on disk while the database is away, and loses none', async () => {
    const before = await storedClicks();
    const spoolDir = await mkdtemp(join(tmpdir(), 'rk-spool-'));
    const pool = poolThroughProxy();
    const ingest = ingestOn(pool, { spoolDir, maxBuffered: 5_000 });
    ingest.start();
    proxy.cut();
    for (let i = 0; i < 10_000; i++) ingest.record(visit(i));
    await ingest.flush();
    expect(ingest.stats()).toMatchObject({ buffered: 10_000, spilled: 5_000, dropped: 0, written: 0 });
    proxy.restore();
    await ingest.stop(60_000);
    await pool.end();
    expect(ingest.stats()).toMatchObject({ buffered: 0, spilled: 0, dropped: 0, written: 10_000, kept: 0 });
    expect(await storedClicks()).toBe(before + 10_000);
    expect(await readdir(spoolDir)).toEqual([]);
    await rm(spoolDir, { recursive: true, force: true });
  });
});
