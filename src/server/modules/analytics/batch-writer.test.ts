import { EventEmitter } from 'node:events';
import type pg from 'pg';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createBatchWriter, toJson } from './batch-writer';
import type { Visit } from './click-queue';
import { createVisitorHasher } from '../../platform/net/visitor-hash';
import { enrich, type EnrichContext } from './enrich';
import { flushSql } from './flush-sql';

// The writer's own duties around the statement: the JSON text in slices, and a connection that
// failed mid-batch never going back to the pool. The statement itself runs against the real
// database in tests/integration/ingest-durability.test.ts; here the pool is a stand-in.

const context: EnrichContext = {
  geoip: { country: () => 'ID' },
  hashVisitor: createVisitorHasher('s'.repeat(32)),
};

function visits(count: number): Visit[] {
  return Array.from({ length: count }, (_, n) => ({
    linkId: '00000000-0000-4000-8000-000000000001',
    at: Date.UTC(2026, 10, 24, 12) + n,
    ip: `36.66.${n % 250}.1`,
    userAgent: 'Mozilla/5.0',
    referer: undefined,
    countryHint: null,
    destination: `https://example.com/${n}`,
    choice: null,
    scan: false,
  }));
}

describe('toJson', () => {
  it('is every visit enriched, in order, across its slices', async () => {
    const batch = visits(1_201);
    expect(JSON.parse(await toJson(batch, context))).toEqual(batch.map((visit) => enrich(visit, context)));
    expect(await toJson([], context)).toBe('[]');
  });

  it('lets the event loop run between slices', async () => {
    let ran = false;
    const json = toJson(visits(1_201), context);
    setImmediate(() => {
      ran = true;
    });
    await json;
    expect(ran).toBe(true);
  });
});

/** A pool of one client whose statement answers `result` or fails with it. */
function poolOf(result: { inserted: number } | Error) {
  const client = Object.assign(new EventEmitter(), {
    errorListenersDuringQuery: -1,
    query: vi.fn(async () => {
      client.errorListenersDuringQuery = client.listenerCount('error');
      if (result instanceof Error) throw result;
      return { rows: [result] };
    }),
    release: vi.fn(),
  });
  const pool = { connect: async () => client } as unknown as Pick<pg.Pool, 'connect'>;
  return { pool, client };
}

describe('createBatchWriter', () => {
  const logger = pino({ level: 'silent' });

  it('runs the flush statement with the batch as JSON, answers what it inserted and returns the client', async () => {
    const { pool, client } = poolOf({ inserted: 2 });
    const batch = visits(3);
    const now = () => new Date('2026-11-30T10:00:00.000Z');
    expect(await createBatchWriter({ pool, logger, context, now })(batch)).toBe(2);
    expect(client.query).toHaveBeenCalledWith(flushSql, [
      await toJson(batch, context),
      null,
      '[]',
      0,
      '2026-11-30T10:00:00.000Z',
    ]);
    expect(client.release).toHaveBeenCalledWith(false);
  });

  it('runs it in a transaction of its own that rules out sequential scans (an empty visitor_days)', async () => {
    const { pool, client } = poolOf({ inserted: 1 });
    await createBatchWriter({ pool, logger, context })(visits(1));
    const texts = (client.query as unknown as { mock: { calls: unknown[][] } }).mock.calls.map(
      (call) => call[0],
    );
    expect(texts).toEqual(['BEGIN', 'SET LOCAL enable_seqscan = off', flushSql, 'COMMIT']);
  });

  it("records the batch's stretches of its click spool in the same statement", async () => {
    const { pool, client } = poolOf({ inserted: 3 });
    const batch = visits(3);
    const commit = { spool: '7-1-host', ranges: [[4, 6]] as [number, number][], pruneBelow: 4 };
    await createBatchWriter({ pool, logger, context })(batch, commit);
    expect(client.query).toHaveBeenCalledWith(flushSql, [
      await toJson(batch, context),
      '7-1-host',
      '[[4,6]]',
      4,
      expect.any(String),
    ]);
  });

  it('discards a client whose statement failed, and listens for its errors only meanwhile', async () => {
    const { pool, client } = poolOf(new Error('connection lost'));
    await expect(createBatchWriter({ pool, logger, context })(visits(3))).rejects.toThrow('connection lost');
    expect(client.release).toHaveBeenCalledWith(true);
    // An 'error' event without a listener would crash the process.
    expect(client.errorListenersDuringQuery).toBe(1);
    expect(client.listenerCount('error')).toBe(0);
  });
});
