// npm run bench:soak - a long run under a steady mixed load (issue 44, item 1), on each engine:
// redirects at a fixed rate over 10,000 links (a tenth of them targeted), API calls (create, edit,
// list, analytics, export) and dashboard loads (the page and the calls it makes), minute after
// minute. Per minute it prints what was answered, the errors, the redirects' p99 and the server's
// RSS; at the end, the clicks answered against the clicks stored. On the embedded engine a backup
// is taken in the middle of the run and restored into an empty data directory afterwards: every
// table holds what the backup counted at its moment (the backup drill, item 6).
//   BENCH_MINUTES (default 10), BENCH_ENGINES (default "pglite,postgres"),
//   BENCH_REDIRECT_RATE (default 5,000 a second), BENCH_DATABASE_URL (default the local test server),
//   BENCH_PROFILE=<dir> (CPU profiles of the server's threads)
// A minute's RSS is the median of readings every 5 s (its highest is printed beside it), with the
// V8 heap in use and the clicks waiting in the ingest's buffer from the server's /metrics.
// Targets: 0 errors, 0 clicks lost, RSS at the last minute within 10 % of the second's, p99 of the
// last minute at most 1.5 times the second's. Exit code 0 only when all hold.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { openBackupFile } from '../src/server/db/backup';
import { ApiSession } from '../tests/e2e/api-session';
import { startServer, tempDataDir, type RunningServer } from '../tests/e2e/server';
import { runCommand } from '../tests/integration/helpers/run-command';
import { insertLinks, linkRange, randomVisit, targeting, userAgent } from './bench-links';
import { databaseClient, dropDatabase, freshDatabase } from './engine-database';
import { percentile } from './percentile';
import { rssMb } from './process-memory';
import { readMetrics } from './server-metrics';

type Engine = 'pglite' | 'postgres';
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
const minutes = Number(process.env.BENCH_MINUTES ?? 10);
const redirectRate = Number(process.env.BENCH_REDIRECT_RATE ?? 5_000);
const apiPerSecond = 20;
const dashboardsPerSecond = 5;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDatabase = 'ringkas_bench_soak';
const plainCount = 9_000;
const targetedCount = 1_000;

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

/** Ascending, for percentile(). */
const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/**
 * Calls at a steady pace (open loop: a slow answer does not slow the next call), each timed by its
 * kind; anything but the expected status is an error, named.
 */
class Paced {
  private readonly latencies = new Map<string, number[]>();
  private readonly errors = new Map<string, number>();
  private count = 0;
  private started = 0;
  private finishedBefore = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly perSecond: number,
    private readonly kinds: readonly string[],
    private readonly call: (index: number) => Promise<string | null>,
  ) {}

  start() {
    this.timer = setInterval(() => {
      const began = performance.now();
      const index = this.started++;
      const kind = this.kinds[index % this.kinds.length]!;
      this.call(index)
        .then((problem) => this.done(kind, began, problem))
        .catch((error: unknown) => this.done(kind, began, `${kind} threw: ${(error as Error).message}`));
    }, 1000 / this.perSecond);
  }

  private done(kind: string, began: number, problem: string | null) {
    this.count += 1;
    const list = this.latencies.get(kind) ?? [];
    list.push(performance.now() - began);
    this.latencies.set(kind, list);
    if (problem) this.errors.set(problem, (this.errors.get(problem) ?? 0) + 1);
  }

  /** What the minute answered, how many wait unanswered, and a fresh start for the next. */
  take() {
    const all = [...this.latencies.values()].flat();
    const taken = {
      count: this.count,
      waiting: this.started - this.count - this.finishedBefore,
      p99: percentile(ascending(all), 99),
      byKind: [...this.latencies.entries()].map(
        ([kind, list]) => `${kind} ${percentile(ascending(list), 99).toFixed(0)}`,
      ),
      errors: [...this.errors.values()].reduce((sum, n) => sum + n, 0),
      named: [...this.errors.entries()].map(([problem, n]) => `${problem} (${n})`),
    };
    this.finishedBefore += this.count;
    this.count = 0;
    this.latencies.clear();
    this.errors.clear();
    return taken;
  }

  stop() {
    clearInterval(this.timer);
  }
}

/** null when the answer is the one expected, else what went wrong. */
const unless = (response: { status: number }, status: number, what: string) =>
  response.status === status ? null : `${what}: ${response.status}`;

interface Minute {
  minute: number;
  redirects: number;
  redirectErrors: number;
  p99: number;
  api: ReturnType<Paced['take']>;
  dashboards: ReturnType<Paced['take']>;
  /** The median of the minute's readings, and the highest. */
  rss: number;
  rssHigh: number;
  /** The median of the V8 heap in use (MB), and the most clicks waiting in the ingest's buffer. */
  heap: number;
  buffered: number;
}

interface Soaked {
  engine: Engine;
  rows: Minute[];
  answered: number;
  /** Sent: a request cut off by the end of a minute may have been answered and recorded. */
  sent: number;
  stored: number;
  drill: string | null;
  drillOk: boolean;
}

/** The run's links: one made through the API, the rest written beside it (a tenth targeted). */
async function fill(owner: ApiSession, db: pg.Client): Promise<string[]> {
  const sample = (await owner.request('POST', '/api/links', { destination_url: 'https://example.com/0' }))
    .body as { user_id: string; domain: string; short_url: string };
  const workspace = { workspaceId: sample.user_id, domain: sample.domain };
  await insertLinks(db, workspace, 'b', plainCount - 1);
  await insertLinks(db, workspace, 't', targetedCount, ', targeting', ', $4::jsonb', [
    JSON.stringify(targeting),
  ]);
  return [`/${sample.short_url}`, ...linkRange('b', plainCount - 1), ...linkRange('t', targetedCount)];
}

/** The CLI as an operator runs it on the build. */
function cli(args: string[], env: Record<string, string>) {
  return runCommand(process.execPath, ['dist/server/cli.js', ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
}

/** Restores the backup into an empty data directory; every table must hold what the backup counted. */
async function drill(file: string): Promise<{ text: string; ok: boolean }> {
  const counted = new Map<string, number>();
  const backup = await openBackupFile(file);
  for await (const item of backup.items)
    if (item.kind === 'table') counted.set(item.table.table, item.table.rows);
  const restored = await mkdtemp(join(tmpdir(), 'rk-soak-restore-'));
  try {
    const began = performance.now();
    const run = await cli(['restore', file], { DATA_DIR: restored });
    if (run.code !== 0) return { text: `restore failed: ${run.output}`, ok: false };
    const seconds = (performance.now() - began) / 1000;
    const database = await openDatabase({ dataDir: restored, poolSize: 1 });
    try {
      const differ: string[] = [];
      for (const [table, rows] of counted) {
        const { rows: result } = await database.pool.query<{ n: string }>(
          `SELECT count(*) AS n FROM "${table}"`,
        );
        if (Number(result[0]!.n) !== rows) differ.push(`${table} ${result[0]!.n} of ${rows}`);
      }
      const clicks = counted.get('clicks') ?? 0;
      return {
        text:
          differ.length === 0
            ? `restored in ${seconds.toFixed(1)} s: ${counted.size} tables, every count equal (clicks ${clicks.toLocaleString('en')})`
            : `restored, but ${differ.join(', ')}`,
        ok: differ.length === 0,
      };
    } finally {
      await database.close();
    }
  } finally {
    await rm(restored, { recursive: true, force: true });
  }
}

async function soak(engine: Engine): Promise<Soaked> {
  const dataDir = await tempDataDir();
  const env: Record<string, string> = {
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    // The soak is about holding up, not about the per-account limits.
    LINKS_PER_MINUTE: '1000000',
  };
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    databaseUrl = await freshDatabase(adminUrl, benchDatabase);
    env.DATABASE_URL = databaseUrl;
  }
  const connection = () => databaseClient(dataDir, databaseUrl);
  let server: RunningServer | undefined;
  const work = await mkdtemp(join(tmpdir(), 'rk-soak-'));
  try {
    server = await startServer({ dataDir, env });
    const url = server.url;
    const owner = new ApiSession(url, { 'user-agent': userAgent, 'x-forwarded-for': '36.66.9.9' });
    await owner.signUp('soak@example.com', 'benchmark passphrase');
    const db = connection();
    await db.connect();
    const paths = await fill(owner, db);
    const linkIds = (await db.query<{ id: string }>('SELECT id FROM shortlinks LIMIT 200')).rows.map(
      (row) => row.id,
    );
    await db.end();
    // Restarted so that the redirect cache starts from the database, as after a deploy.
    const port = server.port;
    await server.stop();
    // BENCH_PROFILE=<dir> writes CPU profiles of the server's threads there.
    const profileDir = process.env.BENCH_PROFILE;
    server = await startServer({
      dataDir,
      env,
      port,
      ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
    });
    const pid = server.process.pid!;
    log(`${engine}: ${paths.length.toLocaleString('en')} links; ${minutes} minutes...`);

    const made: string[] = [];
    const api = new Paced(apiPerSecond, ['create', 'edit', 'list', 'analytics', 'export'], async (index) => {
      switch (index % 5) {
        case 0: {
          const response = await owner.request('POST', '/api/links', {
            destination_url: `https://example.com/soak/${index}`,
          });
          if (response.status === 201) made.push(response.body.id);
          return unless(response, 201, 'create');
        }
        case 1: {
          const id = made.at(-1) ?? linkIds[index % linkIds.length]!;
          const response = await owner.request('PATCH', `/api/links/${id}`, {
            destination_url: `https://example.com/edited/${index}`,
          });
          return unless(response, 200, 'edit');
        }
        case 2:
          return unless(await owner.request('GET', `/api/links?page=${1 + (index % 20)}`), 200, 'list');
        case 3:
          return unless(await owner.request('GET', '/api/analytics?range=7d'), 200, 'analytics');
        default:
          return unless(
            await owner.request('GET', '/api/analytics/export.csv?range=7d&part=links'),
            200,
            'export',
          );
      }
    });
    const dashboards = new Paced(dashboardsPerSecond, ['dashboard'], async () => {
      const page = await owner.request('GET', '/dashboard');
      const calls = await Promise.all([
        owner.request('GET', '/api/me'),
        owner.request('GET', '/api/analytics?range=7d'),
        owner.request('GET', '/api/links'),
      ]);
      return (
        unless(page, 200, 'dashboard') ??
        calls.map((call) => unless(call, 200, 'dashboard call')).find(Boolean) ??
        null
      );
    });
    api.start();
    dashboards.start();
    // RSS every 5 s: a minute's figure is their median (one reading at a minute's end catches
    // whatever a collection or a job was doing at that instant), with its highest beside it.
    let rssReadings: number[] = [];
    let heapReadings: number[] = [];
    let bufferedReadings: number[] = [];
    const rssTimer = setInterval(() => {
      rssReadings.push(rssMb(pid));
      // What the RSS holds: the V8 heap in use, and the clicks waiting in the ingest's buffer.
      readMetrics(url)
        .then((metrics) => {
          heapReadings.push((metrics.get('ringkas_nodejs_heap_size_used_bytes') ?? 0) / 2 ** 20);
          bufferedReadings.push(metrics.get('ringkas_clicks_buffered') ?? 0);
        })
        .catch(() => undefined);
    }, 5_000);

    const rows: Minute[] = [];
    let answered = 0;
    let sent = 0;
    let backupFile: string | null = null;
    let backupRun: Promise<{ code: number | null; output: string }> | null = null;
    for (let minute = 1; minute <= minutes; minute++) {
      if (engine === 'pglite' && minute === Math.ceil(minutes / 2)) {
        backupFile = join(work, 'soak.backup.gz');
        backupRun = cli(['backup', backupFile], { DATA_DIR: dataDir });
      }
      const result = await autocannon({
        url,
        connections: 50,
        duration: 60,
        overallRate: redirectRate,
        requests: [randomVisit(paths)],
      });
      answered += result['3xx'];
      sent += result.requests.sent;
      const row: Minute = {
        minute,
        redirects: result['3xx'],
        redirectErrors: result.errors + result.timeouts + result['2xx'] + result['4xx'] + result['5xx'],
        p99: result.latency.p99,
        api: api.take(),
        dashboards: dashboards.take(),
        rss: percentile(ascending(rssReadings), 50),
        rssHigh: Math.max(...rssReadings),
        heap: percentile(ascending(heapReadings), 50),
        buffered: Math.max(0, ...bufferedReadings),
      };
      rows.push(row);
      rssReadings = [];
      heapReadings = [];
      bufferedReadings = [];
      log(
        `  ${engine} minute ${minute}: ${row.redirects.toLocaleString('en')} redirects, p99 ${row.p99} ms, ` +
          `${row.redirectErrors} errors; API ${row.api.count} answered, ${row.api.waiting} waiting, p99 ms ${row.api.byKind.join(', ')} (${row.api.errors} errors${row.api.named.length ? `: ${row.api.named.join(', ')}` : ''}); ` +
          `dashboards ${row.dashboards.count} (${row.dashboards.errors} errors${row.dashboards.named.length ? `: ${row.dashboards.named.join(', ')}` : ''}); RSS ${row.rss.toFixed(0)} MB (highest ${row.rssHigh.toFixed(0)}), ` +
          `heap ${row.heap.toFixed(0)} MB, clicks buffered up to ${row.buffered.toLocaleString('en')}`,
      );
    }
    api.stop();
    dashboards.stop();
    clearInterval(rssTimer);

    const counter = connection();
    await counter.connect();
    let stored = 0;
    const deadline = Date.now() + 300_000;
    for (;;) {
      stored = Number((await counter.query<{ n: string }>('SELECT count(*) AS n FROM clicks')).rows[0]!.n);
      if (stored >= answered || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await counter.end();
    await server.stop();

    let drillText: string | null = null;
    let drillOk = true;
    if (backupRun && backupFile) {
      const backup = await backupRun;
      if (backup.code !== 0) {
        drillText = `backup failed: ${backup.output}`;
        drillOk = false;
      } else {
        const result = await drill(backupFile);
        drillText = result.text;
        drillOk = result.ok;
      }
    }
    return { engine, rows, answered, sent, stored, drill: drillText, drillOk };
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
    if (engine === 'postgres') await dropDatabase(adminUrl, benchDatabase);
  }
}

async function main(): Promise<number> {
  const results: Soaked[] = [];
  for (const engine of engines) results.push(await soak(engine));
  let ok = true;
  console.log(
    `\nsoak benchmark: ${minutes} minutes, ${redirectRate.toLocaleString('en')} redirects/s offered over ` +
      `${(plainCount + targetedCount).toLocaleString('en')} links (${targetedCount.toLocaleString('en')} targeted), ` +
      `${apiPerSecond} API calls/s, ${dashboardsPerSecond} dashboard loads/s, node ${process.version}`,
  );
  for (const result of results) {
    console.log(`\n${result.engine}`);
    console.log(
      'minute  redirects  p99 ms  errors  API calls  API p99 ms  API errors  dashboards  dash errors  RSS MB  highest  heap MB  buffered',
    );
    for (const row of result.rows) {
      console.log(
        `${String(row.minute).padStart(6)}  ${row.redirects.toLocaleString('en').padStart(9)}  ${String(row.p99).padStart(6)}  ` +
          `${String(row.redirectErrors).padStart(6)}  ${String(row.api.count).padStart(9)}  ${row.api.p99.toFixed(0).padStart(10)}  ` +
          `${String(row.api.errors).padStart(10)}  ${String(row.dashboards.count).padStart(10)}  ${String(row.dashboards.errors).padStart(11)}  ` +
          `${row.rss.toFixed(0).padStart(6)}  ${row.rssHigh.toFixed(0).padStart(7)}  ${row.heap.toFixed(0).padStart(7)}  ` +
          `${row.buffered.toLocaleString('en').padStart(8)}`,
      );
    }
    const errors = result.rows.reduce(
      (sum, row) => sum + row.redirectErrors + row.api.errors + row.dashboards.errors,
      0,
    );
    const second = result.rows[1] ?? result.rows[0]!;
    const last = result.rows.at(-1)!;
    const checks: [string, boolean][] = [
      [`errors ${errors} (target 0)`, errors === 0],
      [
        `clicks answered ${result.answered.toLocaleString('en')}, stored ${result.stored.toLocaleString('en')}, ` +
          `at most ${result.sent.toLocaleString('en')} sent (target: none lost)`,
        result.stored >= result.answered && result.stored <= result.sent,
      ],
      [
        `RSS at minute ${last.minute} ${last.rss.toFixed(0)} MB against minute ${second.minute}'s ${second.rss.toFixed(0)} MB (target within 10 %)`,
        last.rss <= second.rss * 1.1,
      ],
      [
        `p99 at minute ${last.minute} ${last.p99} ms against minute ${second.minute}'s ${second.p99} ms (target at most 1.5x)`,
        last.p99 <= second.p99 * 1.5,
      ],
    ];
    if (result.drill !== null) checks.push([`backup drill: ${result.drill}`, result.drillOk]);
    for (const [text, holds] of checks) console.log(`${result.engine}: ${text} ${holds ? 'ok' : 'MISSED'}`);
    ok &&= checks.every(([, holds]) => holds);
  }
  return ok ? 0 : 1;
}

process.exitCode = await main();
