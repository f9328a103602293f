import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WriteBatch } from './batch-writer';
import type { Visit } from './click-queue';
import { createClickIngestWith, type IngestPolicy } from './ingest';
import type { SpoolLedger } from './spool-replay';
import { fullBatchDelayMs } from './write-gate';

// The orchestration on fake time, over a writer in memory: when timed writes run or wait, what a
// failed write keeps or drops, how many batches run at once, and the shutdown's deadline. The
// writer's statement, connections and a real shutdown across starts are tested against the
// database in tests/integration/ingest-durability.test.ts.

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 12) });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Visit `n`, answered now; its destination tells it apart. */
function visit(n: number): Visit {
  return {
    linkId: '00000000-0000-4000-8000-000000000001',
    at: Date.now(),
    ip: '36.66.1.1',
    userAgent: 'Mozilla/5.0',
    referer: undefined,
    countryHint: null,
    destination: `https://example.com/${n}`,
    choice: null,
    scan: false,
  };
}

const numbered = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);
const numberOf = (stored: Visit): number => Number(stored.destination.split('/').at(-1));

/** A database in memory: it can be made slow (fake time) or away. */
function memoryDatabase() {
  /** click_spool_commits: each spool's written stretches. */
  const commits = new Map<string, [number, number][]>();
  const ledger: SpoolLedger = {
    written: async (spool) => [...(commits.get(spool) ?? [])].sort((a, b) => a[0] - b[0]),
    forget: async (spool) => {
      commits.delete(spool);
    },
  };
  const database = {
    stored: [] as Visit[],
    commits,
    ledger,
    away: false,
    writeMs: 0,
    writing: 0,
    mostAtOnce: 0,
    /** When each write started. */
    starts: [] as number[],
    write: (async (batch, commit) => {
      database.starts.push(Date.now());
      database.writing += 1;
      database.mostAtOnce = Math.max(database.mostAtOnce, database.writing);
      try {
        if (database.writeMs > 0) await new Promise((resolve) => setTimeout(resolve, database.writeMs));
        if (database.away) throw new Error('database away');
        database.stored.push(...batch);
        if (commit) {
          const kept = (commits.get(commit.spool) ?? []).filter(([, last]) => last >= commit.pruneBelow);
          commits.set(commit.spool, [...kept, ...commit.ranges]);
        }
        return batch.length;
      } finally {
        database.writing -= 1;
      }
    }) as WriteBatch,
  };
  return database;
}

// The loop has room unless a test says otherwise: the default watch would sample the real event
// loop, which fake time keeps running flat out.
function ingestOver(database: ReturnType<typeof memoryDatabase>, options: Partial<IngestPolicy> = {}) {
  return createClickIngestWith(database.write, {
    logger: pino({ level: 'silent' }),
    isBusy: () => false,
    ledger: database.ledger,
    ...options,
  });
}

function record(ingest: { record(visit: Visit): void }, from: number, count: number) {
  for (const n of numbered(from, count)) ingest.record(visit(n));
}

describe('timed writes while the event loop is saturated', () => {
  it('wait until the loop has room again; an explicit flush writes at once', async () => {
    const database = memoryDatabase();
    let busy = true;
    const ingest = ingestOver(database, { flushIntervalMs: 100, maxBatch: 100, isBusy: () => busy });
    ingest.start();
    record(ingest, 0, 500);
    // Five timer ticks and a full batch's early write have passed: nothing written.
    await vi.advanceTimersByTimeAsync(600);
    expect(database.stored).toHaveLength(0);
    expect(ingest.stats().buffered).toBe(500);

    await ingest.flush();
    expect(database.stored).toHaveLength(500);

    record(ingest, 500, 300);
    await vi.advanceTimersByTimeAsync(300);
    expect(database.stored).toHaveLength(500);
    busy = false;
    await vi.advanceTimersByTimeAsync(100);
    expect(database.stored.map(numberOf)).toEqual(numbered(0, 800));
    await ingest.stop();
    expect(ingest.stats()).toMatchObject({ buffered: 0, written: 800, dropped: 0 });
  });

  it('write a full batch after fullBatchDelayMs, long before the timer, when the loop has room', async () => {
    const database = memoryDatabase();
    let busy = false;
    const ingest = ingestOver(database, { flushIntervalMs: 60_000, maxBatch: 100, isBusy: () => busy });
    ingest.start();
    record(ingest, 0, 99);
    await vi.advanceTimersByTimeAsync(fullBatchDelayMs * 10);
    expect(database.stored).toHaveLength(0);
    record(ingest, 99, 1);
    await vi.advanceTimersByTimeAsync(fullBatchDelayMs - 1);
    expect(database.stored).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(database.stored).toHaveLength(100);

    // A full batch while busy waits (for the timer, and then for the loop).
    busy = true;
    record(ingest, 100, 150);
    await vi.advanceTimersByTimeAsync(500);
    expect(database.stored).toHaveLength(100);
    expect(ingest.stats().buffered).toBe(150);
    await ingest.stop();
    expect(database.stored).toHaveLength(250);
  });

  it('write visits that have waited maxWaitMs, busy or not', async () => {
    const database = memoryDatabase();
    const ingest = ingestOver(database, {
      flushIntervalMs: 100,
      maxBatch: 100,
      isBusy: () => true,
      maxWaitMs: 400,
    });
    ingest.start();
    record(ingest, 0, 200);
    await vi.advanceTimersByTimeAsync(399);
    expect(database.stored).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(database.stored).toHaveLength(200);
    await ingest.stop();
  });

  it('write a nearly full buffer, busy or not, and stop() writes the rest', async () => {
    const database = memoryDatabase();
    const ingest = ingestOver(database, {
      flushIntervalMs: 100,
      maxBatch: 100,
      isBusy: () => true,
      maxWaitMs: 600_000,
      maxBuffered: 1_000,
    });
    ingest.start();
    // 950 is past nine tenths of the bound: the next write takes them all (one batch).
    record(ingest, 0, 950);
    await vi.advanceTimersByTimeAsync(100);
    expect(database.stored).toHaveLength(950);
    record(ingest, 950, 100);
    await vi.advanceTimersByTimeAsync(400);
    expect(database.stored).toHaveLength(950);
    await ingest.stop();
    expect(database.stored).toHaveLength(1_050);
    expect(ingest.stats()).toMatchObject({ buffered: 0, dropped: 0 });
  });

  it('stop between batches when the loop turns busy; an explicit flush meanwhile writes all', async () => {
    const database = memoryDatabase();
    database.writeMs = 50;
    let busy = false;
    const ingest = ingestOver(database, {
      flushIntervalMs: 60_000,
      maxBatch: 100,
      maxBacklogBatch: 100,
      isBusy: () => busy,
    });
    ingest.start();
    record(ingest, 0, 300);
    await vi.advanceTimersByTimeAsync(fullBatchDelayMs);
    expect(database.writing).toBe(1);
    busy = true;
    await vi.advanceTimersByTimeAsync(200);
    expect(database.stored).toHaveLength(100);
    expect(ingest.stats().buffered).toBe(200);

    busy = false;
    record(ingest, 300, 1);
    await vi.advanceTimersByTimeAsync(fullBatchDelayMs);
    expect(database.writing).toBe(1);
    busy = true;
    const flushed = ingest.flush();
    await vi.advanceTimersByTimeAsync(50);
    // The timed write stopped after its batch; the explicit one follows it and writes the rest.
    expect(database.stored).toHaveLength(200);
    await vi.advanceTimersByTimeAsync(100);
    await flushed;
    expect(database.stored.map(numberOf)).toEqual(numbered(0, 301));
    await ingest.stop();
  });
});

describe('while the database is away', () => {
  it('keeps every visit within the bound, retries each tick, and writes them once when it is back', async () => {
    const database = memoryDatabase();
    const ingest = ingestOver(database, { flushIntervalMs: 100 });
    ingest.start();
    record(ingest, 0, 1_000);
    await ingest.flush();
    expect(database.stored).toHaveLength(1_000);

    database.away = true;
    record(ingest, 1_000, 1_500);
    await vi.advanceTimersByTimeAsync(2_500);
    // A failed write each tick, and one for the full batch (1,500 is past maxBatch).
    expect(ingest.stats()).toMatchObject({ failedFlushes: 26, buffered: 1_500, written: 1_000 });

    database.away = false;
    record(ingest, 2_500, 500);
    await ingest.stop(10_000);
    expect(ingest.stats()).toMatchObject({ buffered: 0, written: 3_000, dropped: 0 });
    expect(database.stored.map(numberOf)).toEqual(numbered(0, 3_000));
  });

  it('drops the oldest visits past the bound and counts them, a failed batch included', async () => {
    const database = memoryDatabase();
    database.away = true;
    database.writeMs = 50;
    const ingest = ingestOver(database, { flushIntervalMs: 100, maxBuffered: 400 });
    ingest.start();
    record(ingest, 0, 1_000);
    // The spool tick moves them into the buffer (there is no spool here, only the buffer).
    await vi.advanceTimersByTimeAsync(20);
    expect(ingest.stats()).toMatchObject({ buffered: 400, dropped: 600 });
    // The tick takes all 400 for a write, which fails after 300 more came.
    await vi.advanceTimersByTimeAsync(100);
    record(ingest, 1_000, 300);
    expect(ingest.stats().buffered).toBe(700);
    await vi.advanceTimersByTimeAsync(50);
    expect(ingest.stats()).toMatchObject({ failedFlushes: 1, buffered: 400, dropped: 900 });

    database.away = false;
    const stopped = ingest.stop(10_000);
    await vi.advanceTimersByTimeAsync(50);
    await stopped;
    expect(database.stored.map(numberOf)).toEqual(numbered(900, 400));
  });
});

describe('a backlog', () => {
  it('is written in batches of maxBacklogBatch, concurrentBatches at once, every visit once', async () => {
    const database = memoryDatabase();
    database.writeMs = 100;
    const ingest = ingestOver(database, { maxBatch: 100, maxBacklogBatch: 500, concurrentBatches: 3 });
    record(ingest, 0, 6_000);
    const stopped = ingest.stop(60_000);
    await vi.advanceTimersByTimeAsync(400);
    expect(database.mostAtOnce).toBe(3);
    // Four rounds of three batches of 500.
    expect(database.stored).toHaveLength(6_000);
    await stopped;
    expect(ingest.stats()).toMatchObject({ buffered: 0, written: 6_000, dropped: 0, failedFlushes: 0 });
    expect(database.stored.map(numberOf).sort((a, b) => a - b)).toEqual(numbered(0, 6_000));
  });
});

describe('the click spool', () => {
  let spoolDir: string;
  beforeEach(() => {
    spoolDir = mkdtempSync(join(tmpdir(), 'rk-spool-'));
  });
  afterEach(() => rmSync(spoolDir, { recursive: true, force: true }));

  const spoolFiles = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

  it('stop() starts no batch after its deadline; the next start writes the rest from the spool, once', async () => {
    const database = memoryDatabase();
    database.writeMs = 100;
    const stopping = ingestOver(database, { spoolDir, maxBatch: 100, maxBacklogBatch: 100 });
    stopping.start();
    record(stopping, 0, 2_000);
    const stopped = stopping.stop(300);
    await vi.advanceTimersByTimeAsync(1_000);
    await stopped;
    // Batches started at 0, 100 and 200 ms; at 300 the deadline had come.
    expect(database.starts.map((at) => at - database.starts[0]!)).toEqual([0, 100, 200]);
    expect(stopping.stats()).toMatchObject({ buffered: 0, written: 300, kept: 1_700 });
    expect(readdirSync(spoolDir)).toHaveLength(1);

    const starting = ingestOver(database, { spoolDir });
    starting.start();
    expect(starting.stats().replaying).toBe(1);
    record(starting, 2_000, 1);
    await vi.advanceTimersByTimeAsync(2_000);
    const restopped = starting.stop(60_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await restopped;
    expect(starting.stats()).toMatchObject({ replayed: 1_700, replaying: 0, kept: 0 });
    expect(database.stored.map(numberOf).sort((a, b) => a - b)).toEqual(numbered(0, 2_001));
    // Both spools are gone, files and the database's record of them.
    expect(readdirSync(spoolDir)).toEqual([]);
    expect(database.commits.size).toBe(0);
  });

  it('after a crash, the next start writes what was in the spool and not yet written, exactly once', async () => {
    const database = memoryDatabase();
    const crashing = ingestOver(database, { spoolDir, maxBatch: 100, maxBacklogBatch: 100 });
    crashing.start();
    record(crashing, 0, 1_000);
    await crashing.flush();
    record(crashing, 1_000, 500);
    // 20 ms: the spool tick appends them; then the process dies before writing them.
    await vi.advanceTimersByTimeAsync(20);
    record(crashing, 1_500, 7);
    vi.clearAllTimers();
    expect(database.stored).toHaveLength(1_000);

    const starting = ingestOver(database, { spoolDir });
    starting.start();
    await vi.advanceTimersByTimeAsync(1_000);
    const stopped = starting.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    await stopped;
    // The 7 recorded after the last tick are the crash's loss; nothing is written twice.
    expect(database.stored.map(numberOf).sort((a, b) => a - b)).toEqual(numbered(0, 1_500));
    expect(starting.stats().replayed).toBe(500);
  });

  it('past the memory bound, visits wait on disk and are read back in order: none dropped', async () => {
    const database = memoryDatabase();
    database.away = true;
    const ingest = ingestOver(database, {
      spoolDir,
      maxBuffered: 1_000,
      maxBatch: 100,
      maxBacklogBatch: 500,
    });
    ingest.start();
    record(ingest, 0, 4_000);
    await vi.advanceTimersByTimeAsync(20);
    expect(ingest.stats()).toMatchObject({ buffered: 4_000, spilled: 3_000, dropped: 0 });
    database.away = false;
    const stopped = ingest.stop(60_000);
    await vi.advanceTimersByTimeAsync(5_000);
    await stopped;
    expect(ingest.stats()).toMatchObject({ buffered: 0, spilled: 0, dropped: 0, written: 4_000, kept: 0 });
    expect(database.stored.map(numberOf)).toEqual(numbered(0, 4_000));
    expect(spoolFiles(spoolDir)).toEqual([]);
  });

  it('past its disk budget, drops the newest visits and counts them', async () => {
    const database = memoryDatabase();
    database.away = true;
    // Each line is about 150 bytes: the 100 in memory and some 30 more fit in 20,000.
    const ingest = ingestOver(database, { spoolDir, spoolMaxBytes: 20_000, maxBuffered: 100 });
    ingest.start();
    record(ingest, 0, 200);
    await vi.advanceTimersByTimeAsync(20);
    const { spilled, dropped } = ingest.stats();
    expect(spilled).toBeGreaterThan(0);
    expect(dropped).toBeGreaterThan(0);
    expect(spilled + dropped).toBe(100);
    database.away = false;
    const stopped = ingest.stop(60_000);
    await vi.advanceTimersByTimeAsync(5_000);
    await stopped;
    expect(database.stored.map(numberOf)).toEqual(numbered(0, 100 + spilled));
  });

  it('deletes a file of the spool once every visit in it is written', async () => {
    const database = memoryDatabase();
    const ingest = ingestOver(database, { spoolDir, maxBatch: 100 });
    ingest.start();
    record(ingest, 0, 50);
    await vi.advanceTimersByTimeAsync(20);
    expect(spoolFiles(spoolDir)).toHaveLength(1);
    await ingest.flush();
    expect(spoolFiles(spoolDir)).toEqual([]);
    await ingest.stop();
  });
});

describe('stop() without a spool', () => {
  it('loses what it could not write, and says so', async () => {
    const database = memoryDatabase();
    database.away = true;
    const logger = pino({ level: 'silent' });
    const error = vi.spyOn(logger, 'error');
    const ingest = createClickIngestWith(database.write, { logger, isBusy: () => false });
    record(ingest, 0, 10);
    const stopped = ingest.stop(500);
    await vi.advanceTimersByTimeAsync(1_000);
    await stopped;
    expect(ingest.stats()).toMatchObject({ written: 0, kept: 0, failedFlushes: 3 });
    expect(error).toHaveBeenLastCalledWith(
      { lost: 10 },
      'shutdown deadline passed with visits still buffered',
    );
  });
});
