// npm run bench:instructions - instructions per cached redirect, counted by valgrind's callgrind:
// a count that does not move with what else the machine does, where requests a second move by a
// quarter between runs (bench/results.md). Each server runs under callgrind, its instrumentation
// off while it starts and warms up; then for each scenario the counters are zeroed, a fixed number
// of requests is sent (keep-alive, a few at a time, each from another public address), the
// process is left to write their clicks (its metrics say when every one is stored), and the
// counters are dumped. A redirect's figures are the dumps' instructions, less what the process
// spends idle in that time (its timers: measured alone, then prorated), over the requests: the
// answer on the event loop's thread (serve), what V8's and libuv's helper threads did meanwhile
// (helpers, apart: a major collection's marking falls in one round or another), and its share of
// the click write on every thread.
// Scenarios: a bare node:http server with a Map (bench/bare-server.mjs), a plain link, a targeted
// link (10 country rules, a device rule, a 3-way rotator), a link on a custom domain, a protected
// link's visit with its cookie, and a link with a weekly schedule. It prints a table with the ratio
// to bare and to the plain link, and the plain link's top functions by inclusive cost.
// Targets (issue 45): plain <= 1.2x bare; targeted <= 1.15x plain.
// BENCH_BEFORE=<a built checkout> also counts that build's plain link, filled and loaded the same
// way, and prints this build's against it (a change must not make the plain link dearer).
//   BENCH_REQUESTS (default 4,000 a round), BENCH_ROUNDS (default 3; the median is kept),
//   BENCH_WARMUP (default 20,000 requests a scenario)
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startServer, type RunningServer } from '../tests/e2e/server';
import { customHost, fillLinks, linkRange, userAgent, type LinkSet } from './bench-links';
import { readMetrics } from './server-metrics';

const run = promisify(execFile);
const requestsPerRound = Number(process.env.BENCH_REQUESTS ?? 4_000);
const roundCount = Number(process.env.BENCH_ROUNDS ?? 3);
const warmupRequests = Number(process.env.BENCH_WARMUP ?? 20_000);
const concurrency = 8;
// 2,000 links a set (8,200 in all): a server caches its newest 10,000 links at start (ADR 0020),
// so every visit is a cached one, as in a warm server; a cold lookup under valgrind costs seconds.
const linkCount = 2_000;
const targets = { plainOfBare: 1.2, targetedOfPlain: 1.15, beforeOfPlain: 1.01 };

/** One request: a path, and the headers beyond the user agent and address (a cookie, a host). */
interface Line {
  path: string;
  headers: Record<string, string>;
}

interface Scenario {
  name: string;
  lines: Line[];
  /** Whether its answers are visits the server records (false: the bare server). */
  recorded: boolean;
}

/** A process under callgrind: its pid, where its dumps go, and its URL. */
interface Counted {
  label: string;
  url: string;
  pid: number;
  outDir: string;
  stop(): Promise<unknown>;
}

const lineOf = (text: string): Line => {
  const [path, header] = text.split('\t');
  if (!header) return { path: path!, headers: {} };
  const colon = header.indexOf(': ');
  return { path: path!, headers: { [header.slice(0, colon).toLowerCase()]: header.slice(colon + 2) } };
};

/**
 * Public addresses from a fixed sequence (a linear congruential generator), so that every run
 * sends the same visitors, from many countries, and country rules meet real GeoIP answers.
 */
function addresses(count: number): string[] {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const privateFirst = new Set([0, 10, 100, 127, 169, 172, 192, 198, 203]);
  return Array.from({ length: count }, () => {
    let first = 1 + (next() % 222);
    while (privateFirst.has(first)) first = 1 + (next() % 222);
    return `${first}.${next() % 256}.${next() % 256}.${1 + (next() % 254)}`;
  });
}
const visitorAddresses = addresses(4_096);

/** Sends `count` requests over the scenario's lines, `concurrency` at a time on kept-alive sockets. */
async function send(url: string, scenario: Scenario, count: number, offset = 0): Promise<void> {
  const { hostname, port } = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let sent = 0;
  let failure: Error | null = null;
  const one = (): Promise<void> | void => {
    if (sent >= count || failure) return;
    const index = offset + sent;
    sent += 1;
    const line = scenario.lines[index % scenario.lines.length]!;
    return new Promise<void>((resolve) => {
      const outgoing = request(
        {
          host: hostname,
          port,
          path: line.path,
          agent,
          headers: {
            'user-agent': userAgent,
            'x-forwarded-for': visitorAddresses[index % visitorAddresses.length]!,
            ...line.headers,
          },
        },
        (response) => {
          response.resume();
          if (response.statusCode !== 302)
            failure ??= new Error(`${scenario.name}: ${line.path} answered ${response.statusCode}`);
          response.on('end', resolve);
        },
      );
      outgoing.on('error', (error) => {
        failure ??= error;
        resolve();
      });
      outgoing.end();
    }).then(one);
  };
  await Promise.all(Array.from({ length: concurrency }, one));
  agent.destroy();
  if (failure) throw failure;
}

async function callgrind(pid: number, ...args: string[]): Promise<void> {
  // vgdb finds the process by files named after $HOST, which the server's environment sets to
  // the address it listens on: callgrind_control must see the same.
  await run('callgrind_control', [...args, String(pid)], { env: { ...process.env, HOST: '127.0.0.1' } });
}

/**
 * A dump's instructions by thread: the event loop's own (`main`: requests, timers, the ingest),
 * the helpers V8 and libuv run beside it (`helpers`: concurrent marking and compilation, the
 * file writes of the click spool) and the embedded engine's thread (`engine`: PGlite). Counted
 * apart because the helpers' share of a round moves by five times from round to round (a major
 * collection's marking or a recompilation falls in one round or another: 86 to 735 million
 * instructions in four rounds of 4,000 plain redirects on 2026-12-02); the event loop's own moves
 * less, with the code's tiers (bench/results.md).
 */
interface Split {
  main: number;
  helpers: number;
  engine: number;
}

const totalOf = (split: Split) => split.main + split.helpers + split.engine;

/**
 * Which thread a per-thread dump is of: the first is the event loop's; another that runs an event
 * loop of its own (libuv's uv_run) is a worker thread, which is the embedded engine's; the rest
 * are V8's platform threads and libuv's thread pool.
 */
function threadOf(name: string, text: string): keyof Split {
  if (/-0*1$/.test(name)) return 'main';
  return /^c?fn=\(\d+\) uv_run$/m.test(text) ? 'engine' : 'helpers';
}

/** Dumps the counters since the last zero; answers its instructions by thread and the event loop's file. */
async function dump(counted: Counted): Promise<{ split: Split; file: string }> {
  const before = new Set(await readdir(counted.outDir));
  await callgrind(counted.pid, '--dump');
  let filesBefore = -1;
  for (let tries = 0; tries < 1_200; tries += 1) {
    // --separate-threads: one file a thread, callgrind.<pid>.<dump>-<thread>, written one after
    // another: read once two looks 100 ms apart find as many.
    const fresh = (await readdir(counted.outDir)).filter((name) => !before.has(name) && /-\d+$/.test(name));
    const main = fresh.find((name) => /-0*1$/.test(name));
    const settled = fresh.length === filesBefore;
    filesBefore = fresh.length;
    if (main && settled) {
      const dumpNumber = main.slice(0, main.lastIndexOf('-'));
      const texts = await Promise.all(
        fresh
          .filter((name) => name.startsWith(`${dumpNumber}-`))
          .map(async (name) => ({ name, text: await readFile(join(counted.outDir, name), 'utf8') })),
      );
      const totals = texts.map(({ name, text }) => ({ name, text, total: /^totals: (\d+)/m.exec(text) }));
      if (totals.every((one) => one.total)) {
        const split: Split = { main: 0, helpers: 0, engine: 0 };
        for (const one of totals) split[threadOf(one.name, one.text)] += Number(one.total![1]);
        return { split, file: join(counted.outDir, main) };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${counted.label}: no callgrind dump appeared`);
}

async function metric(url: string, name: string): Promise<number> {
  const value = (await readMetrics(url)).get(name);
  if (value === undefined) throw new Error(`no ${name} in /metrics`);
  return value;
}

/** Waits until the server has written `target` clicks since its start and holds none. */
async function waitWritten(url: string, target: number): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    const written = await metric(url, 'ringkas_clicks_written_total');
    if (written >= target && (await metric(url, 'ringkas_clicks_buffered')) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`clicks not written in time (wanted ${target})`);
}

/** What the process does with no requests, a second, by thread (its timers, its jobs' polls). */
async function idleRate(counted: Counted): Promise<Split> {
  await callgrind(counted.pid, '--zero');
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const { split } = await dump(counted);
  const seconds = (Date.now() - started) / 1000;
  return { main: split.main / seconds, helpers: split.helpers / seconds, engine: split.engine / seconds };
}

interface Counts {
  label: string;
  scenario: string;
  /**
   * Instructions a request on the event loop's thread, from its arrival to its answer (the median
   * round).
   */
  serve: number;
  /** The helper threads' instructions a request in the same rounds (V8's marking and compiling). */
  helpers: number;
  /** Instructions a click to write it to the database (the median round; 0: not recorded). */
  write: number;
  /** Each round's serve and write figures, to show how far they agree. */
  rounds: { serve: number; helpers: number; write: number }[];
  /** The median round's dump of the serving (the plain link's is annotated). */
  file: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Counts one scenario, in rounds: the counters zeroed, the requests sent, the counters dumped
 * (serving); then zeroed again, the clicks left to be written, dumped (writing). Each less what
 * the idle process spends in the same time.
 */
async function count(counted: Counted, scenario: Scenario, idle: Split, written: { total: number }) {
  const rounds: { serve: number; helpers: number; write: number; file: string }[] = [];
  // Round 0 is not kept: the first requests after instrumentation is turned on (or after another
  // scenario) cost more (measured: 188,000 instructions against 108,000-110,000 after).
  for (let round = 0; round <= roundCount; round += 1) {
    await callgrind(counted.pid, '--zero');
    let started = Date.now();
    await send(counted.url, scenario, requestsPerRound, round * requestsPerRound);
    const served = await dump(counted);
    let seconds = (Date.now() - started) / 1000;
    const serve = (served.split.main - idle.main * seconds) / requestsPerRound;
    const helpers = (served.split.helpers - idle.helpers * seconds) / requestsPerRound;
    let write = 0;
    if (scenario.recorded) {
      await callgrind(counted.pid, '--zero');
      started = Date.now();
      written.total += requestsPerRound;
      await waitWritten(counted.url, written.total);
      const wrote = await dump(counted);
      seconds = (Date.now() - started) / 1000;
      write = (totalOf(wrote.split) - totalOf(idle) * seconds) / requestsPerRound;
    }
    if (round > 0) rounds.push({ serve, helpers, write, file: served.file });
  }
  const serve = median(rounds.map((r) => r.serve));
  process.stderr.write(
    `  ${counted.label} ${scenario.name}: ${rounds.map((r) => `${Math.round(r.serve)} (+${Math.round(r.helpers)}) + ${Math.round(r.write)}`).join(', ')} a request\n`,
  );
  return {
    label: counted.label,
    scenario: scenario.name,
    serve,
    helpers: median(rounds.map((r) => r.helpers)),
    write: median(rounds.map((r) => r.write)),
    rounds: rounds.map(({ serve, helpers, write }) => ({ serve, helpers, write })),
    file: rounds.find((r) => r.serve === serve)!.file,
  } satisfies Counts;
}

const valgrind = (outDir: string) => [
  'valgrind',
  '--tool=callgrind',
  '--instr-atstart=no',
  '--separate-threads=yes',
  `--callgrind-out-file=${join(outDir, 'callgrind.%p')}`,
];

/** Starts a filled build's server under callgrind (`entry`: another build's main.js). */
async function startCounted(label: string, dataDir: string, entry?: string[]): Promise<Counted> {
  const outDir = await mkdtemp(join(tmpdir(), 'rk-callgrind-'));
  process.stderr.write(`starting ${label} under callgrind...\n`);
  const server: RunningServer = await startServer({
    dataDir,
    entry,
    env: { LOG_LEVEL: 'warn', TRUST_PROXY: 'true' },
    wrapper: valgrind(outDir),
    startTimeoutMs: 300_000,
  });
  return { label, url: server.url, pid: server.process.pid!, outDir, stop: () => server.stop() };
}

async function startBare(): Promise<Counted> {
  const outDir = await mkdtemp(join(tmpdir(), 'rk-callgrind-'));
  const child = spawn(
    valgrind(outDir)[0]!,
    [...valgrind(outDir).slice(1), process.execPath, 'bench/bare-server.mjs', String(linkCount)],
    { stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, HOST: '127.0.0.1' } },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    label: 'bare',
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    outDir,
    stop: () => (child.kill('SIGTERM'), exited),
  };
}

/** Warms (instrumentation off: faster, and the JIT's state is what matters), then counts each. */
async function measure(counted: Counted, scenarios: Scenario[]): Promise<Counts[]> {
  const written = { total: 0 };
  try {
    for (const scenario of scenarios) {
      process.stderr.write(`  warming ${counted.label} ${scenario.name} (${warmupRequests} requests)...\n`);
      await send(counted.url, scenario, warmupRequests);
      if (scenario.recorded) written.total += warmupRequests;
    }
    if (scenarios.some((scenario) => scenario.recorded))
      written.total = await waitClicksSettled(counted.url, written.total);
    await callgrind(counted.pid, '--instr=on');
    const idle = await idleRate(counted);
    process.stderr.write(
      `  ${counted.label} idle: ${Math.round(idle.main)} + ${Math.round(idle.helpers)} + ${Math.round(idle.engine)} instructions a second (event loop + helpers + engine)\n`,
    );
    const results: Counts[] = [];
    for (const scenario of scenarios) results.push(await count(counted, scenario, idle, written));
    return results;
  } finally {
    await counted.stop();
  }
}

/** After the warm-up: every visit written (the link made through the API had a visit or none). */
async function waitClicksSettled(url: string, warmed: number): Promise<number> {
  await waitWritten(url, warmed);
  return metric(url, 'ringkas_clicks_written_total');
}

async function annotate(file: string): Promise<string> {
  const { stdout } = await run('callgrind_annotate', ['--inclusive=yes', '--threshold=100', file], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = stdout.split('\n');
  const first = lines.findIndex((line) => /file:function/.test(line));
  return lines
    .slice(first + 2, first + 22)
    .map((line) => line.slice(0, 160))
    .join('\n');
}

const format = (value: number) => Math.round(value).toLocaleString('en-US');

async function main() {
  const beforeDir = process.env.BENCH_BEFORE;
  const sets: LinkSet[] = ['t', 'p', 'w', 'c'];
  const env = { LOG_LEVEL: 'warn', TRUST_PROXY: 'true' };
  const filled = await fillLinks('the built server', undefined, sets, env, linkCount);
  const lines = (paths: string[], headers: Record<string, string> = {}) =>
    paths.map((path) => ({ path, headers }));
  const plainScenario: Scenario = { name: 'plain', lines: lines(filled.plainPaths), recorded: true };
  const scenarios: Scenario[] = [
    plainScenario,
    { name: 'targeted', lines: lines(linkRange('t', linkCount)), recorded: true },
    { name: 'custom domain', lines: lines(linkRange('c', linkCount), { host: customHost }), recorded: true },
    { name: 'password cookie', lines: filled.passwordLines.map(lineOf), recorded: true },
    { name: 'weekly schedule', lines: lines(linkRange('w', linkCount)), recorded: true },
  ];
  const filledBefore = beforeDir
    ? await fillLinks(
        `the build in ${beforeDir}`,
        [join(beforeDir, 'dist/server/main.js')],
        [],
        env,
        linkCount,
      )
    : null;
  const counts: Counts[] = [];
  try {
    // The bare server knows b000000-b001999: the plain links written beside the API's one.
    const bareLines = lines(linkRange('b', linkCount - 1));
    counts.push(...(await measure(await startBare(), [{ name: 'bare', lines: bareLines, recorded: false }])));
    counts.push(...(await measure(await startCounted('ringkas', filled.dataDir), scenarios)));
    if (filledBefore && beforeDir) {
      const entry = [join(beforeDir, 'dist/server/main.js')];
      const [counted] = await measure(await startCounted('before', filledBefore.dataDir, entry), [
        { ...plainScenario, lines: lines(filledBefore.plainPaths) },
      ]);
      counts.push({ ...counted!, scenario: 'plain, build before' });
    }
  } finally {
    await rm(filled.dataDir, { recursive: true, force: true });
    if (filledBefore) await rm(filledBefore.dataDir, { recursive: true, force: true });
  }

  const of = (scenario: string) => counts.find((one) => one.scenario === scenario)!;
  const bare = of('bare').serve;
  const plain = of('plain');
  console.log(
    `\ninstructions per redirect (callgrind; ${roundCount} rounds of ${requestsPerRound} requests, medians; after ${warmupRequests} warm-up requests a scenario)\n` +
      "serve: from the request to its answer, on the event loop's thread; helpers: V8's and libuv's threads\n" +
      "meanwhile (marking, compiling, the spool's file writes); write: a click's share of its flush, every thread\n",
  );
  console.log(
    'scenario                  serve  of bare  of plain    helpers      write   rounds (serve (+helpers) + write)',
  );
  for (const one of counts)
    console.log(
      `${one.scenario.padEnd(20)} ${format(one.serve).padStart(10)}  ${(one.serve / bare).toFixed(2).padStart(7)}  ${(one.serve / plain.serve).toFixed(2).padStart(8)}  ${format(one.helpers).padStart(9)}  ${format(one.write).padStart(9)}   ${one.rounds.map((r) => `${format(r.serve)} (+${format(r.helpers)}) + ${format(r.write)}`).join(' / ')}`,
    );
  const before = beforeDir ? of('plain, build before') : null;
  const checks = [
    { name: 'plain of bare (serve)', value: plain.serve / bare, bound: targets.plainOfBare },
    {
      name: 'targeted of plain (serve)',
      value: of('targeted').serve / plain.serve,
      bound: targets.targetedOfPlain,
    },
    ...(before
      ? [
          {
            name: 'plain of the build before (serve)',
            value: plain.serve / before.serve,
            bound: targets.beforeOfPlain,
          },
          {
            name: 'plain of the build before (write)',
            value: plain.write / before.write,
            bound: targets.beforeOfPlain,
          },
        ]
      : []),
  ];
  let ok = true;
  for (const check of checks) {
    const pass = check.value <= check.bound;
    ok &&= pass;
    console.log(
      `${check.name}: ${check.value.toFixed(3)} (target <= ${check.bound}) ${pass ? 'ok' : 'MISSED'}`,
    );
  }
  console.log(
    "\nthe plain link, top functions by inclusive cost on the event loop's thread (callgrind_annotate):",
  );
  console.log(await annotate(plain.file));
  for (const one of counts) await rm(join(one.file, '..'), { recursive: true, force: true });
  process.exitCode = ok ? 0 : 1;
}

await main();
