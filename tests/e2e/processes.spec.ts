import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { ApiSession } from './api-session';
import { freePort, startServer, type RunningServer } from './server';

// Two Ringkas processes on one PostgreSQL database, behind a local Caddy that shares the requests
// between them (deploy/Caddyfile.processes, over plain HTTP): what one process changes, the other
// answers at once; sign-in limits count across both; a notification made on one reaches a bell
// connected to the other; a periodic job runs once per period.

const postgresUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const caddyInstalled = spawnSync('caddy', ['version']).status === 0;
const password = 'correct horse battery staple';

let database: string;
let dataDir: string;
let caddy: ChildProcess | undefined;
let caddyHome: string;
let front: string;
let one: RunningServer;
let two: RunningServer;
let databaseUrl: string;
/** The first account: the admin, signed in on the first process. */
let admin: ApiSession;
const redisPrefix = `ringkas-e2e-${randomBytes(4).toString('hex')}:`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!caddyInstalled) throw new Error('Caddy is not installed: apt-get install -y caddy (CI installs it)');
  database = `ringkas_e2e_${randomBytes(4).toString('hex')}`;
  const postgres = new pg.Client({ connectionString: postgresUrl });
  await postgres.connect();
  await postgres.query(`CREATE DATABASE ${database}`);
  await postgres.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  databaseUrl = url.href;

  // One DATA_DIR for both, as on one machine: the generated auth secret is shared.
  dataDir = await mkdtemp(join(tmpdir(), 'rk-two-'));
  const env = {
    DATABASE_URL: url.href,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    LOG_LEVEL: 'warn',
    // These servers have no mailbox, and the tests are about processes: accounts sign in at once.
    REQUIRE_EMAIL_VERIFICATION: 'false',
  };
  // One after the other: the first migrates the database and installs the job queue's schema.
  one = await startServer({ dataDir, env });
  two = await startServer({ dataDir, env });

  caddyHome = await mkdtemp(join(tmpdir(), 'rk-caddy-two-'));
  const port = await freePort();
  front = `http://127.0.0.1:${port}`;
  const config = `{
\tadmin off
\tskip_install_trust
}

http://127.0.0.1:${port} {
\treverse_proxy 127.0.0.1:${one.port} 127.0.0.1:${two.port} {
\t\tlb_policy round_robin
\t\thealth_uri /api/health
\t\thealth_interval 1s
\t}
}
`;
  await writeFile(join(caddyHome, 'Caddyfile'), config);
  caddy = spawn('caddy', ['run', '--config', join(caddyHome, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: caddyHome, XDG_DATA_HOME: caddyHome, XDG_CONFIG_HOME: caddyHome },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`${front}/api/health`).catch(() => null))?.status).toBe(200);
  admin = new ApiSession(one.url);
  await admin.signUp(`admin-${randomBytes(3).toString('hex')}@example.com`, password);
});

test.afterAll(async () => {
  caddy?.kill('SIGTERM');
  await two?.stop();
  await one?.stop();
  const postgres = new pg.Client({ connectionString: postgresUrl });
  await postgres.connect();
  await postgres.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await postgres.end();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  await rm(dataDir, { recursive: true, force: true });
  if (caddyHome) await rm(caddyHome, { recursive: true, force: true });
});

/** The same account signed in on each process. */
async function signedInOnBoth(email: string): Promise<[ApiSession, ApiSession]> {
  const first = new ApiSession(one.url);
  await first.signUp(email, password);
  const second = new ApiSession(two.url);
  await second.signIn(email, password);
  return [first, second];
}

test('shares the requests between both processes behind Caddy', async () => {
  // Round robin: six requests through Caddy reach each process three times.
  const before = await Promise.all([one, two].map((server) => apiRequests(server)));
  for (let request = 0; request < 6; request += 1) {
    expect((await fetch(`${front}/api/brand`)).status).toBe(200);
  }
  const after = await Promise.all([one, two].map((server) => apiRequests(server)));
  expect(after[0]! - before[0]!).toBe(3);
  expect(after[1]! - before[1]!).toBe(3);
});

test('answers a link edited through one process with its new destination through the other within 1 s', async () => {
  const created = await admin.request('POST', '/api/links', {
    destination_url: 'https://example.com/before',
  });
  expect(created.status).toBe(201);
  const code = created.body.short_url;
  const visitTwo = async () =>
    (await fetch(`${two.url}/${code}`, { redirect: 'manual' })).headers.get('location');
  // The second process caches the link on these visits.
  expect(await visitTwo()).toBe('https://example.com/before');
  expect(await visitTwo()).toBe('https://example.com/before');

  const edited = await admin.request('PATCH', `/api/links/${created.body.id}`, {
    destination_url: 'https://example.com/after',
  });
  expect(edited.status).toBe(200);
  const started = Date.now();
  await expect.poll(visitTwo, { timeout: 1_000, intervals: [20] }).toBe('https://example.com/after');
  expect(Date.now() - started).toBeLessThan(1_000);
});

test('brings a notification made on one process to a bell connected to the other', async () => {
  const [, userOnTwo] = await signedInOnBoth(`bell-${randomBytes(3).toString('hex')}@example.com`);
  const userId = (await userOnTwo.request('GET', '/api/me')).body.profile.id;
  const stream = await fetch(`${two.url}/api/notifications/stream`, {
    headers: { cookie: userOnTwo.cookieHeader },
  });
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  const readUntil = async (pattern: RegExp) => {
    const deadline = Date.now() + 5_000;
    while (!pattern.test(received)) {
      if (Date.now() > deadline) throw new Error(`nothing matched ${pattern} in the stream: ${received}`);
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended: ${received}`);
      received += decoder.decode(value);
    }
  };
  try {
    await readUntil(/"unread_count":0/);
    const sent = await admin.request('POST', '/api/admin/notifications', {
      user_id: userId,
      title: 'Sent through the first process',
    });
    expect(sent.status).toBe(201);
    await readUntil(/"unread_count":1/);
  } finally {
    await reader.cancel();
  }
});

test('counts sign-in attempts across both processes', async () => {
  const email = `limited-${randomBytes(3).toString('hex')}@example.com`;
  await new ApiSession(one.url).signUp(email, password);
  const attempt = (server: RunningServer) =>
    fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      // An address of its own: the limit is per client address, and no other test uses this one.
      headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({ email, password: 'not the password at all' }),
    });
  // Five a minute per address (auth.ts). Counted by each process alone, attempts alternating
  // between the two would pass ten times; counted together, the limit comes after five at most.
  let allowed = 0;
  for (let count = 0; count < 10; count += 1) {
    const status = (await attempt(count % 2 ? two : one)).status;
    if (status === 429) break;
    expect(status).toBe(401);
    allowed += 1;
  }
  expect(allowed).toBeGreaterThanOrEqual(3);
  expect(allowed).toBeLessThanOrEqual(5);
  expect((await attempt(one)).status).toBe(429);
  expect((await attempt(two)).status).toBe(429);
});

test('runs a periodic job once a period, whichever process takes it', async () => {
  // domains.proofs runs every minute (jobs/registry.ts). Both processes check the schedule; the
  // one that does for a minute queues that minute's run once (pg-boss's send-it job, one per
  // minute by its singleton), and one process runs it.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const runs = async () =>
      (await client.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE name = 'domains.proofs'`))
        .rows;
    const periods = async () =>
      (
        await client.query<{ minute: Date; sends: number }>(
          `SELECT singleton_on AS minute, count(*)::int AS sends FROM pgboss.job
            WHERE name = '__pgboss__send-it' AND singleton_key = 'domains.proofs' GROUP BY 1`,
        )
      ).rows;
    await expect
      .poll(async () => (await runs()).filter((run) => run.state === 'completed').length, {
        timeout: 90_000,
        intervals: [1_000],
      })
      .toBeGreaterThan(0);
    // Both processes have checked the schedule again since (every 15 s on PostgreSQL).
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const sent = await periods();
    for (const { sends } of sent) expect(sends).toBe(1);
    const done = await runs();
    // One run for each minute sent, none twice; a run may still be on its way for the newest.
    expect(done.length).toBeGreaterThanOrEqual(sent.length - 1);
    expect(done.length).toBeLessThanOrEqual(sent.length);
    expect(done.filter((run) => run.state === 'completed').length).toBeGreaterThanOrEqual(1);
  } finally {
    await client.end();
  }
});

/** How many API requests a process has answered (its /metrics, asked directly from this machine). */
async function apiRequests(server: RunningServer): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text
    .split('\n')
    .find(
      (entry) => entry.startsWith('ringkas_http_requests_total{') && entry.includes('route="/api/brand"'),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}
