import { isIP, Socket, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { checkServerIdentity, rootCertificates, TLSSocket, type PeerCertificate } from 'node:tls';
import { Agent, buildConnector, request as send, type Dispatcher } from 'undici';
import { normalHost } from './host-class';
import { answerRefusal, connectRefusal, parseAllowCidrs, urlRefusal } from './outbound-policy';

export { addressRefusal, parseAllowCidrs } from './outbound-policy';

// The one client for every HTTP request the server makes (domain checks, verification, webhooks,
// anything that fetches a URL a user typed), so that none of them can be turned against the
// server's own network (SSRF). The URL is judged before the request (outbound-policy.ts); a name
// is resolved inside the connection itself (the socket's `lookup`), so the addresses judged are
// the ones connected to and an answer that changes between two lookups (DNS rebinding) cannot
// slip through. Redirects are followed by hand, each hop judged again. Proxy variables are never
// read: an undici Agent of our own connects directly.

export interface OutboundOptions {
  /** A name's addresses, asked afresh (Dns.addresses(name, { fresh: true })). */
  resolve: (hostname: string) => Promise<string[]>;
  /** OUTBOUND_ALLOW_CIDRS: ranges that pass the guard, on any port. Metadata addresses never do. */
  allowCidrs?: readonly string[];
  /** Name lookup, TCP connect and TLS handshake of one connection. */
  connectTimeoutMs?: number;
  /** The whole call: every redirect and the body. */
  totalTimeoutMs?: number;
  /** Body bytes read; the rest is never read (`truncated`). */
  maxBytes?: number;
  maxRedirects?: number;
  /** Roots trusted besides the system's, as PEM (tests). */
  ca?: readonly string[];
  /** Told of every request's outcome: `ok`, an OutboundErrorCode, or `aborted` (the metrics). */
  onOutcome?: (outcome: 'ok' | OutboundErrorCode | 'aborted') => void;
}

export interface OutboundRequest {
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** 'inspect': an untrusted certificate is reported (`tls.authorized` false), not refused. */
  tls?: 'verify' | 'inspect';
  /** Aborting rejects with the signal's reason, not an OutboundError. */
  signal?: AbortSignal;
  followRedirects?: boolean;
  /**
   * Connections kept between calls (`keptConnections()`), for a sender of many requests to few
   * hosts (webhooks). Each is judged when it is made, as every connection is; a call on them
   * follows no redirect, and one on a connection made before it has no address or timings.
   */
  kept?: KeptConnections;
}

export interface KeptConnections {
  readonly dispatcher: Dispatcher;
  close(): Promise<void>;
}

/**
 * Milliseconds. dnsMs, connectMs, tlsMs and firstByteMs are the final hop's (firstByteMs from that
 * hop's start to its response headers; null when there was no lookup or no TLS); totalMs is the
 * whole call, redirects and body included.
 */
export interface OutboundTimings {
  dnsMs: number | null;
  connectMs: number | null;
  tlsMs: number | null;
  firstByteMs: number;
  totalMs: number;
}

export interface OutboundCertificate {
  /** One line, in the certificate's order: "CN=example.com, O=Example". */
  subject: string;
  issuer: string;
  /** ISO 8601. */
  validFrom: string;
  validTo: string;
  /** As the certificate lists them: "DNS:example.com", "IP Address:192.0.2.1". */
  subjectAltNames: string[];
  fingerprint256: string;
}

export interface OutboundTls {
  /** Trusted chain and matching name (the system's roots and `ca`). */
  authorized: boolean;
  authorizationError: string | null;
  certificate: OutboundCertificate;
  /** The certificate names the URL's host. */
  nameMatches: boolean;
}

export interface OutboundResponse {
  url: string;
  finalUrl: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  truncated: boolean;
  /** Every Location followed, in order (the first URL not included). */
  redirects: string[];
  /** The address the final hop connected to. */
  address: string;
  timings: OutboundTimings;
  /** The final hop's TLS; null over plain HTTP. */
  tls: OutboundTls | null;
}

export interface Outbound {
  request(url: string, init?: OutboundRequest): Promise<OutboundResponse>;
  /**
   * Connections to keep between requests (OutboundRequest.kept): idle ones close after 4 s, and a
   * busy one is made again, its address looked up and judged again, after 100 requests.
   */
  keptConnections(): KeptConnections;
  /** Decision only, no lookup and no connection: null when allowed, else the reason. */
  refusal(urlOrAddress: string): string | null;
}

export type OutboundErrorCode =
  | 'refused_url'
  | 'refused_address'
  | 'no_address'
  | 'too_many_redirects'
  | 'timeout'
  | 'connect_failed'
  | 'tls_failed'
  | 'http_failed';

/** Its message names the host or address and why; never a body, a query or credentials. */
export class OutboundError extends Error {
  /** Every Location followed or refused before the failure, as in OutboundResponse.redirects. */
  hops: string[] | null = null;

  constructor(
    readonly code: OutboundErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'OutboundError';
  }
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** What one connection learnt; the connector fills it in as the socket goes. */
interface Connection {
  address: string | null;
  dnsMs: number | null;
  connectMs: number | null;
  tlsMs: number | null;
  tls: OutboundTls | null;
}

interface ConnectorSettings {
  resolve: OutboundOptions['resolve'];
  allowCidrs: readonly string[];
  connectTimeoutMs: number;
  trusted: string[] | undefined;
  inspect: boolean;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const roundOrNull = (ms: number | null | undefined) => (typeof ms === 'number' ? round(ms) : null);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createOutbound(options: OutboundOptions): Outbound {
  const allowCidrs = parseAllowCidrs((options.allowCidrs ?? []).join(','));
  const totalTimeoutMs = options.totalTimeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 256 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  // Node's `ca` replaces the system's roots; these are extra ones.
  const trusted = options.ca && options.ca.length > 0 ? [...rootCertificates, ...options.ca] : undefined;

  async function request(url: string, init: OutboundRequest = {}): Promise<OutboundResponse> {
    const started = performance.now();
    const deadline = AbortSignal.timeout(totalTimeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    // Every connection made, in order: the last is the final hop's.
    const connections: Connection[] = [];
    // One agent per call, each hop on a connection of its own (`reset`), so that every hop is
    // looked up and judged again and the timings and certificate are the final hop's; or the
    // caller's kept connections.
    const kept = init.kept;
    const agent =
      kept?.dispatcher ??
      new Agent({
        connect: guardedConnector(connectorSettings(init.tls === 'inspect'), (connection) =>
          connections.push(connection),
        ),
      });
    const redirects: string[] = [];
    let hop: Hop = { method: init.method ?? 'GET', headers: { ...init.headers }, body: init.body };
    let target: string | URL = url;
    let host = '';
    try {
      for (;;) {
        const current = checkedUrl(target, allowCidrs);
        host = current.hostname;
        const hopStarted = performance.now();
        const response = await send(current, { dispatcher: agent, ...hop, signal, reset: !kept });
        const firstByteMs = performance.now() - hopStarted;
        const location = init.followRedirects === false || kept ? undefined : redirectLocation(response);
        if (location === undefined) {
          const { body, truncated } = await readCapped(response.body, maxBytes);
          const timings = { firstByteMs, totalMs: performance.now() - started };
          return answer(url, current, response, body, truncated, redirects, connections.at(-1), timings);
        }
        // A redirect's body is not wanted: dump() stops reading it at once, without an error event.
        await response.body.dump({ limit: 1 });
        const next = URL.canParse(location, current.href) ? new URL(location, current) : null;
        redirects.push(next ? shown(next) : location);
        if (!next) throw new OutboundError('refused_url', `${host} redirects to something that is not a URL`);
        if (redirects.length > maxRedirects) {
          throw new OutboundError('too_many_redirects', `too many redirects (more than ${maxRedirects})`);
        }
        hop = redirected(hop, response.statusCode, current, next);
        target = next;
      }
    } catch (error) {
      // The caller's own abort is theirs to recognise.
      if (!(error instanceof OutboundError) && !deadline.aborted && init.signal?.aborted) {
        throw init.signal.reason;
      }
      const failure =
        error instanceof OutboundError
          ? error
          : deadline.aborted
            ? new OutboundError('timeout', `no complete answer from ${host} within ${totalTimeoutMs} ms`)
            : new OutboundError('http_failed', `the request to ${host} failed: ${messageOf(error)}`, {
                cause: error,
              });
      failure.hops = [...redirects];
      throw failure;
    } finally {
      if (!kept) await agent.destroy();
    }
  }

  function connectorSettings(inspect: boolean): ConnectorSettings {
    return {
      resolve: options.resolve,
      allowCidrs,
      connectTimeoutMs: options.connectTimeoutMs ?? 3_000,
      trusted,
      inspect,
    };
  }

  async function observed(url: string, init: OutboundRequest = {}): Promise<OutboundResponse> {
    if (!options.onOutcome) return request(url, init);
    try {
      const response = await request(url, init);
      options.onOutcome('ok');
      return response;
    } catch (error) {
      options.onOutcome(error instanceof OutboundError ? error.code : 'aborted');
      throw error;
    }
  }

  return {
    request: observed,
    keptConnections() {
      const agent = new Agent({
        connect: guardedConnector(connectorSettings(false), () => undefined),
        keepAliveTimeout: 4_000,
        maxRequestsPerClient: 100,
      });
      return { dispatcher: agent, close: () => agent.close() };
    },
    refusal(input) {
      const bare = input.trim().replace(/^\[(.*)\]$/, '$1');
      if (isIP(bare) !== 0) return connectRefusal(bare, 80, allowCidrs)?.reason ?? null;
      return urlRefusal(input, allowCidrs)?.reason ?? null;
    },
  };
}

/** A URL as recorded: without credentials, which a redirect could carry. */
function shown(url: URL): string {
  if (url.username === '' && url.password === '') return url.href;
  const copy = new URL(url);
  copy.username = '';
  copy.password = '';
  return copy.href;
}

/** The URL of a hop, once the rules allow it. */
function checkedUrl(target: string | URL, allowCidrs: readonly string[]): URL {
  const refusal = urlRefusal(target, allowCidrs);
  if (refusal) throw new OutboundError(refusal.code, refusal.reason);
  return typeof target === 'string' ? new URL(target) : target;
}

/** Where a response redirects to, if it is a redirect that names a place. */
function redirectLocation(response: Dispatcher.ResponseData): string | undefined {
  const location = response.headers.location;
  return redirectStatuses.has(response.statusCode) && typeof location === 'string' ? location : undefined;
}

function answer(
  url: string,
  final: URL,
  response: Dispatcher.ResponseData,
  body: Buffer,
  truncated: boolean,
  redirects: string[],
  connection: Connection | undefined,
  { firstByteMs, totalMs }: { firstByteMs: number; totalMs: number },
): OutboundResponse {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(response.headers))
    if (value !== undefined) headers[name] = value;
  return {
    url: new URL(url).href,
    finalUrl: final.href,
    status: response.statusCode,
    headers,
    body,
    truncated,
    redirects,
    address: connection?.address ?? '',
    timings: {
      dnsMs: roundOrNull(connection?.dnsMs),
      connectMs: roundOrNull(connection?.connectMs),
      tlsMs: roundOrNull(connection?.tlsMs),
      firstByteMs: round(firstByteMs),
      totalMs: round(totalMs),
    },
    tls: connection?.tls ?? null,
  };
}

type Hop = {
  method: NonNullable<OutboundRequest['method']>;
  headers: Record<string, string>;
  body?: string | Buffer;
};

/** The next hop's request, as browsers make it: 303 (and 301/302 after a POST) become a GET without body. */
function redirected(hop: Hop, status: number, from: URL, to: URL): Hop {
  const toGet =
    status === 303 ? hop.method !== 'HEAD' : (status === 301 || status === 302) && hop.method === 'POST';
  const dropped = new Set<string>();
  if (toGet) ['content-type', 'content-length'].forEach((name) => dropped.add(name));
  // Credentials meant for one origin are not handed to whichever origin it redirects to.
  if (from.origin !== to.origin)
    ['authorization', 'cookie', 'proxy-authorization'].forEach((name) => dropped.add(name));
  const headers = Object.fromEntries(
    Object.entries(hop.headers).filter(([name]) => !dropped.has(name.toLowerCase())),
  );
  return toGet ? { method: 'GET', headers } : { ...hop, headers };
}

/** At most maxBytes; leaving the loop early destroys the stream, so the rest is never read. */
async function readCapped(
  stream: AsyncIterable<Buffer>,
  maxBytes: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const room = maxBytes - size;
    if (chunk.length > room) {
      chunks.push(chunk.subarray(0, room));
      return { body: Buffer.concat(chunks, maxBytes), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { body: Buffer.concat(chunks, size), truncated: false };
}

/**
 * undici's own connector with a guarded `lookup` (net.connect and tls.connect call it and connect
 * only to what it returns), wrapped to time the connection and read the peer certificate.
 */
function guardedConnector(
  settings: ConnectorSettings,
  onConnection: (connection: Connection) => void,
): buildConnector.connector {
  return (options, callback) => {
    const connection: Connection = { address: null, dnsMs: null, connectMs: null, tlsMs: null, tls: null };
    onConnection(connection);
    const https = options.protocol === 'https:';
    const host = normalHost(options.hostname);
    const port = Number(options.port) || (https ? 443 : 80);
    const began = performance.now();
    let resolvedAt: number | null = null;
    let tcpAt: number | null = null;

    // net.connect looks nothing up for an address, so an address host is judged here.
    const literal = isIP(host) !== 0 ? connectRefusal(host, port, settings.allowCidrs) : null;
    if (literal) {
      callback(new OutboundError(literal.code, literal.reason), null);
      return;
    }

    const lookup: LookupFunction = (name, lookupOptions, done) => {
      const asked = performance.now();
      settings.resolve(normalHost(name)).then(
        (addresses) => {
          resolvedAt = performance.now();
          connection.dnsMs = resolvedAt - asked;
          const refusal =
            addresses.length === 0
              ? { code: 'no_address' as const, reason: `${name} has no address` }
              : answerRefusal(name, addresses, port, settings.allowCidrs);
          if (refusal) done(new OutboundError(refusal.code, refusal.reason), '');
          // Every address was judged, so any of them may be tried (Node's happy eyeballs asks for all).
          else if (lookupOptions.all)
            done(
              null,
              addresses.map((address) => ({ address, family: isIP(address) })),
            );
          else done(null, addresses[0] ?? '', isIP(addresses[0] ?? ''));
        },
        (error: unknown) =>
          done(new OutboundError('no_address', `no address for ${name}: ${messageOf(error)}`), ''),
      );
    };

    const connect = buildConnector({
      timeout: settings.connectTimeoutMs,
      lookup,
      maxCachedSessions: 0,
      rejectUnauthorized: !settings.inspect,
      ca: settings.trusted,
    });
    const socket: unknown = connect(
      // SNI carries the URL's name, never an address (RFC 6066 forbids it).
      { ...options, servername: isIP(host) === 0 ? host : undefined },
      (error, connected) => {
        if (error) {
          callback(
            connectFailure(error, host, port, settings.connectTimeoutMs, https && tcpAt !== null),
            null,
          );
          return;
        }
        const now = performance.now();
        tcpAt ??= now; // over plain HTTP this callback is the TCP connect itself
        connection.connectMs = tcpAt - (resolvedAt ?? began);
        connection.address = connected.remoteAddress ?? null;
        if (connected instanceof TLSSocket) {
          connection.tlsMs = now - tcpAt;
          const certificate = connected.getPeerCertificate();
          if (!certificate.fingerprint256) {
            connected.destroy();
            callback(new OutboundError('tls_failed', `${host} presented no certificate`), null);
            return;
          }
          connection.tls = tlsDetails(connected, certificate, host);
        }
        callback(null, connected);
      },
    );
    // undici returns the socket it made (its types say nothing): the TCP connect of a TLS
    // connection is timed from it, and tells a failed handshake from a failed connect.
    if (socket instanceof Socket) socket.once('connect', () => (tcpAt = performance.now()));
  };
}

function connectFailure(error: Error, host: string, port: number, timeoutMs: number, duringTls: boolean) {
  if (error instanceof OutboundError) return error;
  if ((error as { code?: unknown }).code === 'UND_ERR_CONNECT_TIMEOUT') {
    return new OutboundError('timeout', `connecting to ${host}:${port} took longer than ${timeoutMs} ms`, {
      cause: error,
    });
  }
  if (duringTls)
    return new OutboundError('tls_failed', `TLS with ${host} failed: ${error.message}`, { cause: error });
  return new OutboundError('connect_failed', `could not connect to ${host}:${port}: ${error.message}`, {
    cause: error,
  });
}

function tlsDetails(socket: TLSSocket, certificate: PeerCertificate, host: string): OutboundTls {
  // Node sets a string (the OpenSSL code) although its types say Error.
  const reason: unknown = socket.authorizationError;
  return {
    authorized: socket.authorized,
    authorizationError: typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : null,
    certificate: {
      subject: distinguishedName(certificate.subject),
      issuer: distinguishedName(certificate.issuer),
      validFrom: isoDate(certificate.valid_from),
      validTo: isoDate(certificate.valid_to),
      subjectAltNames: certificate.subjectaltname ? certificate.subjectaltname.split(', ') : [],
      fingerprint256: certificate.fingerprint256,
    },
    nameMatches: checkServerIdentity(host, certificate) === undefined,
  };
}

/** "CN=example.com, O=Example"; a repeated attribute (two OUs) comes as an array. */
function distinguishedName(name: object | undefined): string {
  return Object.entries(name ?? {})
    .map(([key, value]: [string, unknown]) => `${key}=${[value].flat().join(' + ')}`)
    .join(', ');
}

/** OpenSSL's "Jan  1 00:00:00 2030 GMT" as ISO 8601 (kept as is if it ever is not a date). */
function isoDate(text: string): string {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}
