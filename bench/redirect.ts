// npm run bench:redirect - Ringkas's redirect against a bare node:http server that answers 302
// from a Map, loaded in the same run at 50 and 200 connections, interleaved. Recording and
// enrichment stay on; afterwards the stored clicks must equal the non-bot GETs served.
// Targets: at least 0.7x the bare server's requests/s, p99 under 15 ms at 50 connections.
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { ApiSession } from '../tests/e2e/api-session';
import { startServer, tempDataDir } from '../tests/e2e/server';

const linkCount = 10_000;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = [50, 200, 50, 200];
const userAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

interface Result {
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  redirects: number;
  /** Requests sent, including those still in flight when the run's clock stopped. */
  sent: number;
  errors: number;
}

/** The baseline runs in a process of its own, like the real server. */
function startBareServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['bench/bare-server.mjs', String(linkCount)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) =>
      resolve({ url: `http://127.0.0.1:${chunk.toString().trim()}`, child }),
    );
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
}

/** Every request goes to a random link of the 10,000, so the whole set is exercised. */
function randomLinks(paths: string[]) {
  return [
    {
      method: 'GET',
      setupRequest: (request: Record<string, unknown>) => ({
        ...request,
        path: paths[Math.floor(Math.random() * paths.length)],
      }),
    },
  ];
}

async function load(target: string, url: string, paths: string[], connections: number): Promise<Result> {
  process.stderr.write(`  ${target} at ${connections} connections...\n`);
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: { 'user-agent': userAgent },
    requests: randomLinks(paths),
  });
  return {
    target,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    redirects: result['3xx'],
    sent: result.requests.sent,
    errors: result.errors + result.non2xx - result['3xx'],
  };
}

async function main() {
  process.stderr.write('starting the built server...\n');
  const dataDir = await tempDataDir();
  let server = await startServer({ dataDir, env: { LOG_LEVEL: 'warn' } });
  try {
    const owner = new ApiSession(server.url);
    await owner.signUp('bench@example.com', 'benchmark passphrase');
    const sample = (await owner.request('POST', '/api/links', { destination_url: 'https://example.com/0' }))
      .body;

    // The other links go straight into the database (10,000 API calls would time the API, not
    // the redirect). Same table, same owner, same domain.
    const db = new pg.Client({ host: dataDir, port: 5432, user: 'postgres', database: 'postgres' });
    await db.connect();
    await db.query(
      `INSERT INTO shortlinks (user_id, short_url, domain, destination_url)
       SELECT $1, 'b' || lpad(g::text, 6, '0'), $2, 'https://example.com/landing/' || g
       FROM generate_series(1, $3::int) g`,
      [sample.user_id, sample.domain, linkCount - 1],
    );
    await db.end();
    // Restart, as after a deploy: the server fills its redirect cache from the database at start.
    await server.stop();
    // BENCH_PROFILE=<dir> writes a CPU profile of the measured server there.
    const profileDir = process.env.BENCH_PROFILE;
    server = await startServer({
      dataDir,
      env: { LOG_LEVEL: 'warn' },
      ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
    });
    const counter = new pg.Client({ host: dataDir, port: 5432, user: 'postgres', database: 'postgres' });
    await counter.connect();
    const paths = [`/${sample.short_url}`];
    for (let i = 1; i < linkCount; i++) paths.push(`/b${String(i).padStart(6, '0')}`);
    process.stderr.write(`${linkCount} links stored; starting the bare server...\n`);
    const bare = await startBareServer();

    // Warm both (JIT, and Ringkas's link cache) before measuring, then let the warm-up's visits
    // land before counting.
    await load('warm-up', server.url, paths, 50);
    await load('warm-up', bare.url, paths, 50);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const clicksBefore = Number(
      (await counter.query('SELECT count(*) AS n FROM clicks WHERE NOT is_bot')).rows[0].n,
    );

    const results: Result[] = [];
    for (const connections of rounds) {
      results.push(await load('bare', bare.url, paths, connections));
      results.push(await load('ringkas', server.url, paths, connections));
    }
    bare.child.kill('SIGTERM');

    // Let the buffer drain (a backlog is written after the load stops), then count: the count
    // must settle, and it must settle at the number of visits served.
    const countStored = async () =>
      Number((await counter.query('SELECT count(*) AS n FROM clicks WHERE NOT is_bot')).rows[0].n) -
      clicksBefore;
    const drainStarted = Date.now();
    let stored = await countStored();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const now = await countStored();
      if (now === stored || Date.now() - drainStarted > 180_000) break;
      stored = now;
    }
    const drainSeconds = (Date.now() - drainStarted) / 1000;
    // Every GET the server read is a visit, including the last one of each connection, which the
    // server answered after the load generator had stopped counting answers.
    const ringkasRuns = results.filter((result) => result.target === 'ringkas');
    const served = ringkasRuns.reduce((sum, result) => sum + result.sent, 0);
    const answeredInTime = ringkasRuns.reduce((sum, result) => sum + result.redirects, 0);
    await counter.end();

    console.log(
      `\nredirect benchmark: ${linkCount} links, ${durationSeconds} s per run, PGlite, recording on\n`,
    );
    console.log('target    conns   req/s      p50 ms  p99 ms  errors');
    for (const result of results) {
      console.log(
        `${result.target.padEnd(9)} ${String(result.connections).padStart(5)}  ${result.requestsPerSecond.toFixed(0).padStart(8)}  ${String(result.p50).padStart(6)}  ${String(result.p99).padStart(6)}  ${result.errors}`,
      );
    }
    let ok = true;
    for (const connections of [50, 200]) {
      const mean = (target: string, key: 'requestsPerSecond' | 'p99') => {
        const picked = results.filter(
          (result) => result.target === target && result.connections === connections,
        );
        return picked.reduce((sum, result) => sum + result[key], 0) / picked.length;
      };
      const ratio = mean('ringkas', 'requestsPerSecond') / mean('bare', 'requestsPerSecond');
      const p99 = mean('ringkas', 'p99');
      const passRatio = ratio >= 0.7;
      const passP99 = connections !== 50 || p99 < 15;
      ok &&= passRatio && passP99;
      console.log(
        `${connections} connections: ratio ${ratio.toFixed(2)}x of bare (target >= 0.70) ${passRatio ? 'ok' : 'MISSED'}; ringkas p99 ${p99.toFixed(1)} ms${connections === 50 ? ` (target < 15) ${passP99 ? 'ok' : 'MISSED'}` : ''}`,
      );
    }
    const countsMatch = stored === served;
    console.log(
      `clicks stored ${stored} vs non-bot GETs served ${served} (${answeredInTime} answered within the runs): ${countsMatch ? 'equal' : 'DIFFERENT'}; settled ${drainSeconds.toFixed(1)} s after the load`,
    );
    process.exitCode = ok && countsMatch ? 0 : 1;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
