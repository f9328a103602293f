// npm run bench:footprint - what the server costs a small box: memory (RSS of the server process
// and any process it started) and start time, on both engines, as an operator measures them.
// Every start is `npm start`, a newcomer's command (npm's own process, a launcher, is not counted
// in the memory; its start is in the time). For each engine: a first start on a fresh data
// directory (or an empty PostgreSQL database), its RSS when the port opens and after a minute
// idle; then a restart on that data, timed from spawn to an open port; then a load of a million
// redirects over 10,000 links (wrk, 50 connections, every visit recorded) with 1,000 API calls
// beside it (create, edit, list, analytics, export) and, once the stored clicks have caught up,
// its RSS after a minute idle, with the peak the load reached.
//   BENCH_REDIRECTS (default 1,000,000), BENCH_API_CALLS (default 1,000), BENCH_IDLE_SECONDS
//   (default 60), BENCH_ENGINES (default "pglite,postgres"), BENCH_DATABASE_URL (default the
//   local test server)
// Targets (issue 45): the first start at most 3 s and a restart at most 2 s on both engines; the
// embedded engine at most 250 MB idle after start and idle after the load; the PostgreSQL
// engine's process at most 200 MB idle after the load. Exit code 0 only when all hold.
import { execFile, execFileSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiSession } from '../tests/e2e/api-session';
import { freePort, portOpen, runServer, tempDataDir } from '../tests/e2e/server';
import { databaseClient, dropDatabase, freshDatabase } from './engine-database';
import { childrenOf, peakMb, rssMb } from './process-memory';

type Engine = 'pglite' | 'postgres';
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
const redirects = Number(process.env.BENCH_REDIRECTS ?? 1_000_000);
const apiCalls = Number(process.env.BENCH_API_CALLS ?? 1_000);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDatabase = 'ringkas_bench_footprint';
const linkCount = 10_000;
const ownerEmail = 'footprint@example.com';
const ownerPassword = 'benchmark passphrase';
const targets = {
  firstStartSeconds: 3,
  restartSeconds: 2,
  embeddedIdleMb: 250,
  postgresIdleAfterLoadMb: 200,
};

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

interface Started {
  url: string;
  /** The server's process (npm's child): what the memory readings are of. */
  pid: number;
  seconds: number;
  stop(): Promise<void>;
}

/** `npm start` in this checkout, timed from spawn to an open port. */
async function start(dataDir: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const { child: npm, exited, output } = runServer({ dataDir, port, env, npmStart: true });
  const deadline = Date.now() + 120_000;
  while (!(await portOpen(port))) {
    if (npm.exitCode !== null || Date.now() > deadline) {
      npm.kill('SIGKILL');
      throw new Error(`npm start did not open the port:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const seconds = (performance.now() - began) / 1000;
  // Its script's shell exec's node, so the server is npm's child.
  const [server] = childrenOf(npm.pid!);
  if (!server) throw new Error(`npm start's server process not found:\n${output()}`);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: server,
    seconds,
    async stop() {
      // npm passes SIGTERM on to its script and exits with it.
      npm.kill('SIGTERM');
      await exited;
    },
  };
}

/** RSS after `idleSeconds` without a request (V8 and the allocator give memory back when idle). */
async function idleRss(pid: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  return rssMb(pid);
}

function wrkInstalled(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version.
    return (error as { status?: number }).status === 1;
  }
}

function wrk(url: string, pathsFile: string, seconds: number): Promise<{ requests: number }> {
  return new Promise((resolve, reject) =>
    execFile(
      'wrk',
      ['-t1', '-c50', `-d${seconds}s`, '-s', 'bench/wrk-random-paths.lua', url, '--', pathsFile, 'xff'],
      (error, stdout) => {
        if (error) return reject(error);
        const line = stdout.split('\n').find((text) => text.startsWith('{'));
        if (!line) return reject(new Error(`wrk printed no summary:\n${stdout}`));
        const summary = JSON.parse(line) as { requests: number; statusErrors: number };
        resolve({ requests: summary.requests - summary.statusErrors });
      },
    ),
  );
}

/**
 * `apiCalls` calls of a signed-in user, one after another, beside the redirects: create, edit, list,
 * analytics and a CSV export in turn (a session signs in again on the restarted server).
 */
async function apiLoad(url: string, linkIds: string[]): Promise<void> {
  const session = new ApiSession(url);
  await session.signIn(ownerEmail, ownerPassword);
  for (let index = 0; index < apiCalls; index += 1) {
    const [method, path, body]: [string, string, unknown?] = [
      ['POST', '/api/links', { destination_url: `https://example.com/footprint/${index}` }],
      [
        'PATCH',
        `/api/links/${linkIds[index % linkIds.length]}`,
        { destination_url: `https://example.com/edited/${index}` },
      ],
      ['GET', `/api/links?page=${1 + (index % 20)}`],
      ['GET', '/api/analytics?range=7d'],
      ['GET', '/api/analytics/export.csv?range=7d&part=links'],
    ][index % 5] as [string, string, unknown?];
    const response = await session.request(method, path, body);
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}`);
  }
}

interface Measured {
  engine: Engine;
  firstStartSeconds: number;
  freshStartMb: number;
  freshIdleMb: number;
  startSeconds: number;
  startMb: number;
  redirects: number;
  loadSeconds: number;
  peakMb: number;
  afterLoadIdleMb: number;
}

async function measure(engine: Engine): Promise<Measured> {
  const dataDir = await tempDataDir();
  // The API calls create a link in five, faster than a person's limit allows.
  const env: Record<string, string> = { LOG_LEVEL: 'warn', TRUST_PROXY: 'true', LINKS_PER_MINUTE: '1000000' };
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    databaseUrl = await freshDatabase(adminUrl, benchDatabase);
    env.DATABASE_URL = databaseUrl;
  }
  const connection = () => databaseClient(dataDir, databaseUrl);

  // The server running now, stopped whatever happens (a failed call must not leave it behind).
  let server: Started | undefined;
  try {
    log(`${engine}: first start on a fresh ${engine === 'pglite' ? 'data directory' : 'database'}...`);
    server = await start(dataDir, env);
    const firstStartSeconds = server.seconds;
    const freshStartMb = rssMb(server.pid);
    log(`${engine}: idle ${idleSeconds} s...`);
    const freshIdleMb = await idleRss(server.pid);

    const owner = new ApiSession(server.url);
    await owner.signUp(ownerEmail, ownerPassword);
    const sample = (await owner.request('POST', '/api/links', { destination_url: 'https://example.com/0' }))
      .body as { user_id: string; domain: string; short_url: string };
    const db = connection();
    await db.connect();
    await db.query(
      `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url)
       SELECT $1, 'f' || lpad(g::text, 6, '0'), $2, 'https://example.com/landing/' || g
       FROM generate_series(1, $3::int) g`,
      [sample.user_id, sample.domain, linkCount - 1],
    );
    const linkIds = (
      await db.query<{ id: string }>('SELECT id FROM shortlinks ORDER BY short_url LIMIT 100')
    ).rows.map((row) => row.id);
    await db.end();
    await server.stop();

    log(`${engine}: restart on that data...`);
    server = await start(dataDir, env);
    const startSeconds = server.seconds;
    const startMb = rssMb(server.pid);

    const paths = [`/${sample.short_url}`];
    for (let i = 1; i < linkCount; i++) paths.push(`/f${String(i).padStart(6, '0')}`);
    const pathsFile = join(dataDir, 'paths.txt');
    await writeFile(pathsFile, `${paths.join('\n')}\n`);
    log(
      `${engine}: ${redirects.toLocaleString('en')} redirects and ${apiCalls.toLocaleString('en')} API calls...`,
    );
    const loadStarted = performance.now();
    const api = apiLoad(server.url, linkIds);
    // Awaited after the redirects: a failure meanwhile must not go unhandled.
    api.catch(() => undefined);
    let answered = 0;
    while (answered < redirects) {
      const run = await wrk(server.url, pathsFile, 10);
      answered += run.requests;
      log(`  ${answered.toLocaleString('en')} (peak ${peakMb(server.pid).toFixed(0)} MB)`);
    }
    await api;
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const counter = connection();
    await counter.connect();
    const deadline = Date.now() + 600_000;
    for (;;) {
      const stored = Number((await counter.query('SELECT count(*) AS n FROM clicks')).rows[0].n);
      if (stored >= answered || Date.now() > deadline) {
        if (stored < answered) throw new Error(`only ${stored} of ${answered} clicks stored`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await counter.end();
    const peak = peakMb(server.pid);
    log(`${engine}: clicks stored; idle ${idleSeconds} s...`);
    const afterLoadIdleMb = await idleRss(server.pid);
    await server.stop();
    server = undefined;
    return {
      engine,
      firstStartSeconds,
      freshStartMb,
      freshIdleMb,
      startSeconds,
      startMb,
      redirects: answered,
      loadSeconds,
      peakMb: peak,
      afterLoadIdleMb,
    };
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') await dropDatabase(adminUrl, benchDatabase);
  }
}

async function main(): Promise<number> {
  if (!wrkInstalled()) {
    // The load is wrk's: autocannon in this process would share its cores with the server's measure.
    log('bench:footprint needs wrk to load the server: apt-get install wrk');
    return 1;
  }
  const results: Measured[] = [];
  for (const engine of engines) results.push(await measure(engine));

  console.log(
    `\nfootprint benchmark: RSS of the server and its children (MB), ${idleSeconds} s idle, ${linkCount.toLocaleString('en')} links, node ${process.version}\n`,
  );
  console.log(
    'engine    first start  at start  idle   restart  at start  redirects   load s  peak   idle after load',
  );
  for (const r of results) {
    console.log(
      `${r.engine.padEnd(9)} ${r.firstStartSeconds.toFixed(2).padStart(9)} s ${r.freshStartMb.toFixed(0).padStart(8)} ${r.freshIdleMb.toFixed(0).padStart(5)}  ${r.startSeconds.toFixed(2).padStart(6)} s ${r.startMb.toFixed(0).padStart(8)}  ${r.redirects.toLocaleString('en').padStart(9)}  ${r.loadSeconds.toFixed(0).padStart(6)}  ${r.peakMb.toFixed(0).padStart(4)}  ${r.afterLoadIdleMb.toFixed(0).padStart(5)}`,
    );
  }
  const checks: [string, boolean][] = [];
  for (const r of results) {
    checks.push(
      [
        `${r.engine}: first start ${r.firstStartSeconds.toFixed(2)} s (target ${targets.firstStartSeconds} s)`,
        r.firstStartSeconds <= targets.firstStartSeconds,
      ],
      [
        `${r.engine}: restart ${r.startSeconds.toFixed(2)} s (target ${targets.restartSeconds} s)`,
        r.startSeconds <= targets.restartSeconds,
      ],
    );
    if (r.engine === 'pglite') {
      checks.push(
        [
          `pglite: idle after start ${r.freshIdleMb.toFixed(0)} MB (target ${targets.embeddedIdleMb})`,
          r.freshIdleMb <= targets.embeddedIdleMb,
        ],
        [
          `pglite: idle after the load ${r.afterLoadIdleMb.toFixed(0)} MB (target ${targets.embeddedIdleMb})`,
          r.afterLoadIdleMb <= targets.embeddedIdleMb,
        ],
      );
    } else {
      checks.push([
        `postgres: idle after the load ${r.afterLoadIdleMb.toFixed(0)} MB (target ${targets.postgresIdleAfterLoadMb})`,
        r.afterLoadIdleMb <= targets.postgresIdleAfterLoadMb,
      ]);
    }
  }
  for (const [text, ok] of checks) console.log(`${text} ${ok ? 'ok' : 'MISSED'}`);
  return checks.every(([, ok]) => ok) ? 0 : 1;
}

process.exitCode = await main();
