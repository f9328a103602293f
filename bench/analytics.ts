// npm run bench:analytics - click analytics at scale. Generates clicks over 1,000 links and 90 days
// (a few hot links, many cold: link i is picked with weight falling as a power law), rolls them up
// as the ingest flush does, then times the reports API through HTTP (50 runs each after warm-up)
// and the ingest flush path itself.
//   BENCH_ENGINE=postgres (default; BENCH_DATABASE_URL, default the local test server) or pglite
//   BENCH_CLICKS  (default 10,000,000 on PostgreSQL, 1,000,000 on PGlite)
//   BENCH_KEEP=1  keep the generated database (PostgreSQL: ringkas_bench; PGlite: the data
//                 directory /tmp/ringkas-bench-pglite), and reuse it on the next run
// Targets: per-link 90-day report p95 <= 50 ms, all-links report p95 <= 150 ms, ingest >= 20,000
// clicks/s on PostgreSQL and >= 10,000 on PGlite. The exit code is 0 only when all three hold. The
// report of a tag on half the links (a selection, ADR 0027: each link's rollups summed) is printed
// for information.
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { Visit } from '../src/server/modules/analytics/click-queue';
import { ingestBatching } from '../src/server/modules/analytics';
import { createClickIngest } from '../src/server/modules/analytics/ingest';
import { openGeoIp } from '../src/server/platform/net/geoip';
import { ApiSession } from '../tests/e2e/api-session';
import { startServer, tempDataDir, type RunningServer } from '../tests/e2e/server';

const engine = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const clickCount = Number(process.env.BENCH_CLICKS ?? (engine === 'postgres' ? 10_000_000 : 1_000_000));
const ingestCount = engine === 'postgres' ? 200_000 : 50_000;
const linkCount = 1_000;
const runs = 50;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDatabase = 'ringkas_bench';
const keep = process.env.BENCH_KEEP === '1';
const keptDataDir = '/tmp/ringkas-bench-pglite';
const owner = { email: 'analyst@example.com', password: 'benchmark passphrase' };

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

// Clicks in slices of ten days, so each rollup statement aggregates a bounded set.
const generateClicksSql = `
INSERT INTO clicks (link_id, clicked_at, country, device, os, browser, referrer_host, is_bot, destination, visitor_hash)
SELECT l.ids[1 + floor($2 * power(random(), 4))::int],
       $3::timestamptz + random() * ($4::timestamptz - $3::timestamptz),
       (ARRAY['ID','US','SG','MY','IN','GB','DE','JP','BR','FR','AU','CA','NL','PH','VN','TH','KR','ES','IT',NULL])[1 + floor(20 * power(random(), 2))::int],
       (ARRAY['mobile','desktop','tablet'])[1 + floor(3 * power(random(), 1.5))::int],
       (ARRAY['Android','iOS','Windows','macOS','Linux',NULL])[1 + floor(6 * power(random(), 1.5))::int],
       (ARRAY['Chrome','Mobile Safari','Safari','Firefox','Edge','Samsung Internet','Opera',NULL])[1 + floor(8 * power(random(), 1.5))::int],
       (ARRAY[NULL,'google.com','t.co','facebook.com','instagram.com','youtube.com','bing.com','reddit.com'])[1 + floor(8 * power(random(), 2))::int],
       random() < 0.03, 'https://example.com/', floor(random() * 2000000)::bigint
FROM generate_series(1, $5::int) g,
     (SELECT array_agg(id ORDER BY short_url) AS ids FROM shortlinks WHERE workspace_id = $1) l`;

// The rollups the ingest flush writes, computed from the generated rows in one pass per slice:
// each scope's total per hour with its breakdown folded in, and each link under its owner.
const breakdownKeys = (scope: string) => `
  (${scope}, '1:' || coalesce(c.country, '')), (${scope}, '2:' || c.device),
  (${scope}, '3:' || coalesce(c.os, '')), (${scope}, '4:' || coalesce(c.browser, '')),
  (${scope}, '5:' || coalesce(c.referrer_host, ''))`;
const rollUpSliceSql = `
WITH pairs AS (
  SELECT d.scope, date_trunc('hour', c.clicked_at, 'UTC') AS hour, c.is_bot, d.key, count(*)::int AS n
  FROM clicks c
  CROSS JOIN LATERAL (VALUES ${breakdownKeys('c.link_id::text')}, ${breakdownKeys('$1')}) AS d(scope, key)
  WHERE c.clicked_at >= $2 AND c.clicked_at < $3
  GROUP BY 1, 2, 3, 4
),
totals AS (
  -- Every click has exactly one device: the total is the sum over the devices.
  INSERT INTO click_rollups_hourly (scope, dim, hour, is_bot, value, clicks, visitors, breakdown)
  SELECT scope, 0, hour, is_bot, '', sum(n) FILTER (WHERE key LIKE '2:%'), 0, jsonb_object_agg(key, n)
  FROM pairs GROUP BY scope, hour, is_bot
)
INSERT INTO click_rollups_hourly (scope, dim, hour, is_bot, value, clicks, visitors)
SELECT $1, 6, date_trunc('hour', clicked_at, 'UTC'), is_bot, link_id::text, count(*), 0
FROM clicks WHERE clicked_at >= $2 AND clicked_at < $3
GROUP BY 3, 4, 5`;

const rollUpDailySql = `
INSERT INTO click_rollups_daily (scope, dim, day, is_bot, value, clicks, visitors, breakdown)
SELECT h.scope, h.dim, h.day, h.is_bot, h.value, h.clicks, h.visitors, b.breakdown
FROM (
  SELECT scope, dim, (hour AT TIME ZONE 'UTC')::date AS day, is_bot, value, sum(clicks) AS clicks, sum(visitors) AS visitors
  FROM click_rollups_hourly GROUP BY 1, 2, 3, 4, 5
) h
LEFT JOIN (
  SELECT scope, day, is_bot, jsonb_object_agg(key, n) AS breakdown FROM (
    SELECT r.scope, (r.hour AT TIME ZONE 'UTC')::date AS day, r.is_bot, e.key, sum(e.value::int) AS n
    FROM click_rollups_hourly r CROSS JOIN LATERAL jsonb_each_text(r.breakdown) e
    WHERE r.dim = 0
    GROUP BY 1, 2, 3, 4
  ) p
  GROUP BY 1, 2, 3
) b ON h.dim = 0 AND b.scope = h.scope AND b.day = h.day AND b.is_bot = h.is_bot`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeReport(session: ApiSession, path: string) {
  for (let index = 0; index < 5; index += 1) await session.request('GET', path);
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    const response = await session.request('GET', path);
    times.push(performance.now() - started);
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function measureIngest(pool: pg.Pool, linkIds: string[]): Promise<number> {
  const ingest = createClickIngest({
    pool,
    geoip: openGeoIp(),
    logger: pino({ level: 'silent' }),
    secret: 'bench-secret-bench-secret-bench-secret',
    // As the server configures it for this engine.
    ...ingestBatching(engine),
  });
  const agents = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  ];
  const visits: Visit[] = Array.from({ length: ingestCount }, (_, index) => ({
    linkId: linkIds[Math.floor(linkIds.length * Math.random() ** 4)]!,
    at: Date.now(),
    ip: `36.${64 + (index % 8)}.${(index >> 8) % 256}.${index % 256}`,
    userAgent: agents[index % agents.length],
    referer: index % 3 === 0 ? 'https://www.google.com/' : undefined,
    countryHint: null,
    destination: 'https://example.com/',
    choice: null,
    scan: false,
  }));
  const started = performance.now();
  // Visits arrive as a redirect would hand them over: a thousand at a time, with the event loop
  // free in between, so flushes run while later visits are still being enriched.
  for (let index = 0; index < visits.length; index += 1) {
    ingest.record(visits[index]!);
    if (index % 1_000 === 999) await new Promise((resolve) => setImmediate(resolve));
  }
  await ingest.stop(600_000);
  const seconds = (performance.now() - started) / 1000;
  const { written } = ingest.stats();
  if (written !== ingestCount) throw new Error(`ingest wrote ${written} of ${ingestCount}`);
  return ingestCount / seconds;
}

async function main() {
  let databaseUrl: string | undefined;
  let reuse: boolean;
  let dataDir: string | undefined;
  if (engine === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [benchDatabase]))
      .rowCount;
    reuse = keep && exists === 1;
    if (!reuse) {
      await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase}`);
      await admin.query(`CREATE DATABASE ${benchDatabase}`);
    }
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${benchDatabase}`;
    databaseUrl = url.href;
  } else {
    reuse = keep && existsSync(join(keptDataDir, 'pglite', 'PG_VERSION'));
    if (keep && !reuse) await rm(keptDataDir, { recursive: true, force: true });
    if (keep) await mkdir(keptDataDir, { recursive: true });
    dataDir = keep ? keptDataDir : await tempDataDir();
  }
  log(`analytics benchmark on ${engine}: ${clickCount.toLocaleString('en')} clicks over ${linkCount} links`);
  let server: RunningServer | undefined;
  const connection = () =>
    databaseUrl
      ? { connectionString: databaseUrl }
      : { host: dataDir, port: 5432, user: 'postgres', database: 'postgres' };
  try {
    server = await startServer({
      ...(dataDir ? { dataDir } : {}),
      // A fixed secret, so that a kept database's signing keys still open on the next run.
      env: {
        LOG_LEVEL: 'warn',
        AUTH_SECRET: 'bench-only-secret-bench-only-secret-0123',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    const session = new ApiSession(server.url);
    if (reuse) await session.signIn(owner.email, owner.password);
    else await session.signUp(owner.email, owner.password);
    const me = await session.request('GET', '/api/me');
    if (me.status !== 200) throw new Error(`GET /api/me: ${me.status} ${JSON.stringify(me.body)}`);
    const userId = me.body.profile.id as string;
    const scope = `u:${userId}`;

    const db = new pg.Client(connection());
    await db.connect();
    if (!reuse)
      await db.query(
        `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url, title)
       SELECT $1, 'b' || lpad(g::text, 6, '0'), 'localhost', 'https://example.com/' || g, 'Bench link ' || g
       FROM generate_series(1, $2::int) g`,
        [userId, linkCount],
      );
    const linkIds = (
      await db.query('SELECT id FROM shortlinks WHERE workspace_id = $1 ORDER BY short_url', [userId])
    ).rows.map((row) => row.id as string);

    // Half the links (every other one) carry a tag: a report over the links a filter selects.
    await db.query(
      `INSERT INTO link_tags (workspace_id, name, color) VALUES ($1, 'half', 'blue') ON CONFLICT DO NOTHING`,
      [userId],
    );
    const halfTag = (
      await db.query(`SELECT id FROM link_tags WHERE workspace_id = $1 AND name = 'half'`, [userId])
    ).rows[0].id as string;
    await db.query(
      `INSERT INTO shortlink_tags (link_id, tag_id)
       SELECT id, $2 FROM shortlinks WHERE workspace_id = $1 AND right(short_url, 1)::int % 2 = 0
       ON CONFLICT DO NOTHING`,
      [userId, halfTag],
    );

    const end = new Date();
    end.setUTCMinutes(0, 0, 0);
    const sliceMs = 10 * 86_400_000;
    const slices = 9;
    const perSlice = Math.ceil(clickCount / slices);
    if (reuse) log('reusing the generated database');
    else
      await timed('clicks and rollups', async () => {
        log('generating clicks and rollups...');
        for (let slice = 0; slice < slices; slice += 1) {
          const from = new Date(end.getTime() - (slices - slice) * sliceMs);
          const to = new Date(from.getTime() + sliceMs);
          await db.query(generateClicksSql, [userId, linkCount, from, to, perSlice]);
          await db.query(rollUpSliceSql, [scope, from, to]);
          log(`  slice ${slice + 1}/${slices}`);
        }
        await db.query(rollUpDailySql);
        // Autovacuum would have run over 90 days: pages all-visible, so reports read only the index.
        await db.query('VACUUM ANALYZE');
        // Write out the generation's dirty pages now, so that the checkpoint after the bulk load
        // does not run into the timings.
        await db.query('CHECKPOINT');
      });
    const stored = Number((await db.query('SELECT count(*) AS n FROM clicks')).rows[0].n);
    const rollupRows = Number((await db.query('SELECT count(*) AS n FROM click_rollups_hourly')).rows[0].n);
    // Tables with their indexes (and TOAST), as they stand before the ingest adds to them.
    const sizes = (
      await db.query<{ name: string; size: string }>(
        `SELECT relname AS name, pg_size_pretty(pg_total_relation_size(oid)) AS size FROM pg_class
         WHERE relname IN ('clicks', 'click_rollups_hourly', 'click_rollups_daily') ORDER BY relname`,
      )
    ).rows;
    await db.end();

    log('timing reports...');
    const perLink = await timeReport(session, `/api/analytics?range=90d&link_id=${linkIds[0]}`);
    const coldLink = await timeReport(session, `/api/analytics?range=90d&link_id=${linkIds[linkCount - 1]}`);
    const allLinks = await timeReport(session, '/api/analytics?range=90d');
    const allLinksDay = await timeReport(session, '/api/analytics?range=24h');
    const tagged = await timeReport(session, `/api/analytics?range=90d&tags=${halfTag}`);
    const dashboard = await timeReport(session, '/api/dashboard');

    log('timing ingest...');
    // The flush path against the same database, with a pool the size the server would use.
    const pool = new pg.Pool({ ...connection(), max: engine === 'postgres' ? 4 : 1 });
    const ingestRate = await measureIngest(pool, linkIds);
    await pool.end();

    const ingestTarget = engine === 'postgres' ? 20_000 : 10_000;
    const check = (value: number, limit: number, below: boolean) =>
      (below ? value <= limit : value >= limit) ? ' ok' : ' MISSED';
    console.log(
      `\nanalytics benchmark: ${engine}, ${stored.toLocaleString('en')} clicks, ${linkCount} links, 90 days, ` +
        `${rollupRows.toLocaleString('en')} hourly rollup rows; ${runs} runs per report`,
    );
    console.log(`on disk: ${sizes.map((row) => `${row.name} ${row.size}`).join(', ')}\n`);
    console.log('report                          p50 ms   p95 ms');
    const line = (label: string, result: { p50: number; p95: number }, suffix = '') =>
      console.log(
        `${label.padEnd(30)} ${result.p50.toFixed(1).padStart(7)}  ${result.p95.toFixed(1).padStart(7)}${suffix}`,
      );
    line('one link, 90 days (hottest)', perLink, ` (target p95 <= 50)${check(perLink.p95, 50, true)}`);
    line('one link, 90 days (coldest)', coldLink);
    line('all links, 90 days', allLinks, ` (target p95 <= 150)${check(allLinks.p95, 150, true)}`);
    line('all links, 24 hours', allLinksDay);
    line('a tag (500 links), 90 days', tagged, ' (no target: each link read)');
    line('dashboard', dashboard);
    console.log(
      `ingest through the flush path: ${Math.round(ingestRate).toLocaleString('en')} clicks/s (${ingestCount.toLocaleString('en')} visits)` +
        ` (target >= ${ingestTarget.toLocaleString('en')})${check(ingestRate, ingestTarget, false)}`,
    );
    process.exitCode = perLink.p95 <= 50 && allLinks.p95 <= 150 && ingestRate >= ingestTarget ? 0 : 1;
  } finally {
    await server?.stop();
    if (dataDir && !keep) await rm(dataDir, { recursive: true, force: true });
    if (engine === 'postgres' && !keep) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase}`);
      await admin.end();
    }
  }
}

await main();
