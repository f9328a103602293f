import {
  probeAnswersPerRequest,
  probeWorkSchema,
  type FilteringResolver,
  type ProbeAnswer,
  type ProbeWork,
} from '../shared/checks';
import { parseDnsServer, queryDns } from './platform/net/dns-query';

// The remote probe (`npm run cli -- probe`): runs on a machine inside an Indonesian network, where
// ISP resolvers answer as they do for their customers, with neither the server's configuration nor
// its database. Each round it asks the server for its work (the admin's filtering resolvers it
// serves and every watched hostname), asks each resolver about each name, and reports the answers.
//
// It talks to the server with Node's fetch, not the guarded outbound client (ADR 0014): the URL is
// the operator's own server, given on the command line, never a user's, and a server on the
// operator's private network is a fine place for it to be.

/** Questions in flight at once. */
const concurrency = 16;
/** Bound on each request to the server. */
const requestTimeoutMs = 60_000;

export interface ProbeOptions {
  /** The Ringkas server's base URL: https://ringkas.example. */
  server: string;
  /** The probe's token (rkp_...), from the admin's probe page. */
  token: string;
  /** Per DNS question. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ProbeRound {
  /** Questions asked (hostnames x resolvers). */
  asked: number;
  /** Answers the server accepted. */
  reported: number;
  /** How long the server wants the probe to wait before the next round. */
  intervalSeconds: number;
}

/** One round: work, questions (16 at a time), answers in chunks of 5,000 as each chunk is done. */
export async function runProbeOnce(options: ProbeOptions): Promise<ProbeRound> {
  const work = await fetchWork(options);
  const questions = work.hostnames.flatMap((hostname) =>
    work.resolvers.map((resolver) => ({ hostname, resolver })),
  );
  let reported = 0;
  for (let start = 0; start < questions.length; start += probeAnswersPerRequest) {
    options.signal?.throwIfAborted();
    const chunk = questions.slice(start, start + probeAnswersPerRequest);
    const answers = await mapBounded(chunk, concurrency, options.signal, ({ hostname, resolver }) =>
      ask(hostname, resolver, options.timeoutMs),
    );
    // Stopped mid-chunk: what was not asked must not be reported as answered.
    options.signal?.throwIfAborted();
    await send(options, 'POST', '/api/probe/answers', { answers });
    reported += answers.length;
  }
  return { asked: questions.length, reported, intervalSeconds: work.interval_seconds };
}

/**
 * Rounds until `signal` aborts, one log line each; a failed round (the server away, a bad answer)
 * is logged and the next one comes as usual.
 */
export async function runProbe(
  options: ProbeOptions & { signal: AbortSignal; log?: (line: string) => void },
): Promise<void> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  let intervalSeconds = 60;
  while (!options.signal.aborted) {
    const started = Date.now();
    try {
      const round = await runProbeOnce(options);
      intervalSeconds = round.intervalSeconds;
      log(
        `${new Date().toISOString()} round done: asked ${round.asked}, reported ${round.reported} ` +
          `in ${Date.now() - started} ms`,
      );
    } catch (error) {
      if (options.signal.aborted) break;
      log(`${new Date().toISOString()} round failed: ${messageOf(error)}`);
    }
    await sleep(intervalSeconds * 1000, options.signal);
  }
}

async function ask(hostname: string, resolver: FilteringResolver, timeoutMs?: number): Promise<ProbeAnswer> {
  const base = { hostname, resolver: resolver.name };
  const none = { rcode: null, records: [], ede: null, duration_ms: null };
  const target = parseDnsServer(resolver.address, resolver.protocol);
  if (!target) return { ...base, ...none, error: `Not a resolver address: ${resolver.address}` };
  try {
    const answer = await queryDns(target, hostname, 'A', { timeoutMs: timeoutMs ?? 3_000 });
    return {
      ...base,
      rcode: answer.rcode,
      // The server's bounds (shared/checks.ts): a longer answer would refuse the whole chunk.
      records: answer.records.slice(0, 64),
      ede: answer.ede && { code: answer.ede.code, text: answer.ede.text.slice(0, 500) },
      duration_ms: answer.durationMs,
      error: null,
    };
  } catch (error) {
    return { ...base, ...none, error: messageOf(error).slice(0, 500) };
  }
}

async function fetchWork(options: ProbeOptions): Promise<ProbeWork> {
  const body = await send(options, 'GET', '/api/probe/work');
  const parsed = probeWorkSchema.safeParse(body);
  if (!parsed.success) throw new Error('The server answered work in a shape this probe does not know.');
  return parsed.data;
}

async function send(options: ProbeOptions, method: 'GET' | 'POST', path: string, body?: unknown) {
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(requestTimeoutMs)])
    : AbortSignal.timeout(requestTimeoutMs);
  const response = await fetch(new URL(path, options.server), {
    method,
    headers: {
      authorization: `Bearer ${options.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${errorMessage(text)}`);
  }
  return text ? (JSON.parse(text) as unknown) : null;
}

/** The message of the server's error shape, else the start of the body. */
function errorMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string; fields?: Record<string, string> } };
    const fields = Object.entries(parsed.error?.fields ?? {})
      .slice(0, 3)
      .map(([field, reason]) => `${field}: ${reason}`);
    if (parsed.error?.message) return [parsed.error.message, ...fields].join('; ');
  } catch {
    // not JSON: a proxy's page
  }
  return text.slice(0, 200);
}

/** `run` over the items, `limit` at a time, in order; no new item is started once `signal` aborts. */
async function mapBounded<T, R>(
  items: T[],
  limit: number,
  signal: AbortSignal | undefined,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `probe --server <url> --token <t> [--once]`, as the CLI is given it. */
export function parseProbeArgs(
  args: readonly string[],
): { server: string; token: string; once: boolean } | { error: string } {
  let server: string | undefined;
  let token: string | undefined;
  let once = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--once') once = true;
    else if (arg === '--server' || arg === '--token') {
      const value = args[index + 1];
      if (value === undefined || value.startsWith('--')) return { error: `${arg} needs a value.` };
      if (arg === '--server') server = value;
      else token = value;
      index += 1;
    } else return { error: `Unknown option: ${arg}` };
  }
  if (!server) return { error: '--server is required: the Ringkas server, e.g. https://ringkas.example' };
  if (!token) return { error: "--token is required: the probe's token from the admin's probe page" };
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    return { error: `--server is not a URL: ${server}` };
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    // The token is a bearer secret: over plain HTTP anyone on the path could take it.
    return {
      error:
        `--server must be an https:// URL (the token travels with every request); ` +
        `http:// is allowed only for localhost or 127.0.0.1. Got ${server}`,
    };
  }
  if (url.username || url.password) return { error: '--server must not carry a user name or password.' };
  return { server: url.origin, token, once };
}
