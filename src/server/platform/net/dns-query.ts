import { randomInt } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { getServers } from 'node:dns';
import { connect, isIP, isIPv6 } from 'node:net';
import dnsPacket from 'dns-packet';

// One DNS question to one server, with the whole answer: the response code, every record and
// Extended DNS Errors (RFC 8914). Node's resolver hides all three (a filtered answer and a real one
// look the same to it), and a block check needs exactly them. UDP first, TCP when the answer is
// truncated or the server is configured for TCP.

export interface DnsServer {
  host: string;
  port: number;
  protocol: 'udp' | 'tcp';
}

export type QueryType = 'A' | 'AAAA' | 'CNAME';

export interface DnsRecord {
  type: string;
  name: string;
  /** An address, or the target of a CNAME (lower case, no trailing dot). */
  data: string;
}

export interface DnsAnswer {
  /** NOERROR, NXDOMAIN, SERVFAIL, REFUSED, ... */
  rcode: string;
  records: DnsRecord[];
  /** The first Extended DNS Error option of the answer, if any. */
  ede: { code: number; text: string } | null;
  durationMs: number;
}

export class DnsQueryError extends Error {
  constructor(
    readonly code: 'timeout' | 'network' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'DnsQueryError';
  }
}

/** "1.2.3.4", "1.2.3.4:5353", "[::1]:53", "::1": an IP address, optionally with a port. Null when
 * it is none of those (a name would need a lookup of its own before every question). */
export function parseDnsServer(text: string, protocol: 'udp' | 'tcp' = 'udp'): DnsServer | null {
  const trimmed = text.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(trimmed);
  if (bracketed) return server(bracketed[1]!, bracketed[2], protocol);
  if (isIPv6(trimmed)) return { host: trimmed, port: 53, protocol };
  const [host, port, ...rest] = trimmed.split(':');
  if (rest.length > 0 || !host) return null;
  return server(host, port, protocol);
}

function server(host: string, port: string | undefined, protocol: 'udp' | 'tcp'): DnsServer | null {
  if (isIP(host) === 0 || (port !== undefined && !/^\d{1,5}$/.test(port))) return null;
  const number = port === undefined ? 53 : Number(port);
  if (number < 1 || number > 65_535) return null;
  return { host, port: number, protocol };
}

/** The resolver checks ask for a domain's own answers: DNS_SERVERS' first, else the system's first. */
export function ordinaryResolver(configured: readonly string[] | null): DnsServer {
  const candidates = configured && configured.length > 0 ? configured : getServers();
  for (const candidate of candidates) {
    const server = parseDnsServer(candidate);
    if (server) return server;
  }
  return { host: '127.0.0.1', port: 53, protocol: 'udp' };
}

export const formatDnsServer = ({ host, port }: DnsServer) =>
  `${isIPv6(host) ? `[${host}]` : host}${port === 53 ? '' : `:${port}`}`;

/** Extended DNS Error info codes (RFC 8914 section 4) worth a name in evidence. */
const edeNames = new Map([
  [15, 'Blocked'],
  [16, 'Censored'],
  [17, 'Filtered'],
  [18, 'Prohibited'],
  [20, 'Not Authoritative'],
  [22, 'No Reachable Authority'],
]);
const edeOption = 15;

export async function queryDns(
  target: DnsServer,
  name: string,
  type: QueryType,
  { timeoutMs = 2_000 }: { timeoutMs?: number } = {},
): Promise<DnsAnswer> {
  const started = performance.now();
  const question: dnsPacket.Packet = {
    type: 'query',
    id: randomInt(0x10000),
    flags: dnsPacket.RECURSION_DESIRED,
    questions: [{ type, name, class: 'IN' }],
    // Without an OPT record a server may not send Extended DNS Errors at all.
    additionals: [
      {
        type: 'OPT',
        name: '.',
        udpPayloadSize: 1232,
        extendedRcode: 0,
        ednsVersion: 0,
        flags: 0,
        options: [],
      },
    ] as unknown as dnsPacket.Answer[],
  };
  let response =
    target.protocol === 'tcp'
      ? await overTcp(target, question, timeoutMs)
      : await overUdp(target, question, timeoutMs);
  if (target.protocol === 'udp' && ((response.flags ?? 0) & dnsPacket.TRUNCATED_RESPONSE) !== 0) {
    response = await overTcp(target, question, timeoutMs);
  }
  return { ...readAnswer(response), durationMs: Math.round(performance.now() - started) };
}

function readAnswer(response: dnsPacket.DecodedPacket): Omit<DnsAnswer, 'durationMs'> {
  const rcode = (response as { rcode?: string }).rcode ?? 'NOERROR';
  const records: DnsRecord[] = [];
  for (const answer of response.answers ?? []) {
    if (answer.type === 'A' || answer.type === 'AAAA' || answer.type === 'CNAME') {
      const data = String(answer.data).toLowerCase().replace(/\.$/, '');
      records.push({ type: answer.type, name: answer.name.toLowerCase(), data });
    }
  }
  let ede: DnsAnswer['ede'] = null;
  for (const additional of response.additionals ?? []) {
    if (additional.type !== 'OPT') continue;
    for (const option of additional.options as { code: number; data?: Buffer }[]) {
      if (option.code !== edeOption || !option.data || option.data.length < 2) continue;
      const code = option.data.readUInt16BE(0);
      const extra = option.data.subarray(2).toString('utf8').replace(/\0+$/, '');
      ede ??= { code, text: extra || edeNames.get(code) || `code ${code}` };
    }
  }
  return { rcode, records, ede };
}

type Settle = (error: Error | null, packet?: dnsPacket.DecodedPacket) => void;

/**
 * One exchange with a server: settled once, by the first answer, error or the time-out, and
 * `close` runs then whichever came first (a late packet or a second error changes nothing).
 */
function exchange(
  timeoutMs: number,
  start: (settle: Settle) => { close(): void },
): Promise<dnsPacket.DecodedPacket> {
  return new Promise((resolve, reject) => {
    let done = false;
    const settle: Settle = (error, packet) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      connection.close();
      if (error) reject(error);
      else resolve(packet!);
    };
    const timer = setTimeout(
      () => settle(new DnsQueryError('timeout', `no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const connection = start(settle);
  });
}

function overUdp(target: DnsServer, question: dnsPacket.Packet, timeoutMs: number) {
  return exchange(timeoutMs, (settle) => {
    const socket = createSocket(isIPv6(target.host) ? 'udp6' : 'udp4');
    socket.on('error', (error) => settle(new DnsQueryError('network', error.message)));
    socket.on('message', (message, from) => {
      // Only the server asked may answer, and only this question (a spoofed or late packet is dropped).
      if (from.port !== target.port) return;
      let packet: dnsPacket.DecodedPacket;
      try {
        packet = dnsPacket.decode(message);
      } catch {
        return;
      }
      if (packet.id === question.id) settle(null, packet);
    });
    socket.send(dnsPacket.encode(question), target.port, target.host, (error) => {
      if (error) settle(new DnsQueryError('network', error.message));
    });
    return { close: () => socket.close() };
  });
}

function overTcp(target: DnsServer, question: dnsPacket.Packet, timeoutMs: number) {
  return exchange(timeoutMs, (settle) => {
    const socket = connect({ host: target.host, port: target.port });
    let received = Buffer.alloc(0);
    socket.on('error', (error) => settle(new DnsQueryError('network', error.message)));
    socket.on('connect', () => socket.write(dnsPacket.streamEncode(question)));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length < 2 || received.length < 2 + received.readUInt16BE(0)) return;
      try {
        settle(null, dnsPacket.streamDecode(received) as unknown as dnsPacket.DecodedPacket);
      } catch (error) {
        settle(new DnsQueryError('malformed', (error as Error).message));
      }
    });
    socket.on('end', () => settle(new DnsQueryError('network', 'the server closed the connection')));
    return { close: () => socket.destroy() };
  });
}
