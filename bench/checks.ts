// npm run bench:checks - 1,000 due domain checks against local servers, run by the server's own
// checks.due job as in production: checks per second, and the redirect's latency measured while
// they run against the same load without them, in one run.
//
// The built server runs as `npm start` runs it, on the embedded database (BENCH_DATABASE_URL for
// PostgreSQL), with a DNS server, a filtering resolver and HTTP/HTTPS sites on 127.0.0.1 (every
// domain healthy, behind one wildcard certificate from a test CA the server trusts through
// NODE_EXTRA_CA_CERTS). 10 accounts watch 100 domains each with automatic checks every minute;
// the bench makes them all due at once and watches domain_checks fill.
// The redirect load is a steady 1,000 requests/s over 20 connections (autocannon, in this
// process), 10 s without checks, then 10 s while they run.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ApiSession } from '../tests/e2e/api-session';
import { startServer } from '../tests/e2e/server';
import { startFakeDns } from '../tests/fakes/dns-server';
import { startFilteringDns } from '../tests/fakes/filtering-dns';
import { startWebSites } from '../tests/fakes/web-sites';

const accounts = 10;
const domainsPerAccount = 100;
const total = accounts * domainsPerAccount;
const loadSeconds = 10;
const rate = 1_000;
const password = 'bench password for checks';

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

async function redirectLoad(url: string) {
  const result = await autocannon({
    url,
    connections: 20,
    duration: loadSeconds,
    overallRate: rate,
    headers: { 'user-agent': 'Mozilla/5.0 (bench)' },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    sent: result.requests.sent,
    redirects: result['3xx'],
  };
}

async function main() {
  log(`checks benchmark: ${total} due domains, ${availableParallelism()} cores`);
  const [dns, filter, sites] = await Promise.all([
    startFakeDns(),
    startFilteringDns(),
    startWebSites({ wildcard: 'bench.example' }),
  ]);
  const work = await mkdtemp(join(tmpdir(), 'ringkas-bench-checks-'));
  const caFile = join(work, 'ca.pem');
  await writeFile(caFile, sites.ca);
  const names: string[][] = [];
  for (let account = 0; account < accounts; account += 1) {
    names.push([]);
    for (let index = 0; index < domainsPerAccount; index += 1) {
      const name = `site-${account}-${index}.bench.example`;
      dns.a(name, '127.0.0.1');
      filter.allow(name, '127.0.0.1');
      sites.serve(name, 'healthy');
      names[account]!.push(name);
    }
  }

  const server = await startServer({
    env: {
      DNS_SERVERS: dns.server,
      OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8',
      CHECK_HTTP_PORT: String(sites.ports.http),
      CHECK_HTTPS_PORT: String(sites.ports.https),
      NODE_EXTRA_CA_CERTS: caFile,
      TRUST_PROXY: 'true',
      // Hundreds of owners sign up with no mailbox to confirm from: each is signed in at once.
      REQUIRE_EMAIL_VERIFICATION: 'false',
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
  });
  const db = process.env.BENCH_DATABASE_URL
    ? new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
    : new pg.Client({ host: server.dataDir, port: 5432, user: 'postgres', database: 'postgres' });
  try {
    const admin = new ApiSession(server.url);
    await admin.signUp('admin@bench.example', password);
    const settings = await admin.request('PUT', '/api/admin/check-settings', {
      resolvers: [{ name: 'Filter', address: filter.address, protocol: 'udp' }],
      signatures: { block_ips: ['36.86.63.185'], block_cnames: ['internetpositif.id'], ede_codes: [15] },
    });
    if (settings.status !== 200) throw new Error(`check settings: ${settings.status}`);
    const link = await admin.request('POST', '/api/links', {
      destination_url: 'https://example.com/landing',
    });
    if (link.status !== 201) throw new Error(`link: ${link.status}`);
    const redirectUrl = `${server.url}/${link.body.short_url}`;

    log('adding the watched domains...');
    await db.connect();
    for (let account = 0; account < accounts; account += 1) {
      // Each owner signs up from an address of its own, as real ones do (the sign-up limit is per address).
      const session = new ApiSession(server.url, { 'x-forwarded-for': `203.0.113.${account + 10}` });
      const email = `owner-${account}@bench.example`;
      await session.signUp(email, password);
      await db.query(
        `UPDATE users SET subscription_plan = 'vip_max', subscription_expires = now() + interval '30 days' WHERE email = $1`,
        [email],
      );
      const added = await session.request('POST', '/api/checks', { hostnames: names[account]!.join('\n') });
      if (added.status !== 201) throw new Error(`add: ${added.status} ${JSON.stringify(added.body)}`);
      for (const domain of added.body.added as { id: string }[]) {
        const scheduled = await session.request('PATCH', `/api/checks/${domain.id}`, {
          auto: true,
          interval_minutes: 60,
        });
        if (scheduled.status !== 200) throw new Error(`schedule: ${scheduled.status}`);
      }
    }

    log(`redirect load without checks (${loadSeconds} s at ${rate}/s)...`);
    await redirectLoad(redirectUrl); // warm-up
    const quiet = await redirectLoad(redirectUrl);

    // Every schedule due now: the server's checks.due job takes them at its next minute.
    await db.query(`UPDATE watched_domains SET next_run_at = now() - interval '1 minute' WHERE auto`);
    const checkedNow = async () =>
      Number((await db.query('SELECT count(*) AS n FROM domain_checks')).rows[0].n);
    log('waiting for the checks.due job...');
    const waitStarted = Date.now();
    while ((await checkedNow()) === 0) {
      if (Date.now() - waitStarted > 90_000) throw new Error('no check started within 90 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const started = performance.now();
    log(`redirect load while checks run (${loadSeconds} s at ${rate}/s)...`);
    const busy = await redirectLoad(redirectUrl);
    const checkedDuringLoad = await checkedNow();
    let checked = checkedDuringLoad;
    while (checked < total) {
      if (performance.now() - started > 600_000)
        throw new Error(`only ${checked} of ${total} checks in 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      checked = await checkedNow();
    }
    // From the first check's record to the last's, as the database stamped them (the checks may
    // end before the load does).
    const seconds = Number(
      (await db.query('SELECT extract(epoch FROM max(checked_at) - min(checked_at)) AS s FROM domain_checks'))
        .rows[0].s,
    );
    const states = (
      await db.query<{ state: string; n: string }>(
        'SELECT state, count(*) AS n FROM domain_checks GROUP BY state',
      )
    ).rows.map((row) => `${row.state} ${row.n}`);
    const twice = Number(
      (
        await db.query(
          'SELECT count(*) AS n FROM (SELECT watched_domain_id FROM domain_checks GROUP BY 1 HAVING count(*) > 1) d',
        )
      ).rows[0].n,
    );

    const ratio = busy.p99 / Math.max(quiet.p99, 1);
    console.log(
      `checks: ${total} in ${seconds.toFixed(1)} s = ${((total - 1) / seconds).toFixed(1)} checks/s (${states.join(', ')}); checked twice: ${twice}`,
    );
    console.log(`checks finished during the ${loadSeconds} s load: ${checkedDuringLoad}`);
    console.log(
      `redirect without checks: p50 ${quiet.p50} ms, p99 ${quiet.p99} ms (${quiet.redirects} redirects)`,
    );
    console.log(
      `redirect while checks run: p50 ${busy.p50} ms, p99 ${busy.p99} ms (${busy.redirects} redirects)`,
    );
    console.log(`redirect p99 ratio, with checks / without: ${ratio.toFixed(2)}`);
    process.exitCode = twice === 0 && states.every((state) => state.startsWith('up ')) ? 0 : 1;
  } finally {
    await db.end().catch(() => undefined);
    await server.stop();
    await rm(server.dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
    await Promise.all([dns.close(), filter.close(), sites.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
