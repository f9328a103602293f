// npx tsx bench/flush-spread.ts - the ingest flush on the embedded engine under traffic spread
// evenly over many links, every visit a new visitor (as bench:redirect's bursts are): starts a
// server on a fresh data directory, adds the links, then writes batches the size the server
// writes on PGlite through the flush statement, committed one after the other, and prints each
// batch's time. With BENCH_EXPLAIN=1 the last batch runs under EXPLAIN (ANALYZE, BUFFERS), which
// gives the time per plan node, and the rows each rollup upsert wrote. Needs `npm run build`.
//   BENCH_LINKS    links the visits are spread over (default 20,000)
//   BENCH_BATCH    visits per batch (default 5,000: the server's backlog batch on PGlite)
//   BENCH_BATCHES  batches (default 12)
import pg from 'pg';
import type { Visit } from '../src/server/modules/analytics/click-queue';
import { toJson } from '../src/server/modules/analytics/batch-writer';
import { flushSql } from '../src/server/modules/analytics/flush-sql';
import { openGeoIp } from '../src/server/platform/net/geoip';
import { createVisitorHasher } from '../src/server/platform/net/visitor-hash';
import { ApiSession } from '../tests/e2e/api-session';
import { startServer, tempDataDir } from '../tests/e2e/server';

const linkCount = Number(process.env.BENCH_LINKS ?? 20_000);
const batchSize = Number(process.env.BENCH_BATCH ?? 5_000);
const batches = Number(process.env.BENCH_BATCHES ?? 12);
const explain = process.env.BENCH_EXPLAIN === '1';
const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
];

async function main() {
  const dataDir = await tempDataDir();
  const server = await startServer({
    dataDir,
    env: { LOG_LEVEL: 'warn', AUTH_SECRET: 'bench-only-secret-bench-only-secret-0123' },
  });
  const db = new pg.Client({ host: dataDir, port: 5432, user: 'postgres', database: 'postgres' });
  try {
    const session = new ApiSession(server.url);
    await session.signUp('spread@example.com', 'benchmark passphrase');
    const me = await session.request('GET', '/api/me');
    const userId = me.body.profile.id as string;
    await db.connect();
    await db.query(
      `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url, title)
       SELECT $1, 's' || lpad(g::text, 6, '0'), 'localhost', 'https://example.com/' || g, 'Spread ' || g
       FROM generate_series(1, $2::int) g`,
      [userId, linkCount],
    );
    const ids = (await db.query<{ id: string }>('SELECT id FROM shortlinks')).rows.map((row) => row.id);
    const context = { geoip: openGeoIp(), hashVisitor: createVisitorHasher('s'.repeat(32)) };
    let sent = 0;
    for (let batch = 1; batch <= batches; batch += 1) {
      const visits: Visit[] = Array.from({ length: batchSize }, () => {
        sent += 1;
        return {
          linkId: ids[Math.floor(Math.random() * ids.length)]!,
          at: Date.now(),
          // Every visit its own public address: a new visitor each time.
          ip: `${1 + (sent % 200)}.${(sent >> 16) % 256}.${(sent >> 8) % 256}.${sent % 256}`,
          userAgent: agents[sent % agents.length],
          referer: sent % 3 === 0 ? 'https://www.google.com/' : undefined,
          countryHint: null,
          destination: 'https://example.com/',
          choice: null,
          scan: false,
        };
      });
      const rows = await toJson(visits, context);
      const explained = explain && batch === batches;
      // As the batch writer runs it (batch-writer.ts says why).
      await db.query('BEGIN');
      await db.query('SET LOCAL enable_seqscan = off');
      const started = performance.now();
      const result = await db.query(explained ? `EXPLAIN (ANALYZE, BUFFERS) ${flushSql}` : flushSql, [
        rows,
        null,
        '[]',
        0,
        new Date().toISOString(),
      ]);
      await db.query('COMMIT');
      const ms = performance.now() - started;
      console.log(
        `batch ${batch}: ${batchSize.toLocaleString('en')} visits in ${ms.toFixed(0)} ms (${Math.round((batchSize / ms) * 1000).toLocaleString('en')} clicks/s)`,
      );
      if (explained) for (const row of result.rows) console.log(row['QUERY PLAN']);
    }
  } finally {
    await db.end().catch(() => undefined);
    await server.stop();
  }
}

await main();
