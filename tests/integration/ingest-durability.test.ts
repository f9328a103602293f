import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClickIngest, type Visit } from '../../src/server/modules/analytics';
import { openGeoIp } from '../../src/server/platform/geoip';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import { startProxy, type CuttableProxy } from './helpers/tcp-proxy';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The ingest buffer keeps visits while the database is away and writes them when it is back,
// writes a backlog with several batches at once without losing or doubling a visit, and holds its
// timed writes while the event loop is saturated, within limits.

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

/** Polls until the stored clicks reach `count` (or the time is up) and answers the last count. */
async function storedClicksReaching(count: number, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let stored = await storedClicks();
  while (stored < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    stored = await storedClicks();
  }
  return stored;
}

async function storedClicks(): Promise<number> {
  const result = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM clicks WHERE link_id = $1',
    [linkId],
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

  it('loses nothing within the bound while the database is away for a few seconds', async () => {
    const before = await storedClicks();
    const pool = poolThroughProxy();
    const ingest = ingestOn(pool, {
      flushIntervalMs: 100,
    });
    ingest.start();
    for (let i = 0; i < 1_000; i++) ingest.record(visit(i));
    await ingest.flush();
    expect(await storedClicks()).toBe(before + 1_000);

    proxy.cut();
    for (let i = 0; i < 1_500; i++) ingest.record(visit(i));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(ingest.stats().failedFlushes).toBeGreaterThan(0);
    expect(ingest.stats().buffered).toBe(1_500);

    proxy.restore();
    for (let i = 0; i < 500; i++) ingest.record(visit(i));
    await ingest.stop(10_000);
    await pool.end();
    expect(ingest.stats()).toMatchObject({ buffered: 0, dropped: 0 });
    expect(await storedClicks()).toBe(before + 3_000);
  });

  it('drops the oldest visits past the bound, and counts them', async () => {
    const before = await storedClicks();
    const pool = poolThroughProxy();
    const ingest = ingestOn(pool, {
      flushIntervalMs: 100,
      maxBuffered: 400,
    });
    ingest.start();
    proxy.cut();
    for (let i = 0; i < 1_000; i++) ingest.record(visit(i));
    // A batch taken for writing goes back under the bound once its write has failed.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(ingest.stats().failedFlushes).toBeGreaterThan(0);
    expect(ingest.stats()).toMatchObject({ buffered: 400, dropped: 600 });
    proxy.restore();
    await ingest.stop(10_000);
    await pool.end();
    expect(await storedClicks()).toBe(before + 400);
  });

  describe('while the event loop is saturated', () => {
    function ingestWith(options: { busy: () => boolean; maxWaitMs?: number; maxBuffered?: number }) {
      const pool = new pg.Pool({ ...poolOptions(), max: 1 });
      const ingest = ingestOn(pool, {
        flushIntervalMs: 100,
        maxBatch: 100,
        isBusy: options.busy,
        ...(options.maxWaitMs === undefined ? {} : { maxWaitMs: options.maxWaitMs }),
        ...(options.maxBuffered === undefined ? {} : { maxBuffered: options.maxBuffered }),
      });
      ingest.start();
      return { ingest, pool };
    }

    it('holds timed writes until the loop has room again; an explicit flush writes at once', async () => {
      const before = await storedClicks();
      let busy = true;
      const { ingest, pool } = ingestWith({ busy: () => busy });
      for (let i = 0; i < 500; i++) ingest.record(visit(i));
      // Five timer ticks and a full batch's early flush have passed: nothing written.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await storedClicks()).toBe(before);
      expect(ingest.stats().buffered).toBe(500);

      await ingest.flush();
      expect(await storedClicks()).toBe(before + 500);

      for (let i = 0; i < 300; i++) ingest.record(visit(i));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await storedClicks()).toBe(before + 500);
      busy = false;
      expect(await storedClicksReaching(before + 800)).toBe(before + 800);
      await ingest.stop();
      await pool.end();
      expect(ingest.stats()).toMatchObject({ buffered: 0, written: 800, dropped: 0 });
    });

    it('writes a full batch long before the timer when the loop has room, and holds it while busy', async () => {
      const before = await storedClicks();
      let busy = false;
      const pool = new pg.Pool({ ...poolOptions(), max: 1 });
      const ingest = ingestOn(pool, { flushIntervalMs: 60_000, maxBatch: 100, isBusy: () => busy });
      ingest.start();
      for (let i = 0; i < 150; i++) ingest.record(visit(i));
      expect(await storedClicksReaching(before + 150, 3_000)).toBe(before + 150);

      busy = true;
      for (let i = 0; i < 150; i++) ingest.record(visit(i));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await storedClicks()).toBe(before + 150);
      expect(ingest.stats().buffered).toBe(150);
      await ingest.stop();
      await pool.end();
      expect(await storedClicks()).toBe(before + 300);
    });

    it('writes visits that have waited maxWaitMs, busy or not', async () => {
      const before = await storedClicks();
      const { ingest, pool } = ingestWith({ busy: () => true, maxWaitMs: 400 });
      for (let i = 0; i < 200; i++) ingest.record(visit(i));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await storedClicks()).toBe(before);
      expect(await storedClicksReaching(before + 200)).toBe(before + 200);
      await ingest.stop();
      await pool.end();
    });

    it('writes a nearly full buffer, busy or not, and stop() writes the rest', async () => {
      const before = await storedClicks();
      const { ingest, pool } = ingestWith({ busy: () => true, maxWaitMs: 600_000, maxBuffered: 1_000 });
      // 950 is past nine tenths of the bound: the next write takes them all (one batch).
      for (let i = 0; i < 950; i++) ingest.record(visit(i));
      expect(await storedClicksReaching(before + 950)).toBe(before + 950);
      for (let i = 0; i < 100; i++) ingest.record(visit(i));
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await storedClicks()).toBe(before + 950);
      await ingest.stop();
      await pool.end();
      expect(await storedClicks()).toBe(before + 1_050);
      expect(ingest.stats()).toMatchObject({ buffered: 0, dropped: 0 });
    });
  });

  it('stops writing a backlog at the deadline and keeps the rest, which the next start writes', async () => {
    const before = await storedClicks();
    const keptVisitsDir = await mkdtemp(join(tmpdir(), 'rk-kept-'));
    const pool = new pg.Pool({ ...poolOptions(), max: 1 });
    // Batches of 100: far more statements than fit in the deadline, on either engine.
    const stopping = ingestOn(pool, { keptVisitsDir, maxBatch: 100, maxBacklogBatch: 100 });
    stopping.start();
    for (let i = 0; i < 20_000; i++) stopping.record(visit(i));
    await stopping.stop(300);
    const { written, kept, buffered } = stopping.stats();
    expect(buffered).toBe(0);
    expect(kept).toBeGreaterThan(0);
    expect(written + kept).toBe(20_000);
    expect(await storedClicks()).toBe(before + written);

    const starting = ingestOn(pool, { keptVisitsDir });
    starting.start();
    expect(starting.stats().buffered).toBe(kept);
    await starting.stop(60_000);
    await pool.end();
    expect(await storedClicks()).toBe(before + 20_000);
    expect(await readdir(keptVisitsDir)).toEqual([]);
    await rm(keptVisitsDir, { recursive: true, force: true });
  });

  it('keeps what a shutdown could not write for the next start, which writes it', async () => {
    const before = await storedClicks();
    const keptVisitsDir = await mkdtemp(join(tmpdir(), 'rk-kept-'));
    const cutPool = poolThroughProxy();
    const stopping = ingestOn(cutPool, {
      keptVisitsDir,
    });
    stopping.start();
    proxy.cut();
    for (let i = 0; i < 700; i++) stopping.record(visit(i));
    await stopping.stop(500);
    proxy.restore();
    await cutPool.end();
    expect(stopping.stats()).toMatchObject({ buffered: 0, written: 0, kept: 700 });
    expect(await readdir(keptVisitsDir)).toHaveLength(1);

    const pool = new pg.Pool({ ...poolOptions(), max: 1 });
    const starting = ingestOn(pool, {
      keptVisitsDir,
    });
    starting.start();
    expect(starting.stats().buffered).toBe(700);
    await starting.stop();
    await pool.end();
    expect(await storedClicks()).toBe(before + 700);
    expect(starting.stats()).toMatchObject({ written: 700, kept: 0 });
    expect(await readdir(keptVisitsDir)).toEqual([]);
    await rm(keptVisitsDir, { recursive: true, force: true });
  });
});
