// npx tsx bench/flush-explain.ts - where one ingest flush spends its time, on the database that
// `BENCH_KEEP=1 npm run bench:analytics` leaves behind (PostgreSQL, 10 million clicks). Builds one
// batch as bench:analytics' ingest does (visits spread over the 1,000 links by a power law, each
// from its own address), enriches it as the batch writer does, and prints the flush statement's
// EXPLAIN (ANALYZE, BUFFERS) with the time per plan node, per trigger and per index. The statement
// runs in a transaction that is rolled back, so runs repeat on the same data.
//   BENCH_DATABASE_URL  (default postgres://postgres@127.0.0.1:5432/ringkas_bench)
//   BENCH_BATCH         visits in the batch (default 50,000, the server's backlog batch)
//   BENCH_PLAN_RUN      which of the two runs' plan to print (default 2: the first may be cold)
import pg from 'pg';
import type { Visit } from '../src/server/modules/analytics/click-queue';
import { toJson } from '../src/server/modules/analytics/batch-writer';
import { flushSql } from '../src/server/modules/analytics/flush-sql';
import { openGeoIp } from '../src/server/platform/net/geoip';
import { createVisitorHasher } from '../src/server/platform/net/visitor-hash';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ringkas_bench';
const batchSize = Number(process.env.BENCH_BATCH ?? 50_000);

const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
];

async function main() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const linkIds = (
      await client.query<{ id: string }>('SELECT id FROM shortlinks ORDER BY short_url')
    ).rows.map((row) => row.id);
    if (linkIds.length === 0) throw new Error('no links: run BENCH_KEEP=1 npm run bench:analytics first');
    const seed = Date.now();
    const visits: Visit[] = Array.from({ length: batchSize }, (_, index) => ({
      linkId: linkIds[Math.floor(linkIds.length * Math.random() ** 4)]!,
      at: Date.now(),
      ip: `36.${64 + (index % 8)}.${(index >> 8) % 256}.${index % 256}`,
      userAgent: `${agents[index % agents.length]} ${seed}`,
      referer: index % 3 === 0 ? 'https://www.google.com/' : undefined,
      countryHint: null,
      destination: 'https://example.com/',
      choice: null,
      scan: false,
    }));
    const rows = await toJson(visits, {
      geoip: openGeoIp(),
      hashVisitor: createVisitorHasher('s'.repeat(32)),
    });
    const sizes = await client.query(
      `SELECT relname, pg_size_pretty(pg_relation_size(oid)) AS size FROM pg_class
        WHERE relname IN ('clicks', 'clicks_link_time_idx', 'click_rollups_hourly', 'click_rollups_hourly_pkey',
                          'click_rollups_hourly_totals_idx', 'click_rollups_daily', 'click_rollups_daily_pkey',
                          'visitor_days', 'visitor_days_pkey')
        ORDER BY relname`,
    );
    for (const row of sizes.rows) console.log(`${String(row.relname).padEnd(34)} ${row.size}`);
    for (let run = 1; run <= 2; run += 1) {
      // As the batch writer runs it (batch-writer.ts says why).
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const started = performance.now();
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, TIMING) ${flushSql}`, [
        rows,
        null,
        '[]',
        0,
        new Date().toISOString(),
      ]);
      const ms = performance.now() - started;
      await client.query('ROLLBACK');
      console.log(
        `\nrun ${run}: ${batchSize.toLocaleString('en')} visits in ${ms.toFixed(0)} ms (${Math.round((batchSize / ms) * 1000).toLocaleString('en')} clicks/s)`,
      );
      if (run === Number(process.env.BENCH_PLAN_RUN ?? 2))
        for (const row of plan.rows) console.log(row['QUERY PLAN']);
    }
  } finally {
    await client.end();
  }
}

await main();
