// npm run bench:faults - faults in the middle of load (issue 44, item 2). Each scenario runs the
// built server as `npm start` does, on a PostgreSQL server of its own (so that it can be stopped
// as a crash would stop it), under a steady load of redirects over 1,000 cached links and a few
// API calls a second, and breaks one part in the middle:
//   database  PostgreSQL stopped (immediate) for BENCH_OUTAGE_SECONDS (15), then started again:
//             cached redirects go on, writes answer 503 with Retry-After and a message, every
//             click answered is stored once it is back.
//   redis     Redis (REDIS_URL, a server of the run's own) killed: limits are counted per process
//             (a scanner is still refused after NOT_FOUND_PER_MINUTE), health says degraded, no
//             5xx; started again: health ready.
//   spool     the database away with CLICK_BUFFER_MAX=1000 and CLICK_SPOOL_MAX_MB=1: past the
//             memory buffer and the disk budget the newest visits are dropped and counted
//             (ringkas_clicks_dropped_total), health degraded, no crash; every click answered is
//             stored or counted as dropped.
//   upstream  the SMTP server, Midtrans and the Telegram Bot API hanging (they take the connection
//             and never answer; UPSTREAM_TIMEOUT_SECONDS=2): sign-ups and password resets answer
//             at once, a checkout and a bot token answer 502 within the time-out; the mail waits
//             in the queue and goes out once an SMTP server answers on that port.
//   BENCH_FAULTS (default all, comma-separated), BENCH_REDIRECT_RATE (default 1,000 a second)
// Prints each scenario's outcome and exits 0 only when every check holds.
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { startFakeSmtp } from '../tests/fakes/smtp-server';
import { startSilentServer, type SilentServer } from '../tests/fakes/silent-server';
import { ApiSession } from '../tests/e2e/api-session';
import { freePort, portOpen, startServer, tempDataDir } from '../tests/e2e/server';
import { startPrivatePostgres } from '../tests/integration/helpers/private-postgres';
import { insertLinks, linkRange, randomVisit, userAgent } from './bench-links';
import { readMetrics } from './server-metrics';

type Fault = 'database' | 'redis' | 'spool' | 'upstream';
const faults = (process.env.BENCH_FAULTS ?? 'database,redis,spool,upstream').split(',') as Fault[];
const redirectRate = Number(process.env.BENCH_REDIRECT_RATE ?? 1_000);
const outageSeconds = Number(process.env.BENCH_OUTAGE_SECONDS ?? 15);
const linkTotal = 1_000;

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Check {
  text: string;
  holds: boolean;
}
const check = (text: string, holds: boolean): Check => ({ text, holds });

/** A server on a private PostgreSQL with 1,000 links, each visited once so that it is cached. */
async function setUp(env: Record<string, string>) {
  const database = await startPrivatePostgres();
  const dataDir = await tempDataDir();
  const server = await startServer({
    dataDir,
    // The faults are the subject, not the per-account limits.
    env: {
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      DATABASE_URL: database.url,
      LINKS_PER_MINUTE: '1000000',
      ...env,
    },
  });
  const owner = new ApiSession(server.url, { 'user-agent': userAgent, 'x-forwarded-for': '36.66.9.9' });
  await owner.signUp('faults@example.com', 'benchmark passphrase');
  const sample = (await owner.request('POST', '/api/links', { destination_url: 'https://example.com/0' }))
    .body as { user_id: string; domain: string; short_url: string };
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await insertLinks(client, { workspaceId: sample.user_id, domain: sample.domain }, 'f', linkTotal - 1);
  await client.end();
  const paths = [`/${sample.short_url}`, ...linkRange('f', linkTotal - 1)];
  let warmed = 0;
  for (let index = 0; index < paths.length; index += 50) {
    const answers = await Promise.all(
      paths
        .slice(index, index + 50)
        .map((path) =>
          fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'user-agent': userAgent } }),
        ),
    );
    warmed += answers.filter((answer) => answer.status === 302).length;
  }
  return {
    database,
    server,
    owner,
    paths,
    warmed,
    async tearDown() {
      await server.stop();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Load {
  sent: number;
  redirects: number;
  other: number;
  fiveHundreds: number;
  errors: number;
}

/** Redirects at a steady rate over the links for `seconds`, from many addresses. */
async function redirects(url: string, paths: string[], seconds: number): Promise<Load> {
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    overallRate: redirectRate,
    requests: [randomVisit(paths)],
  });
  return {
    sent: result.requests.sent,
    redirects: result['3xx'],
    other: result['2xx'] + result['4xx'],
    fiveHundreds: result['5xx'],
    errors: result.errors + result.timeouts,
  };
}

const describeLoad = (load: Load) =>
  `${load.redirects.toLocaleString('en')} redirects, ${load.other} other answers, ${load.fiveHundreds} 5xx, ${load.errors} errors/time-outs`;

interface Answer {
  status: number;
  retryAfter: string | null;
  message: string;
  ms: number;
}

/** One API call of a session: its status, Retry-After, error message and time. */
async function call(session: ApiSession, method: string, path: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await session.request(method, path, body, AbortSignal.timeout(30_000));
    const message =
      typeof response.body === 'string'
        ? response.body.slice(0, 80)
        : ((response.body as { error?: { message?: string } } | null)?.error?.message ?? '');
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      message,
      ms: performance.now() - started,
    };
  } catch (error) {
    return {
      status: 0,
      retryAfter: null,
      message: (error as Error).message,
      ms: performance.now() - started,
    };
  }
}

/** Calls at `perSecond` while `during` runs; answers every call's answer. */
async function pacedCalls<T>(
  perSecond: number,
  during: Promise<T>,
  make: (index: number) => Promise<Answer>,
) {
  const answers: Promise<Answer>[] = [];
  let index = 0;
  const timer = setInterval(() => answers.push(make(index++)), 1000 / perSecond);
  const result = await during;
  clearInterval(timer);
  return { result, answers: await Promise.all(answers) };
}

/** "74x 503 (Retry-After 5 s)": the answers by status, with the range of their Retry-After. */
const tally = (answers: Answer[]) => {
  const counts = new Map<string, { n: number; waits: number[] }>();
  for (const answer of answers) {
    const key = `${answer.status}${answer.retryAfter === null ? '' : ' with'}`;
    const entry = counts.get(key) ?? { n: 0, waits: [] };
    entry.n += 1;
    if (answer.retryAfter !== null) entry.waits.push(Number(answer.retryAfter));
    counts.set(key, entry);
  }
  return [...counts.entries()]
    .map(([key, { n, waits }]) => {
      if (waits.length === 0) return `${n}x ${key}`;
      const [low, high] = [Math.min(...waits), Math.max(...waits)];
      return `${n}x ${key.replace(' with', '')} (Retry-After ${low === high ? low : `${low}-${high}`} s)`;
    })
    .join(', ');
};

async function metric(url: string, name: string): Promise<number> {
  return (await readMetrics(url)).get(name) ?? Number.NaN;
}

async function health(url: string): Promise<{ code: number; status: string; degraded: string }> {
  const response = await fetch(`${url}/api/health`);
  const body = (await response.json()) as { status: string; degraded?: { part: string; reason: string }[] };
  return {
    code: response.status,
    status: body.status,
    degraded: (body.degraded ?? []).map((part) => `${part.part}: ${part.reason}`).join('; '),
  };
}

/** Clicks stored, once the count stops growing (the buffer and the spool written). */
async function storedClicks(databaseUrl: string, atLeast: number, timeoutMs = 120_000): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    let last = -1;
    for (;;) {
      const n = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM clicks')).rows[0]!.n);
      if ((n >= atLeast && n === last) || Date.now() > deadline) return n;
      last = n;
      await sleep(2_000);
    }
  } finally {
    await client.end();
  }
}

async function databaseScenario(): Promise<Check[]> {
  const run = await setUp({});
  const { server, owner, paths, database } = run;
  try {
    const create = (index: number) =>
      call(owner, 'POST', '/api/links', { destination_url: `https://example.com/during/${index}` });
    const before = await pacedCalls(5, redirects(server.url, paths, 10), create);
    log(`  database: before: ${describeLoad(before.result)}; API ${tally(before.answers)}`);
    await database.stop();
    const outage = await pacedCalls(5, redirects(server.url, paths, outageSeconds), create);
    const during = await health(server.url);
    log(
      `  database: stopped ${outageSeconds} s: ${describeLoad(outage.result)}; API ${tally(outage.answers)}`,
    );
    const restartedAt = performance.now();
    await database.start();
    let firstWriteMs = Number.NaN;
    const after = await pacedCalls(5, redirects(server.url, paths, 15), async (index) => {
      const answer = await create(index);
      if (answer.status === 201 && Number.isNaN(firstWriteMs)) firstWriteMs = performance.now() - restartedAt;
      return answer;
    });
    log(`  database: started again: ${describeLoad(after.result)}; API ${tally(after.answers)}`);
    const answered = run.warmed + before.result.redirects + outage.result.redirects + after.result.redirects;
    const sent = run.warmed + before.result.sent + outage.result.sent + after.result.sent;
    const stored = await storedClicks(database.url, answered);
    const loads = [before.result, outage.result, after.result];
    const failedRedirects = loads.reduce(
      (sum, load) => sum + load.other + load.fiveHundreds + load.errors,
      0,
    );
    const refused = outage.answers.filter((answer) => answer.status !== 201);
    const messages = [...new Set(refused.map((answer) => answer.message))];
    return [
      check(
        `cached redirects during the outage: ${outage.result.redirects.toLocaleString('en')} of ${outage.result.sent.toLocaleString('en')} sent answered 302; ${failedRedirects} failed in the whole run (target 0)`,
        failedRedirects === 0 && outage.result.redirects > 0,
      ),
      check(
        `writes during the outage: ${tally(outage.answers)}; message${messages.length === 1 ? '' : 's'} ${messages.map((text) => `"${text}"`).join(', ')} (target: 503 with Retry-After and a message; a call cut by the stop may fail otherwise)`,
        refused.length > 0 &&
          refused.every(
            (answer) => answer.status === 503 && answer.retryAfter !== null && answer.message !== '',
          ),
      ),
      check(
        `health during the outage: ${during.code} ${during.status}`,
        during.code === 503 && during.status === 'down',
      ),
      check(
        `writes again ${(firstWriteMs / 1000).toFixed(1)} s after the start; after it ${tally(after.answers)}`,
        !Number.isNaN(firstWriteMs) && firstWriteMs < 10_000,
      ),
      check(
        `clicks: ${answered.toLocaleString('en')} answered, ${stored.toLocaleString('en')} stored, at most ${sent.toLocaleString('en')} sent (target: none lost)`,
        stored >= answered && stored <= sent,
      ),
    ];
  } finally {
    await run.tearDown();
  }
}

/** A Redis server of the run's own on `port`; kill() stops it as a crash would. */
async function startRedis(port: number): Promise<{ kill(): Promise<void> }> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let tries = 0; !(await portOpen(port)); tries++) {
    if (tries > 50) throw new Error('redis-server did not start');
    await sleep(100);
  }
  return {
    async kill() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function redisScenario(): Promise<Check[]> {
  const port = await freePort();
  let redis = await startRedis(port);
  const run = await setUp({ REDIS_URL: `redis://127.0.0.1:${port}`, NOT_FOUND_PER_MINUTE: '60' });
  const { server, owner, paths } = run;
  try {
    const calls = (index: number) =>
      index % 2 === 0
        ? call(owner, 'POST', '/api/links', { destination_url: `https://example.com/r/${index}` })
        : call(owner, 'GET', '/api/links');
    const before = await pacedCalls(5, redirects(server.url, paths, 5), calls);
    const healthBefore = await health(server.url);
    await redis.kill();
    const outage = await pacedCalls(5, redirects(server.url, paths, 10), calls);
    const healthDuring = await health(server.url);
    // A scanner from one address: the limit, counted in this process now, still stops it.
    const scans: number[] = [];
    for (let index = 0; index < 70; index++) {
      const response = await fetch(`${server.url}/nope${String(index).padStart(4, '0')}`, {
        redirect: 'manual',
        headers: { 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.9' },
      });
      await response.arrayBuffer();
      scans.push(response.status);
    }
    redis = await startRedis(port);
    await sleep(3_000);
    const healthAfter = await health(server.url);
    const after = await pacedCalls(5, redirects(server.url, paths, 5), calls);
    const loads = [before.result, outage.result, after.result];
    const answers = [...before.answers, ...outage.answers, ...after.answers];
    const fiveHundreds =
      loads.reduce((sum, load) => sum + load.fiveHundreds + load.errors, 0) +
      answers.filter((answer) => answer.status >= 500 || answer.status === 0).length;
    const notFound = scans.filter((status) => status === 404).length;
    const limited = scans.filter((status) => status === 429).length;
    log(`  redis: killed 10 s: ${describeLoad(outage.result)}; API ${tally(outage.answers)}`);
    return [
      check(
        `no 5xx: ${fiveHundreds} among ${loads.reduce((sum, load) => sum + load.sent, 0).toLocaleString('en')} redirects and ${answers.length} API calls (API while killed: ${tally(outage.answers)})`,
        fiveHundreds === 0,
      ),
      check(
        `limits per process while killed: a scanner's 70 unknown codes got ${notFound} 404 then ${limited} 429 (target 60 then 10)`,
        notFound === 60 && limited === 10,
      ),
      check(
        `health: before ${healthBefore.code} ${healthBefore.status}; killed ${healthDuring.code} ${healthDuring.status} (${healthDuring.degraded}); started again ${healthAfter.code} ${healthAfter.status}`,
        healthBefore.status === 'ready' &&
          healthDuring.code === 200 &&
          healthDuring.status === 'degraded' &&
          healthDuring.degraded.startsWith('redis') &&
          healthAfter.status === 'ready',
      ),
    ];
  } finally {
    await run.tearDown();
    await redis.kill();
  }
}

async function spoolScenario(): Promise<Check[]> {
  const run = await setUp({ CLICK_BUFFER_MAX: '1000', CLICK_SPOOL_MAX_MB: '1' });
  const { server, paths, database } = run;
  try {
    await database.stop();
    const outage = await redirects(server.url, paths, 20);
    const dropped = await metric(server.url, 'ringkas_clicks_dropped_total');
    const spooled = await metric(server.url, 'ringkas_clicks_spooled');
    log(
      `  spool: database away 20 s: ${describeLoad(outage)}; dropped ${dropped}, waiting on disk ${spooled}`,
    );
    await database.start();
    const answered = run.warmed + outage.redirects;
    const sent = run.warmed + outage.sent;
    const stored = await storedClicks(database.url, answered - dropped);
    // Read again once everything is written: the visits of the load's last moments came after.
    const droppedInAll = await metric(server.url, 'ringkas_clicks_dropped_total');
    const healthAfter = await health(server.url);
    const alive = server.process.exitCode === null;
    return [
      check(
        `${outage.redirects.toLocaleString('en')} of ${outage.sent.toLocaleString('en')} redirects answered while the buffer and the disk budget filled; ${outage.fiveHundreds + outage.errors + outage.other} failed; the process ${alive ? 'is alive' : 'ended'}`,
        alive && outage.fiveHundreds + outage.errors + outage.other === 0,
      ),
      check(
        `the newest dropped and counted: ringkas_clicks_dropped_total ${dropped.toLocaleString('en')} (target > 0)`,
        dropped > 0,
      ),
      check(
        `health once the database is back: ${healthAfter.code} ${healthAfter.status} (${healthAfter.degraded})`,
        healthAfter.code === 200 &&
          healthAfter.status === 'degraded' &&
          healthAfter.degraded.startsWith('clicks'),
      ),
      check(
        `every click accounted for: ${answered.toLocaleString('en')} answered, ${stored.toLocaleString('en')} stored + ${droppedInAll.toLocaleString('en')} dropped, at most ${sent.toLocaleString('en')} sent`,
        stored + droppedInAll >= answered && stored + droppedInAll <= sent,
      ),
    ];
  } finally {
    await run.tearDown();
  }
}

async function upstreamScenario(): Promise<Check[]> {
  const smtp: SilentServer = await startSilentServer();
  const services: SilentServer = await startSilentServer();
  const at = `127.0.0.1:${services.port}`;
  const run = await setUp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MIDTRANS_SNAP_URL: `http://${at}/snap/v1`,
    MIDTRANS_API_URL: `http://${at}`,
    TELEGRAM_API_ROOT: `http://${at}`,
    UPSTREAM_TIMEOUT_SECONDS: '2',
  });
  const { server, owner, paths } = run;
  let mailbox: Awaited<ReturnType<typeof startFakeSmtp>> | null = null;
  try {
    const gateway = await owner.request('PUT', '/api/admin/payment-gateway', {
      midtrans: {
        enabled: true,
        environment: 'sandbox',
        server_key: 'SB-Mid-server-RingkasBenchKey0123456789',
        client_key: 'SB-Mid-client-RingkasBenchKey',
      },
      bank_transfer: { enabled: false, accounts: [] },
    });
    if (gateway.status !== 200) throw new Error(`payment gateway: ${gateway.status}`);
    const load = await pacedCalls(4, redirects(server.url, paths, 20), async (index) => {
      // Each visitor from an address of their own: the sign-up limits are per address.
      const visitor = new ApiSession(server.url, {
        'user-agent': userAgent,
        'x-forwarded-for': `36.70.${index % 250}.${1 + Math.floor(index / 250)}`,
      });
      switch (index % 4) {
        case 0:
          return call(visitor, 'POST', '/api/auth/sign-up/email', {
            email: `upstream-${index}@example.com`,
            password: 'benchmark passphrase',
            name: 'Upstream',
          });
        case 1:
          return call(visitor, 'POST', '/api/auth/request-password-reset', {
            email: 'faults@example.com',
            redirectTo: '/reset-password',
          });
        case 2:
          return call(owner, 'POST', '/api/orders', { plan: 'medium', method: 'midtrans' });
        default:
          return call(owner, 'PUT', '/api/admin/telegram', {
            token: '123456:ABCdefGhIJKlmnOPQRstuVWXyz0123456789',
          });
      }
    });
    const kinds = ['sign-up', 'password reset', 'checkout', 'bot token'];
    const byKind = kinds.map((kind, at) => load.answers.filter((_, index) => index % 4 === at));
    const slowest = byKind.map((answers) => Math.max(...answers.map((answer) => answer.ms)));
    // Each sign-up of a new address mails its confirmation, each reset request its link.
    const mailed = byKind[0]!.length + byKind[1]!.length;
    log(
      `  upstream: ${describeLoad(load.result)}; ${kinds.map((kind, at) => `${kind} ${tally(byKind[at]!)}`).join('; ')}`,
    );
    // The SMTP server answers again, on the same port: the queued mail goes out with its retries.
    await smtp.close();
    mailbox = await startFakeSmtp(smtp.port);
    const answeredAt = performance.now();
    const deadline = Date.now() + 300_000;
    while (mailbox.messages.length < mailed && Date.now() < deadline) await sleep(1_000);
    const delivered = mailbox.messages.length;
    const failedRedirects = load.result.other + load.result.fiveHundreds + load.result.errors;
    return [
      check(`redirects meanwhile: ${describeLoad(load.result)}`, failedRedirects === 0),
      check(
        `sign-ups ${tally(byKind[0]!)}, slowest ${slowest[0]!.toFixed(0)} ms; password resets ${tally(byKind[1]!)}, slowest ${slowest[1]!.toFixed(0)} ms (target: answered without waiting on the SMTP server, under 2 s)`,
        byKind[0]!.every((answer) => answer.status === 200) &&
          byKind[1]!.every((answer) => answer.status === 200) &&
          slowest[0]! < 2_000 &&
          slowest[1]! < 2_000,
      ),
      check(
        `checkouts ${tally(byKind[2]!)}, slowest ${slowest[2]!.toFixed(0)} ms; bot tokens ${tally(byKind[3]!)}, slowest ${slowest[3]!.toFixed(0)} ms (target: 502 within the 2 s time-out and a second)`,
        byKind[2]!.every((answer) => answer.status === 502) &&
          byKind[3]!.every((answer) => answer.status === 502) &&
          slowest[2]! < 3_000 &&
          slowest[3]! < 3_000,
      ),
      check(
        `mail queued while the SMTP server hung: ${delivered} of ${mailed} delivered once it answered, ${((performance.now() - answeredAt) / 1000).toFixed(0)} s after`,
        delivered === mailed,
      ),
    ];
  } finally {
    await run.tearDown();
    await mailbox?.close();
    await smtp.close().catch(() => undefined);
    await services.close();
  }
}

const scenarios: Record<Fault, () => Promise<Check[]>> = {
  database: databaseScenario,
  redis: redisScenario,
  spool: spoolScenario,
  upstream: upstreamScenario,
};

async function main(): Promise<number> {
  const outcomes: [Fault, Check[]][] = [];
  for (const fault of faults) {
    log(`${fault}...`);
    outcomes.push([fault, await scenarios[fault]()]);
  }
  console.log(
    `\nfaults under load: ${redirectRate.toLocaleString('en')} redirects/s offered over ${linkTotal.toLocaleString('en')} cached links, node ${process.version}`,
  );
  let ok = true;
  for (const [fault, checks] of outcomes) {
    for (const { text, holds } of checks) console.log(`${fault}: ${text} ${holds ? 'ok' : 'MISSED'}`);
    ok &&= checks.every((item) => item.holds);
  }
  return ok ? 0 : 1;
}

process.exitCode = await main();
