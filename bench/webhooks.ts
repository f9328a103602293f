// npm run bench:webhooks - redirects at a steady 10,000 a second for 30 s with a webhook endpoint
// subscribed to clicks, against the same load with it turned off, interleaved (issue 43): the
// redirect's rate must stay within 5 % of the run without it, every click of the runs with it must
// reach the endpoint (an HTTPS receiver on 127.0.0.1 in a process of its own, let through by
// OUTBOUND_ALLOW_CIDRS and trusted through NODE_EXTRA_CA_CERTS, as an operator would set them up),
// and the slowest within 10 s of its visit. On the PostgreSQL engine: the embedded one writes about
// 3,000 clicks a second (bench/results.md), a third of this load with or without webhooks.
//   BENCH_SECONDS (default 30), BENCH_RATE (default 10,000), BENCH_PAIRS (default 2),
//   BENCH_DATABASE_URL (default the local test server)
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ApiSession } from '../tests/e2e/api-session';
import { startServer, tempDataDir, type RunningServer } from '../tests/e2e/server';
import type { ReceiverReport, ReceiverRequest } from './webhook-receiver-process';
import { userAgent } from './bench-links';
import { readMetrics } from './server-metrics';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const rate = Number(process.env.BENCH_RATE ?? 10_000);
const pairs = Number(process.env.BENCH_PAIRS ?? 2);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDatabase = 'ringkas_bench_webhooks';
const linkCount = 1_000;
const targets = { rateOfWithout: 0.95, slowestSeconds: 10 };

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

interface Run {
  endpoint: boolean;
  requestsPerSecond: number;
  redirects: number;
  /** Requests sent, including those cut off unread when the run stopped (a click may stand for one). */
  sent: number;
  p99: number;
  errors: number;
}

async function load(url: string, paths: string[], endpoint: boolean, duration = seconds): Promise<Run> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: 50,
    duration,
    overallRate: rate,
    headers: { 'user-agent': userAgent },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[(next += 1) % paths.length] }),
      },
    ],
  });
  return {
    endpoint,
    requestsPerSecond: result.requests.average,
    redirects: result['3xx'],
    sent: result.requests.sent,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result['4xx'] + result['5xx'],
  };
}

async function metric(url: string, name: string): Promise<number> {
  return (await readMetrics(url)).get(name) ?? 0;
}

/** Waits until `done()` holds, polling; false after `limitSeconds`. */
async function until(done: () => Promise<boolean>, limitSeconds: number): Promise<boolean> {
  const deadline = Date.now() + limitSeconds * 1000;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** The receiver's process (webhook-receiver-process.ts), and a question to it answered. */
async function startReceiver() {
  const child: ChildProcess = fork(new URL('./webhook-receiver-process.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
  const [started] = (await once(child, 'message')) as [{ origin: string; ca: string }];
  const ask = async <Answer>(request: ReceiverRequest): Promise<Answer> => {
    const answer = once(child, 'message');
    child.send(request);
    return ((await answer) as [Answer])[0];
  };
  return {
    ...started,
    // Each message once (a message tried again after a slow answer may arrive twice: a receiver
    // drops it by its webhook-id, as Standard Webhooks asks).
    clicks: async () => (await ask<{ clicks: number }>({ ask: 'clicks' })).clicks,
    report: () => ask<ReceiverReport>({ ask: 'report' }),
    close: async () => {
      child.send({ ask: 'close' } satisfies ReceiverRequest);
      await once(child, 'exit');
    },
  };
}

async function main() {
  const receiver = await startReceiver();
  const work = await tempDataDir();
  const caFile = join(work, 'webhook-receiver.pem');
  await writeFile(caFile, receiver.ca);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${benchDatabase}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${benchDatabase}`;
  const env = {
    DATABASE_URL: databaseUrl.href,
    OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
    NODE_EXTRA_CA_CERTS: caFile,
    LOG_LEVEL: 'warn',
  };
  let server: RunningServer | null = null;
  try {
    log('filling the server...');
    server = await startServer({ dataDir: work, env });
    const owner = new ApiSession(server.url);
    await owner.signUp('bench-webhooks@example.com', 'benchmark passphrase');
    const sample = (await owner.request('POST', '/api/links', { destination_url: 'https://example.com/0' }))
      .body;
    const db = new pg.Client({ connectionString: databaseUrl.href });
    await db.connect();
    await db.query(
      `INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url)
       SELECT $1, 'h' || lpad(g::text, 6, '0'), $2, 'https://example.com/landing/' || g
       FROM generate_series(1, $3::int) g`,
      [sample.user_id, sample.domain, linkCount - 1],
    );
    await db.query(
      `UPDATE workspaces SET subscription_plan = 'vip_max', subscription_expires = now() + interval '30 days' WHERE id = $1`,
      [sample.user_id],
    );
    await db.end();
    await server.stop();
    // Started again, as after a deploy: it caches its links at start.
    server = await startServer({ dataDir: work, env });
    const session = new ApiSession(server.url);
    await session.signIn('bench-webhooks@example.com', 'benchmark passphrase');
    const made = await session.request('POST', '/api/webhooks', {
      url: `${receiver.origin}/clicks`,
      events: ['link.clicked'],
    });
    if (made.status !== 201) throw new Error(`endpoint refused: ${JSON.stringify(made.body)}`);
    const endpointId = made.body.id as string;
    const setEndpoint = async (enabled: boolean) => {
      const answer = await session.request('PATCH', `/api/webhooks/${endpointId}`, { enabled });
      if (answer.status !== 200) throw new Error(`endpoint not changed: ${answer.status}`);
    };
    const paths = [
      `/${sample.short_url}`,
      ...Array.from({ length: linkCount - 1 }, (_, i) => `/h${String(i + 1).padStart(6, '0')}`),
    ];
    const url = server.url;
    const written = () => metric(url, 'ringkas_clicks_written_total');
    const clicksReceived = () => receiver.clicks();

    log('warming up (endpoint off)...');
    await setEndpoint(false);
    const warm = await load(url, paths, false, 5);
    await until(async () => (await written()) >= warm.redirects, 120);

    const runs: Run[] = [];
    let expected = 0;
    let sentWith = 0;
    for (let pair = 0; pair < pairs; pair += 1) {
      // Alternating which goes first, so that neither always follows the other.
      const order = pair % 2 === 0 ? [false, true] : [true, false];
      for (const withEndpoint of order) {
        await setEndpoint(withEndpoint);
        const before = await written();
        log(`run ${runs.length + 1}: ${rate}/s for ${seconds} s, endpoint ${withEndpoint ? 'on' : 'off'}...`);
        const run = await load(url, paths, withEndpoint);
        runs.push(run);
        // Every visit written before the endpoint changes (turning it off drops what it has queued).
        await until(async () => (await written()) >= before + run.redirects, 300);
        if (withEndpoint) {
          expected += run.redirects;
          sentWith += run.sent;
          const delivered = await until(async () => (await clicksReceived()) >= expected, 300);
          if (!delivered) log(`  only ${await clicksReceived()} of ${expected} clicks delivered after 300 s`);
        }
      }
    }

    const { latencies, messages, duplicates } = await receiver.report();
    const mean = (withEndpoint: boolean) => {
      const picked = runs.filter((run) => run.endpoint === withEndpoint);
      return picked.reduce((sum, run) => sum + run.requestsPerSecond, 0) / picked.length;
    };
    console.log(
      `\nwebhooks benchmark: PostgreSQL engine, ${linkCount} links, ${rate}/s offered for ${seconds} s a run, ${pairs} pairs interleaved\n`,
    );
    console.log('run  endpoint  req/s     redirects  p99 ms  errors');
    for (const [index, run] of runs.entries())
      console.log(
        `${String(index + 1).padStart(3)}  ${(run.endpoint ? 'on' : 'off').padEnd(8)}  ${run.requestsPerSecond.toFixed(0).padStart(7)}  ${String(run.redirects).padStart(9)}  ${String(run.p99).padStart(6)}  ${run.errors}`,
      );
    const ratio = mean(true) / mean(false);
    const received = latencies.length;
    const slowest = (latencies.at(-1) ?? 0) / 1000;
    const p99 = (latencies[Math.floor(received * 0.99)] ?? 0) / 1000;
    const checks = [
      {
        line: `rate with the endpoint ${mean(true).toFixed(0)}/s against ${mean(false).toFixed(0)}/s without: ${ratio.toFixed(3)} (target >= ${targets.rateOfWithout})`,
        pass: ratio >= targets.rateOfWithout,
      },
      {
        line: `clicks delivered ${received}: every visit answered in the runs with it (${expected}) and at most the requests sent (${sentWith}); ${duplicates} messages arrived twice`,
        pass: received >= expected && received <= sentWith,
      },
      {
        line: `from visit to delivery: p50 ${((latencies[Math.floor(received / 2)] ?? 0) / 1000).toFixed(2)} s, p99 ${p99.toFixed(2)} s, slowest ${slowest.toFixed(2)} s (target <= ${targets.slowestSeconds} s); ${messages} messages`,
        pass: slowest <= targets.slowestSeconds,
      },
    ];
    let ok = true;
    for (const check of checks) {
      ok &&= check.pass;
      console.log(`${check.line} ${check.pass ? 'ok' : 'MISSED'}`);
    }
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server?.stop();
    await receiver.close();
    await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
