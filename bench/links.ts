// npm run bench:links - organising links at scale (issue 41, ADR 0027). Generates 100,000 links in
// one workspace with 50 tags (each link 0 to 3 of them) and 20 folders, then times through HTTP
// what /shortlinks and /shortlinks/tags ask: the first page, filters by tag (one, any of three,
// all of two), by folder and by no folder, combined filters, and the tag and folder lists with
// their counts (50 runs each after warm-up); then a bulk move of the 10,000 links of one tag to a
// folder, from the POST to the finished report.
//   BENCH_ENGINE=postgres (default; BENCH_DATABASE_URL, default the local test server) or pglite
//   BENCH_LINKS (default 100,000)
// Targets: every listed query's p95 <= 50 ms; the bulk move < 10 s. The exit code is 0 only when
// all hold. The search (q) is printed for information: it has no target here.
import pg from 'pg';
import { ApiSession } from '../tests/e2e/api-session';
import { startServer, type RunningServer } from '../tests/e2e/server';
import { percentile } from './percentile';

const engine = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const links = Number(process.env.BENCH_LINKS ?? 100_000);
const runs = 50;
const targetMs = 50;
const bulkTargetMs = 10_000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDatabase = 'ringkas_bench_links';
const owner = { email: 'owner@bench.example', password: 'benchmark passphrase' };

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

// The owner's links, tags and folders, as the API writes them. Tag-t (t = 1..49) goes on link g
// when 1 + g % 49 = t, on every second link also when 1 + (g * 7) % 49 = t, and on every fifth when
// 1 + (g * 13) % 49 = t: about 3,500 links a tag. The 50th tag, "bulk", is on links 1 to 10,000.
// A third of the links are in no folder, the rest spread over 20; every 29th is disabled.
const generateSql = `
WITH tags AS (
  INSERT INTO link_tags (workspace_id, name, color)
  SELECT $1, CASE WHEN t = 50 THEN 'bulk' ELSE 'tag-' || t END, 'blue' FROM generate_series(1, 50) t
  RETURNING id, name
),
folders AS (
  INSERT INTO link_folders (workspace_id, name)
  SELECT $1, 'folder-' || f FROM generate_series(1, 20) f
  RETURNING id, name
),
made AS (
  INSERT INTO shortlinks (workspace_id, short_url, domain, destination_url, title, is_active, folder_id, created_at)
  SELECT $1, 'b' || g, 'localhost', 'https://shop.example/item/' || g, 'Item ' || g, g % 29 <> 0,
         CASE WHEN g % 3 = 0 THEN NULL ELSE (SELECT id FROM folders WHERE name = 'folder-' || (1 + g % 20)) END,
         now() - (g || ' seconds')::interval
  FROM generate_series(1, $2::int) g
  RETURNING id, substr(short_url, 2)::int AS g
)
INSERT INTO shortlink_tags (link_id, tag_id)
SELECT DISTINCT made.id, tags.id FROM made JOIN tags ON
  (tags.name = 'bulk' AND made.g <= 10000)
  OR (tags.name <> 'bulk' AND (
    tags.name = 'tag-' || (1 + made.g % 49)
    OR (made.g % 2 = 0 AND tags.name = 'tag-' || (1 + (made.g * 7) % 49))
    OR (made.g % 5 = 0 AND tags.name = 'tag-' || (1 + (made.g * 13) % 49))))`;

async function databaseFor(): Promise<string | undefined> {
  if (engine !== 'postgres') return undefined;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${benchDatabase}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${benchDatabase}`;
  return url.toString();
}

async function generate(server: RunningServer, databaseUrl: string | undefined, workspaceId: string) {
  const db = databaseUrl
    ? new pg.Client({ connectionString: databaseUrl })
    : new pg.Client({ host: server.dataDir, port: 5432, user: 'postgres', database: 'postgres' });
  await db.connect();
  const started = performance.now();
  await db.query(generateSql, [workspaceId, links]);
  // As autovacuum leaves a table that has settled: statistics, and the visibility map that lets
  // counts read the indexes alone.
  for (const table of ['shortlinks', 'shortlink_tags', 'link_tags', 'link_folders'])
    await db.query(`VACUUM ANALYZE ${table}`);
  const ids = await db.query<{ name: string; id: string }>(
    `SELECT name, id FROM link_tags WHERE workspace_id = $1 UNION ALL
     SELECT name, id FROM link_folders WHERE workspace_id = $1`,
    [workspaceId],
  );
  await db.end();
  log(
    `generated ${links.toLocaleString('en')} links in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return new Map(ids.rows.map((row) => [row.name, row.id]));
}

async function time(session: ApiSession, path: string) {
  let total = 0;
  for (let warm = 0; warm < 5; warm += 1) {
    const answer = await session.request('GET', path);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    total = answer.body.total ?? answer.body.items.length;
  }
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const begin = performance.now();
    await session.request('GET', path);
    times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

/** The 10,000 links of the "bulk" tag moved to a folder: the POST, then the job's report. */
async function bulkMove(session: ApiSession, ids: Map<string, string>) {
  const begin = performance.now();
  const started = await session.request('POST', '/api/links/bulk', {
    action: 'move_folder',
    filter: { tags: ids.get('bulk') },
    folder_id: ids.get('folder-1'),
  });
  if (started.status !== 202 && started.status !== 200)
    throw new Error(`bulk: ${started.status} ${JSON.stringify(started.body)}`);
  let job = started.body;
  while (job.state === 'queued' || job.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    job = (await session.request('GET', `/api/links/bulk/${job.id}`)).body;
  }
  if (job.state !== 'done' || job.done !== 10_000) throw new Error(`bulk ended ${JSON.stringify(job)}`);
  return performance.now() - begin;
}

async function main(): Promise<number> {
  const databaseUrl = await databaseFor();
  let server: RunningServer | undefined;
  try {
    server = await startServer({ env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
    const session = new ApiSession(server.url);
    await session.signUp(owner.email, owner.password);
    const me = (await session.request('GET', '/api/me')).body;
    const ids = await generate(server, databaseUrl, me.profile.id);
    const [t1, t2, t3, t15] = ['tag-1', 'tag-2', 'tag-3', 'tag-15'].map((name) => ids.get(name)!);
    const folder = ids.get('folder-7')!;
    const queries: [string, string, boolean][] = [
      ['first page (newest 50)', '/api/links', true],
      ['tag', `/api/links?tags=${t1}`, true],
      ['any of three tags', `/api/links?tags=${t1},${t2},${t3}`, true],
      ['all of two tags', `/api/links?tags=${t3},${t15}&tag_mode=all`, true],
      ['folder', `/api/links?folder=${folder}`, true],
      ['no folder', '/api/links?folder=none', true],
      ['tag in a folder, page 20', `/api/links?tags=${t2}&folder=${folder}&page=20`, true],
      ['disabled in no folder', '/api/links?state=disabled&folder=none', true],
      ['tags with counts', '/api/tags', true],
      ['folders with counts', '/api/folders', true],
      ['search (no target)', '/api/links?q=item 4242', false],
    ];
    const results = [];
    for (const [label, path, targeted] of queries)
      results.push({ label, targeted, ...(await time(session, path)) });
    const bulkMs = await bulkMove(session, ids);

    process.stdout.write(
      `links benchmark: ${engine}, ${links.toLocaleString('en')} links, 50 tags, 20 folders; ${runs} runs per query, through HTTP\n`,
    );
    process.stdout.write(
      `${'query'.padEnd(30)}${'matches'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}\n`,
    );
    let ok = true;
    for (const result of results) {
      const within = !result.targeted || result.p95 <= targetMs;
      ok &&= within;
      process.stdout.write(
        `${result.label.padEnd(30)}${result.total.toLocaleString('en').padStart(9)}${result.p50.toFixed(1).padStart(9)}` +
          `${result.p95.toFixed(1).padStart(9)}` +
          (result.targeted ? ` (target p95 <= ${targetMs}) ${within ? 'ok' : 'MISSED'}` : '') +
          '\n',
      );
    }
    const bulkOk = bulkMs < bulkTargetMs;
    ok &&= bulkOk;
    process.stdout.write(
      `bulk move of 10,000 links to a folder: ${(bulkMs / 1000).toFixed(2)} s (target < ${bulkTargetMs / 1000} s) ${bulkOk ? 'ok' : 'MISSED'}\n`,
    );
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
