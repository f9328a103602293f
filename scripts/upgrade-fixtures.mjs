// Makes the upgrade fixtures (issue 44, item 3; ADR 0036): for each released migration level, the
// project's own code at that level, filled through its own HTTP API and dumped. Each level's commit
// is checked out in a temporary worktree, its server started from the sources on a fresh PostgreSQL
// database, accounts, links and clicks made as a customer makes them, the server stopped (which
// writes its buffered clicks), and the data dumped into tests/integration/fixtures/upgrade/:
// <tag>.sql.gz (data only, as INSERTs) and <tag>.json (each table's rows, every link and where it
// goes, the accounts' passwords). tests/integration/upgrade-fixtures.test.ts upgrades them.
//
//   npm run fixtures:upgrade                       # the levels of ADR 0036
//   npm run fixtures:upgrade -- 0019 0035          # only these (a tag or its number)
//   npm run fixtures:upgrade -- --all              # every level
//
// POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test) names a server on which a
// database per level is created and dropped again. A level's features are found by trying them: an
// endpoint or field that the level does not have is skipped and said so in the JSON.
// FIXTURES_DEBUG=1 prints every request and its status.

import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import * as prettier from 'prettier';
import { databaseUrlOf, onServer } from './postgres-admin.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'tests', 'integration', 'fixtures', 'upgrade');
const serverUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The levels made by default (ADR 0036): the first with links, two milestones, then every one. */
const defaultLevels = [
  '0003',
  '0009',
  '0018',
  '0019',
  '0020',
  '0021',
  '0022',
  '0023',
  '0024',
  '0026',
  '0027',
  '0028',
  '0029',
  '0030',
  '0031',
  '0032',
  '0033',
  '0034',
  '0035',
];

export const password = 'correct horse battery staple';
const accounts = [
  { email: 'ayu@fixture.example.com', name: 'Ayu Admin', links: 6 },
  { email: 'budi@fixture.example.com', name: 'Budi', links: 8 },
  { email: 'citra@fixture.example.com', name: 'Citra', links: 6 },
];
const visitsPerLink = 10;
const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
];
const referrers = ['https://www.instagram.com/', 'https://t.co/abc', undefined];

function git(...args) {
  return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
}

/**
 * Every level: the commit of main where each migration's file took its final form, which is where
 * it first appeared except for 0003, 0005 and 0013, changed while still the newest (ADR 0036). A
 * commit that added two migrations is the level of its last.
 */
function releasedLevels() {
  const journal = JSON.parse(git('show', 'HEAD:drizzle/meta/_journal.json'));
  const byCommit = new Map();
  for (const { tag } of journal.entries) {
    byCommit.set(git('log', '-1', '--format=%H', 'HEAD', '--', `drizzle/${tag}.sql`), tag);
  }
  return [...byCommit].map(([commit, tag]) => {
    // A migration changed after a later one was added would have no level of its own.
    const newest = JSON.parse(git('show', `${commit}:drizzle/meta/_journal.json`)).entries.at(-1).tag;
    if (newest !== tag) throw new Error(`${tag} last changed at ${commit}, when ${newest} was the newest`);
    return { commit, tag };
  });
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** A browser-like client: keeps cookies, sends the server's own Origin, parses JSON. */
function httpClient(base) {
  const cookies = new Map();
  return async function request(method, path, body, headers = {}) {
    const sent = {
      origin: base,
      ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    };
    const response = await fetch(base + path, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
      // A header given as undefined is left out (a visit sends no Origin).
      headers: Object.fromEntries(Object.entries(sent).filter((entry) => entry[1] !== undefined)),
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0\b/i.test(line)) cookies.delete(pair.slice(0, index));
      else cookies.set(pair.slice(0, index), value);
    }
    if (process.env.FIXTURES_DEBUG) console.log(method, path, response.status);
    const text = await response.text();
    const json =
      (response.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
    return { status: response.status, body: json, location: response.headers.get('location') };
  };
}

async function waitForServer(base, child, logFile) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${logFile}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the server did not answer in 2 minutes; see ${logFile}`);
}

function stopServer(child) {
  return new Promise((done, fail) => {
    if (child.exitCode !== null) return done(child.exitCode);
    const timer = setTimeout(() => fail(new Error('the server did not stop within 30 s')), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done(code);
    });
    child.kill('SIGTERM');
  });
}

/** Fills a running server of one level; returns what the level took and what it skipped. */
async function fill(base, tag) {
  const notes = { features: [], skipped: [] };
  const note = (feature, response) => {
    if (response.status >= 200 && response.status < 300) {
      if (!notes.features.includes(feature)) notes.features.push(feature);
      return true;
    }
    const entry = `${feature}: ${response.status}`;
    if (!notes.skipped.includes(entry)) notes.skipped.push(entry);
    return false;
  };
  const users = [];
  const links = [];
  let linkNumber = 0;
  let adminRequest;

  /** One link of the account, with what the level lets it carry; null once its plan is full. */
  async function makeLink(request, account, n, extras) {
    linkNumber += 1;
    const destination = `https://example.com/${tag}/${linkNumber}?ref=fixture`;
    const body = { destination_url: destination, title: `Fixture link ${linkNumber}` };
    const wanted = { ...body };
    if (n % 3 === 1) wanted.custom_alias = `fx-${tag.slice(0, 4)}-${linkNumber}`;
    if (n % 2 === 0 && extras.tag_ids)
      wanted.tag_ids = n % 4 === 0 ? extras.tag_ids : extras.tag_ids.slice(0, 1);
    if (n % 2 === 1 && extras.folder_id) wanted.folder_id = extras.folder_id;
    if (n === 2) {
      wanted.expires_at = '2099-01-01T00:00:00.000Z';
      wanted.max_clicks = 1000;
      wanted.expired_url = 'https://example.com/expired';
    }
    if (n === 3) wanted.social_preview = { title: 'A fixture', description: 'Made by the fixture script' };
    let created = await request('POST', '/api/links', wanted);
    if (created.status === 400 || (created.status === 403 && created.body?.error?.code !== 'limit_reached')) {
      // A field this level does not know (or the plan does not give): without those, then plain.
      const fields = Object.keys(created.body?.error?.fields ?? {});
      note(`link fields ${fields.join(',') || created.body?.error?.code}`, created);
      const kept = Object.fromEntries(Object.entries(wanted).filter(([key]) => !fields.includes(key)));
      created = await request('POST', '/api/links', fields.length ? kept : body);
      if (created.status === 400 || created.status === 403)
        created = await request('POST', '/api/links', body);
    } else {
      // A level that does not know a field may drop it silently: the answer tells what was kept.
      const echoed = { tag_ids: 'tags' };
      for (const key of Object.keys(wanted))
        if (!(key in body) && created.status === 201 && (echoed[key] ?? key) in created.body)
          note(`link ${key}`, created);
    }
    if (created.status === 403 && created.body?.error?.code === 'limit_reached') {
      note(`${account.email}: links beyond the plan`, created);
      linkNumber -= 1;
      return null;
    }
    if (created.status !== 201)
      throw new Error(`create link: ${created.status} ${JSON.stringify(created.body)}`);
    const link = created.body;
    links.push({
      id: link.id,
      owner: account.email,
      code: link.short_url,
      destination: link.destination_url,
    });

    if (n === 4) {
      // A country rule the test's visits (no country) do not match: they go to the destination.
      note(
        'targeting',
        await request('PUT', `/api/links/${link.id}/targeting`, {
          rules: [
            { condition: { type: 'country', countries: ['MY'] }, destination_url: 'https://my.example.com/' },
          ],
        }),
      );
    }
    if (n === 5) {
      note(
        'qr design',
        await request('PUT', `/api/links/${link.id}/qr`, {
          foreground: '#112233',
          background: '#ffffff',
          logo: null,
          size: 512,
          margin: 2,
        }),
      );
    }
    return link;
  }

  for (const account of accounts) {
    const request = httpClient(base);
    const signedUp = await request('POST', '/api/auth/sign-up/email', {
      email: account.email,
      password,
      name: account.name,
    });
    if (signedUp.status !== 200)
      throw new Error(`sign-up: ${signedUp.status} ${JSON.stringify(signedUp.body)}`);
    const id = signedUp.body.user.id;
    if (adminRequest) {
      // The first account is the admin; it gives the others a plan with room for their links.
      note(
        'admin sets a plan',
        await adminRequest('PUT', `/api/admin/users/${id}/subscription`, {
          plan: 'vip_max',
          expires: '2099-01-01T00:00:00.000Z',
        }),
      );
    } else adminRequest = request;
    users.push({ email: account.email, id });

    // What this account's links may carry, where the level has it.
    const extras = {};
    const tag1 = await request('POST', '/api/tags', { name: `promo-${users.length}` });
    const tag2 = await request('POST', '/api/tags', { name: `sale-${users.length}` });
    if (note('tags', tag1) && note('tags', tag2)) extras.tag_ids = [tag1.body.id, tag2.body.id];
    const folder = await request('POST', '/api/folders', { name: `Campaign ${users.length}` });
    if (note('folders', folder)) extras.folder_id = folder.body.id;
    note(
      'utm templates',
      await request('POST', '/api/utm-templates', {
        name: `Newsletter ${users.length}`,
        source: 'newsletter',
        medium: 'email',
      }),
    );
    note(
      'api keys',
      await request('POST', '/api/api-keys', {
        name: `CI ${users.length}`,
        scopes: ['links:read', 'analytics:read'],
      }),
    );
    account.extras = extras;

    for (let n = 0; n < account.links; n += 1) {
      if (!(await makeLink(request, account, n, extras))) break;
    }
    if (users.length === 2) {
      note(
        'webhooks',
        await request('POST', '/api/webhooks', {
          url: 'https://hooks.fixture.example.com/ringkas',
          events: ['link.created'],
        }),
      );
    }
  }
  // Where the others' plans held fewer, the admin makes the rest.
  const total = accounts.reduce((sum, account) => sum + account.links, 0);
  for (let n = 0; links.length < total; n += 1) {
    if (!(await makeLink(adminRequest, accounts[0], n, accounts[0].extras))) break;
  }

  // Clicks: every link, from several kinds of browser, with and without a referrer.
  const visitor = httpClient(base);
  let visits = 0;
  for (const link of links) {
    for (let v = 0; v < visitsPerLink; v += 1) {
      const referrer = referrers[(v + visits) % referrers.length];
      const response = await visitor('GET', `/${link.code}`, undefined, {
        'user-agent': agents[(v + visits) % agents.length],
        ...(referrer ? { referer: referrer } : {}),
        origin: undefined,
      });
      if (response.status !== 302) throw new Error(`visit /${link.code}: ${response.status}`);
      visits += 1;
    }
    link.clicks = visitsPerLink;
  }
  return { users, links, notes };
}

async function clicksWritten(databaseUrl, expected) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM clicks');
      if (rows[0].n === expected) return;
      if (rows[0].n > expected || Date.now() > deadline)
        throw new Error(`${rows[0].n} clicks written, ${expected} made`);
      await new Promise((done) => setTimeout(done, 500));
    }
  } finally {
    await client.end();
  }
}

async function tableCounts(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const counts = {};
    for (const { tablename } of rows) {
      const result = await client.query(`SELECT count(*)::int AS n FROM public."${tablename}"`);
      counts[tablename] = result.rows[0].n;
    }
    const schemas = await client.query(
      `SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname NOT IN ('information_schema', 'public')`,
    );
    return { counts, otherSchemas: schemas.rows.map((row) => row.nspname) };
  } finally {
    await client.end();
  }
}

async function makeLevel({ commit, tag }) {
  const started = Date.now();
  const work = await mkdtemp(join(tmpdir(), `rk-upgrade-${tag.slice(0, 4)}-`));
  const tree = join(work, 'tree');
  const database = `ringkas_fixture_${tag.slice(0, 4)}`;
  const databaseUrl = databaseUrlOf(serverUrl, database);
  const logFile = join(work, 'server.log');
  git('worktree', 'add', '--detach', tree, commit);
  let child;
  try {
    // Every level's dependencies are a subset of today's, at the same versions (ADR 0036).
    await symlink(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
    const web = join(work, 'web');
    await mkdir(web, { recursive: true });
    await writeFile(join(web, 'index.html'), '<!doctype html><title>Ringkas</title><div id="root"></div>\n');
    if (existsSync(join(tree, 'src', 'web', 'landing.html')))
      await copyFile(join(tree, 'src', 'web', 'landing.html'), join(web, 'landing.html'));
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await onServer(serverUrl, `CREATE DATABASE ${database}`);

    const port = await freePort();
    const base = `http://localhost:${port}`;
    const log = createWriteStream(logFile);
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: tree,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: base,
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(work, 'data'),
        // The test starts the newest code with the same secret (the auth keys are sealed with it).
        AUTH_SECRET: 'fixture-secret-fixture-secret-0123456789',
        WEB_DIST_DIR: web,
        LOG_LEVEL: 'warn',
        REQUIRE_EMAIL_VERIFICATION: 'false',
        LINKS_PER_MINUTE: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    await waitForServer(base, child, logFile);
    const filled = await fill(base, tag);
    // The clicks are written by the level's own periodic flush: the first levels closed their
    // database before the last flush on a stop, so the stop is not trusted to write them.
    await clicksWritten(databaseUrl, filled.links.length * visitsPerLink);
    const code = await stopServer(child);
    if (code !== 0) console.warn(`${tag}: the server stopped with ${code} (its log: ${logFile})`);

    const { counts, otherSchemas } = await tableCounts(databaseUrl);
    // pg_dump's \restrict lines (a random key, for psql) are left out: the test loads plain SQL.
    const dump = execFileSync(
      'pg_dump',
      [
        '--data-only',
        '--inserts',
        '--column-inserts',
        '--disable-triggers',
        '--no-owner',
        '--no-privileges',
        '--schema=public',
        databaseUrl,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
      .split('\n')
      .filter((line) => !line.startsWith('\\'))
      .join('\n');
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, `${tag}.sql.gz`), gzipSync(dump, { level: 9 }));
    const clickedOn = new Date().toISOString().slice(0, 10);
    const fixture = {
      tag,
      commit,
      made: clickedOn,
      password,
      counts,
      // Job queues and the like, not in the dump: they are state a restart rebuilds.
      otherSchemas,
      ...filled,
    };
    // As the project's Prettier writes JSON, so that `npm run format:check` passes on it.
    const jsonFile = join(outDir, `${tag}.json`);
    const options = { ...(await prettier.resolveConfig(jsonFile)), filepath: jsonFile };
    await writeFile(jsonFile, await prettier.format(JSON.stringify(fixture, null, 2), options));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${tag}: ${filled.users.length} accounts, ${filled.links.length} links, ${counts.clicks ?? 0} clicks ` +
        `(${seconds} s); features: ${filled.notes.features.join(', ') || 'none'}`,
    );
  } catch (error) {
    console.error(`${tag}: failed; the server's log:\n${await readFile(logFile, 'utf8').catch(() => '')}`);
    throw error;
  } finally {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    git('worktree', 'remove', '--force', tree);
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await rm(work, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
const all = releasedLevels();
const wanted = args.includes('--all') ? all.map((level) => level.tag) : args.length ? args : defaultLevels;
const failed = [];
for (const name of wanted) {
  const level = all.find((candidate) => candidate.tag === name || candidate.tag.startsWith(`${name}_`));
  if (!level) throw new Error(`no released level ${name} (a level is the last migration of its commit)`);
  try {
    await makeLevel(level);
  } catch (error) {
    // The other levels are still made; the run fails at the end.
    console.error(error);
    failed.push(level.tag);
  }
}
if (failed.length) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
