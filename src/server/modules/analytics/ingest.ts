import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { GeoIp } from '../../platform/geoip';
import { parseUserAgent } from '../../platform/user-agent';
import { rollUp, type RollupClick } from './rollup';

// Click ingest: the redirect hands a visit over and never waits. Visits wait in a bounded buffer
// and are written as one set-based INSERT (unnest over arrays) every flushIntervalMs or every
// maxBatch visits, together with the links' click counts, in one statement. When the database is
// away the buffer keeps the visits (up to maxBuffered; the oldest are dropped and counted) and
// the next flush retries. On shutdown the buffer is flushed in full.

export interface Visit {
  linkId: string;
  userId: string;
  at: Date;
  ip: string;
  userAgent: string | undefined;
  referer: string | undefined;
  /** A country from a trusted proxy header, when the operator trusts one. */
  countryHint: string | null;
  destination: string;
}

/** A visit after enrichment: what a clicks row holds (the rollup's fields and the destination). */
interface Click extends RollupClick {
  destination: string;
}

export interface IngestOptions {
  pool: pg.Pool;
  geoip: GeoIp;
  logger: FastifyBaseLogger;
  /** Keys the daily visitor hash; never stored. */
  secret: string;
  flushIntervalMs?: number;
  maxBatch?: number;
  maxBuffered?: number;
}

export interface ClickIngest {
  record(visit: Visit): void;
  /** Writes what is buffered now; resolves when that write is done (or has failed). */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and flushes until the buffer is empty or the deadline passes. */
  stop(deadlineMs?: number): Promise<void>;
  /** buffered counts the visits waiting and those being written now. */
  stats(): { buffered: number; written: number; dropped: number; failedFlushes: number };
}

const insertClicksSql = `
WITH batch AS (
  SELECT * FROM unnest(
    $1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
    $8::boolean[], $9::text[], $10::bigint[]
  ) AS v(link_id, clicked_at, country, device, os, browser, referrer_host, is_bot, destination, visitor_hash)
),
inserted AS (
  -- A link deleted while its visits waited here is skipped rather than failing the batch.
  INSERT INTO clicks (link_id, clicked_at, country, device, os, browser, referrer_host, is_bot, destination, visitor_hash)
  SELECT b.* FROM batch b JOIN shortlinks s ON s.id = b.link_id
  RETURNING link_id, is_bot
),
counted AS (
  UPDATE shortlinks s SET click_count = s.click_count + c.n
  FROM (SELECT link_id, count(*) AS n FROM inserted WHERE NOT is_bot GROUP BY link_id) c
  WHERE s.id = c.link_id
  RETURNING s.id
)
SELECT (SELECT count(*) FROM inserted)::int AS inserted,
       (SELECT coalesce(array_agg(DISTINCT link_id::text), '{}') FROM inserted) AS link_ids`;

// New (scope, day, visitor) keys come back; the rest were seen earlier that day.
const insertVisitorsSql = `
INSERT INTO visitor_days (scope, day, visitor_hash)
SELECT * FROM unnest($1::text[], $2::date[], $3::bigint[])
ON CONFLICT DO NOTHING
RETURNING scope, day::text AS day, visitor_hash::text AS hash`;

function upsertRollupSql(table: 'click_rollups_hourly' | 'click_rollups_daily', bucket: 'hour' | 'day') {
  const bucketType = bucket === 'hour' ? 'timestamptz' : 'date';
  return `
INSERT INTO ${table} AS r (scope, dim, ${bucket}, is_bot, value, clicks, visitors)
SELECT * FROM unnest($1::text[], $2::smallint[], $3::${bucketType}[], $4::boolean[], $5::text[], $6::int[], $7::int[])
ON CONFLICT (scope, dim, ${bucket}, is_bot, value)
DO UPDATE SET clicks = r.clicks + excluded.clicks, visitors = r.visitors + excluded.visitors`;
}

const upsertHourlySql = upsertRollupSql('click_rollups_hourly', 'hour');
const upsertDailySql = upsertRollupSql('click_rollups_daily', 'day');

function referrerHost(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

const backlogBatchFactor = 5;

export function createClickIngest(options: IngestOptions): ClickIngest {
  const { pool, geoip, logger, secret } = options;
  const flushIntervalMs = options.flushIntervalMs ?? 1_000;
  const maxBatch = options.maxBatch ?? 1_000;
  const maxBuffered = options.maxBuffered ?? 200_000;

  let buffer: Click[] = [];
  let inFlight = 0;
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let written = 0;
  let dropped = 0;
  let droppedSinceLog = 0;
  let failedFlushes = 0;
  let soonScheduled = false;
  let saltDay = '';
  let salt: Buffer = Buffer.alloc(0);

  function dailySalt(day: string): Buffer {
    if (day !== saltDay) {
      saltDay = day;
      salt = createHmac('sha256', secret).update(`visitor:${day}`).digest();
    }
    return salt;
  }

  function visitorHash(visit: Visit): number {
    const digest = createHmac('sha256', dailySalt(visit.at.toISOString().slice(0, 10)))
      .update(`${visit.ip}\n${visit.userAgent ?? ''}`)
      .digest();
    return digest.readUIntBE(0, 6);
  }

  // Enrichment runs as each visit is handed over (about 10 µs, after the answer has been
  // written) rather than all at once at flush time, where it would hold the event loop for tens
  // of milliseconds once a second and show up in the redirect's tail latency.
  function enrich(visit: Visit): Click {
    const agent = parseUserAgent(visit.userAgent);
    return {
      linkId: visit.linkId,
      userId: visit.userId,
      at: visit.at.toISOString(),
      country: visit.countryHint ?? geoip.country(visit.ip),
      device: agent.device,
      os: agent.os,
      browser: agent.browser,
      referrerHost: referrerHost(visit.referer),
      isBot: agent.isBot,
      destination: visit.destination,
      visitorHash: visitorHash(visit),
    };
  }

  async function write(batch: Click[]): Promise<number> {
    const columns = {
      linkIds: [] as string[],
      times: [] as string[],
      countries: [] as (string | null)[],
      devices: [] as string[],
      oses: [] as (string | null)[],
      browsers: [] as (string | null)[],
      referrers: [] as (string | null)[],
      bots: [] as boolean[],
      destinations: [] as string[],
      hashes: [] as number[],
    };
    for (const click of batch) {
      columns.linkIds.push(click.linkId);
      columns.times.push(click.at);
      columns.countries.push(click.country);
      columns.devices.push(click.device);
      columns.oses.push(click.os);
      columns.browsers.push(click.browser);
      columns.referrers.push(click.referrerHost);
      columns.bots.push(click.isBot);
      columns.destinations.push(click.destination);
      columns.hashes.push(click.visitorHash);
    }
    // Raw rows, click counts, visitors and rollups commit together or not at all, so a retried
    // batch is never counted twice.
    const client = await pool.connect();
    // A connection dropped mid-batch reports here as well as through the failed query; without
    // a listener the event would crash the process.
    const onConnectionError = (error: Error) => logger.warn({ err: error }, 'click flush connection lost');
    client.on('error', onConnectionError);
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await client.query<{ inserted: number; link_ids: string[] }>(
        insertClicksSql,
        Object.values(columns),
      );
      const inserted = result.rows[0]?.inserted ?? 0;
      const linkIds = new Set(result.rows[0]?.link_ids ?? []);
      await writeRollups(
        client,
        linkIds.size === columns.linkIds.length ? batch : batch.filter((click) => linkIds.has(click.linkId)),
      );
      await client.query('COMMIT');
      return inserted;
    } catch (error) {
      broken = true;
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.off('error', onConnectionError);
      // A client that failed mid-transaction is discarded rather than reused.
      client.release(broken);
    }
  }

  async function writeRollups(client: pg.PoolClient, batch: Click[]): Promise<void> {
    if (batch.length === 0) return;
    const rollup = rollUp(batch);
    const { scopes, days, hashes } = rollup.visitorKeys;
    const fresh = await client.query<{ scope: string; day: string; hash: string }>(insertVisitorsSql, [
      scopes,
      days,
      hashes,
    ]);
    for (const row of fresh.rows) rollup.addVisitor(row.scope, row.day, row.hash);
    await client.query(upsertHourlySql, Object.values(rollup.hourly()));
    await client.query(upsertDailySql, Object.values(rollup.daily()));
  }

  function enforceBound() {
    const excess = buffer.length - maxBuffered;
    if (excess <= 0) return;
    buffer.splice(0, excess);
    dropped += excess;
    droppedSinceLog += excess;
  }

  async function flushOnce(): Promise<void> {
    while (buffer.length > 0) {
      // A backlog (the database was slower than the traffic) is written in larger batches: more
      // visits share each rollup row, so catching up costs less per visit.
      const batch = buffer.splice(0, Math.min(buffer.length, maxBatch * backlogBatchFactor));
      inFlight = batch.length;
      try {
        written += await write(batch);
        inFlight = 0;
      } catch (error) {
        inFlight = 0;
        failedFlushes += 1;
        // Put the batch back in front and try again on the next tick.
        buffer = batch.concat(buffer);
        enforceBound();
        logger.error({ err: error, buffered: buffer.length }, 'click flush failed; will retry');
        return;
      }
    }
    if (droppedSinceLog > 0) {
      logger.error({ dropped: droppedSinceLog }, 'click buffer was full: oldest visits dropped');
      droppedSinceLog = 0;
    }
  }

  function flush(): Promise<void> {
    if (flushing) return flushing;
    flushing = flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    record(visit) {
      buffer.push(enrich(visit));
      enforceBound();
      if (buffer.length >= maxBatch && !flushing && !soonScheduled) {
        soonScheduled = true;
        setImmediate(() => {
          soonScheduled = false;
          void flush();
        });
      }
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), flushIntervalMs);
      timer.unref();
    },
    async stop(deadlineMs = 8_000) {
      clearInterval(timer);
      timer = undefined;
      const deadline = Date.now() + deadlineMs;
      while (Date.now() < deadline) {
        await flush();
        if (buffer.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      logger.error({ lost: buffer.length }, 'shutdown deadline passed with visits still buffered');
    },
    stats: () => ({ buffered: buffer.length + inFlight, written, dropped, failedFlushes }),
  };
}
