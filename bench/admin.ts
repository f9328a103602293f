// npm run bench:admin - user management at scale. Generates 100,000 accounts (plans, trials,
// admins and disabled ones mixed) next to the admin, then times GET /api/admin/users through HTTP
// as the admin's page asks it: the first page, searches (a rare and a common part of a name),
// filters, sorts, and a deep page (50 runs each after warm-up).
//   BENCH_ENGINE=postgres (default; BENCH_DATABASE_URL, default the local test server) or pglite
//   BENCH_ACCOUNTS (default 100,000)
// Target: every query's p95 <= 100 ms. The exit code is 0 only when all hold.
import pg from 'pg';
import { ApiSession } from '../tests/e2e/api-session';
import { startServer, type RunningServer } from '../tests/e2e/server';
import { percentile } from './percentile';

const engine = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const accounts = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const runs = 50;
const targetMs = 100;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDatabase = 'ringkas_bench_admin';
const admin = { email: 'admin@bench.example', password: 'benchmark passphrase' };

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

// Accounts as sign-up writes them (auth_user, the profile, its personal workspace with the
// subscription and the owner's membership, ADR 0026), in one statement.
const generateSql = `
WITH made AS (
  INSERT INTO auth_user (id, name, email, email_verified, created_at, updated_at)
  SELECT 'bench-' || g, 'Person ' || g || ' ' || (ARRAY['Sari','Budi','Ayu','Dewi','Agus','Rina','Tono','Wati'])[1 + g % 8],
         'person' || lpad(g::text, 6, '0') || '@' || (ARRAY['example.com','mail.example','toko.example'])[1 + g % 3],
         true, now() - (g || ' minutes')::interval, now()
  FROM generate_series(1, $1::int) g
  RETURNING id, name, email, created_at
),
profiles AS (
  INSERT INTO users (id, email, username, name, is_admin, trial_started_at, disabled_at, created_at)
  SELECT id, email, 'person' || substr(id, 7), name, substr(id, 7)::int % 5000 = 0,
         created_at, CASE WHEN substr(id, 7)::int % 97 = 0 THEN now() END, created_at
  FROM made
  RETURNING id, username, name, created_at
),
personal AS (
  INSERT INTO workspaces (id, name, slug, personal, subscription_plan, subscription_expires, created_at)
  SELECT id, name, username, true,
         (ARRAY['basic','free','medium','vip','vip_max'])[1 + substr(id, 7)::int % 5],
         CASE WHEN substr(id, 7)::int % 5 = 0 THEN NULL ELSE now() + ((substr(id, 7)::int % 60) - 20 || ' days')::interval END,
         created_at
  FROM profiles
  RETURNING id, created_at
)
INSERT INTO workspace_members (workspace_id, user_id, role, created_at)
SELECT id, id, 'owner', created_at FROM personal`;

const queries: [string, string][] = [
  ['first page (newest 50)', '/api/admin/users'],
  ['search, one match', '/api/admin/users?q=person042424'],
  ['search, common part of a name', '/api/admin/users?q=sari'],
  ['filter plan vip, by plan end', '/api/admin/users?plan=vip&sort=expires&order=asc'],
  ['filter on trial', '/api/admin/users?trial=true'],
  ['filter disabled', '/api/admin/users?disabled=true'],
  ['sort by email, page 1,000', '/api/admin/users?sort=email&order=asc&page=1000'],
  ['sort by name, 100 a page', '/api/admin/users?sort=name&order=desc&per_page=100'],
];

async function main(): Promise<number> {
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${benchDatabase}`);
    await client.end();
    const url = new URL(adminUrl);
    url.pathname = `/${benchDatabase}`;
    databaseUrl = url.toString();
  }
  let server: RunningServer | undefined;
  try {
    server = await startServer({ env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
    const session = new ApiSession(server.url);
    await session.signUp(admin.email, admin.password);
    const db = databaseUrl
      ? new pg.Client({ connectionString: databaseUrl })
      : new pg.Client({ host: server.dataDir, port: 5432, user: 'postgres', database: 'postgres' });
    await db.connect();
    const started = performance.now();
    await db.query(generateSql, [accounts]);
    await db.query('ANALYZE users');
    await db.end();
    log(
      `generated ${accounts.toLocaleString('en')} accounts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const results: { label: string; p50: number; p95: number; total: number }[] = [];
    for (const [label, path] of queries) {
      let total = 0;
      for (let warm = 0; warm < 5; warm += 1) {
        const answer = await session.request('GET', path);
        if (answer.status !== 200)
          throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
        total = answer.body.total;
      }
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const begin = performance.now();
        await session.request('GET', path);
        times.push(performance.now() - begin);
      }
      times.sort((a, b) => a - b);
      results.push({ label, p50: percentile(times, 50), p95: percentile(times, 95), total });
    }

    process.stdout.write(
      `admin benchmark: ${engine}, ${accounts.toLocaleString('en')} accounts; ${runs} runs per query, through HTTP\n`,
    );
    process.stdout.write(
      `${'query'.padEnd(36)}${'matches'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}\n`,
    );
    let ok = true;
    for (const result of results) {
      const within = result.p95 <= targetMs;
      ok &&= within;
      process.stdout.write(
        `${result.label.padEnd(36)}${result.total.toLocaleString('en').padStart(9)}${result.p50.toFixed(1).padStart(9)}` +
          `${result.p95.toFixed(1).padStart(9)} (target p95 <= ${targetMs}) ${within ? 'ok' : 'MISSED'}\n`,
      );
    }
    return ok ? 0 : 1;
  } finally {
    await server?.stop();
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
      await client.end();
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
