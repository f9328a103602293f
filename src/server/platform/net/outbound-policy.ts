import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { classifyHost, type HostClass } from './host-class';

// Where a server-side request may go: the pure decisions of the outbound client (outbound.ts),
// made on a URL before a request and on every address a name resolves to before a connection.
// Each answers null when allowed, else a reason a person can read, naming the host or address and
// never the URL's path, query or credentials (they may hold secrets).

export interface Refusal {
  code: 'refused_url' | 'refused_address';
  reason: string;
}

/**
 * Cloud metadata services hand out credentials. Each already sits in a refused range (link-local,
 * carrier-grade NAT, unique-local); they are named so that an allow list written for a private
 * network (100.64.0.0/10 for a VPN, fd00::/8) never opens them.
 */
const metadataAddresses = new Set([
  '169.254.169.254', // AWS, GCP, Azure, Oracle, DigitalOcean...
  '169.254.170.2', // AWS ECS task credentials
  '100.100.100.200', // Alibaba Cloud
  'fd00:ec2::254', // AWS over IPv6
]);

/** Names that only a local network answers (RFC 6762, RFC 8375, ICANN's .internal); localhost is apart. */
const localSuffixes = ['internal', 'local', 'home.arpa'];

/** ipaddr.js's range names, as a sentence says them; any range but `unicast` is refused. */
const rangeWords: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  uniqueLocal: 'a unique-local address',
  multicast: 'a multicast address',
  unspecified: 'an unspecified address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved address',
};

const allowedPorts = new Set([80, 443]);

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** One allow-list entry: a CIDR range, or a single address. Throws on anything else. */
function parseCidr(text: string): Cidr {
  // Stryker disable next-line StringLiteral: split always answers a first part; the default is for the type
  const [address = '', bits, ...rest] = text.split('/');
  // ipaddr.js also reads "10.1" and "0x0a000001"; an operator's list should say what it means.
  const valid = address.includes(':')
    ? ipaddr.IPv6.isValid(address)
    : ipaddr.IPv4.isValidFourPartDecimal(address);
  if (!valid || rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
    throw new Error(`"${text}" is not a CIDR range`);
  }
  const parsed = ipaddr.parse(address);
  const width = parsed.kind() === 'ipv4' ? 32 : 128;
  const prefix = bits === undefined ? width : Number(bits);
  if (prefix > width) {
    throw new Error(`"${text}" is not a CIDR range (the prefix is longer than ${width} bits)`);
  }
  return [parsed, prefix];
}

/**
 * OUTBOUND_ALLOW_CIDRS: comma-separated ranges (a bare address is one address). Every bad entry is
 * named in one error.
 */
export function parseAllowCidrs(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const problems: string[] = [];
  for (const entry of entries) {
    try {
      parseCidr(entry);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) {
    throw new Error(`OUTBOUND_ALLOW_CIDRS: ${problems.join('; ')} (expected e.g. 10.0.0.0/8, fd00::/8)`);
  }
  return entries;
}

type IpHost = Extract<HostClass, { kind: 'ip' }>;

function inAllowList(host: IpHost, allowCidrs: readonly string[]): boolean {
  // Both the address as written and what it reaches (::ffff:10.0.0.5 is 10.0.0.5).
  const forms = [ipaddr.parse(host.host), ipaddr.parse(host.address)];
  return allowCidrs.some((text) => {
    const [range, bits] = parseCidr(text);
    return forms.some((form) => form.kind() === range.kind() && form.match(range, bits));
  });
}

/** Why an address is refused, as two parts so that a sentence can be built around them. */
function addressVerdict(
  address: string,
  allowCidrs: readonly string[],
): { shown: string; what: string } | null {
  const host = classifyHost(address);
  if (host.kind !== 'ip') return { shown: address, what: 'not an IP address' };
  const shown = host.address === host.host ? host.host : `${host.host} (${host.address})`;
  if (metadataAddresses.has(host.address) || metadataAddresses.has(host.host)) {
    return { shown, what: 'a cloud metadata address' };
  }
  if (host.range === 'unicast' || inAllowList(host, allowCidrs)) return null;
  return { shown, what: rangeWords[host.range] ?? `a special-purpose address (${host.range})` };
}

/** Whether an address may be connected to: null, or why not ("127.0.0.1 is a loopback address"). */
export function addressRefusal(address: string, allowCidrs: readonly string[] = []): string | null {
  const verdict = addressVerdict(address, allowCidrs);
  return verdict && `${verdict.shown} is ${verdict.what}`;
}

/** A port other than 80 and 443 reaches only addresses the operator allowed. */
export function portRefusal(port: number, address: string, allowCidrs: readonly string[]): string | null {
  if (allowedPorts.has(port)) return null;
  const host = classifyHost(address);
  if (host.kind === 'ip' && inAllowList(host, allowCidrs)) return null;
  return `port ${port} is allowed only for addresses in OUTBOUND_ALLOW_CIDRS, and ${address} is not`;
}

/** The port a URL connects to. */
export function portOf(url: URL): number {
  return url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
}

/** An address about to be connected to, on a port: both must be allowed. */
export function connectRefusal(address: string, port: number, allowCidrs: readonly string[]): Refusal | null {
  const refused = addressRefusal(address, allowCidrs);
  if (refused) return { code: 'refused_address', reason: refused };
  const wrongPort = portRefusal(port, address, allowCidrs);
  return wrongPort ? { code: 'refused_url', reason: wrongPort } : null;
}

/** The rules a URL must meet before any lookup: scheme, credentials, host, and an address host. */
export function urlRefusal(input: string | URL, allowCidrs: readonly string[] = []): Refusal | null {
  let url: URL;
  try {
    // Stryker disable next-line ConditionalExpression: new URL() of a URL is a copy of it; this spares the copy
    url = typeof input === 'string' ? new URL(input) : input;
  } catch {
    return { code: 'refused_url', reason: 'not a valid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { code: 'refused_url', reason: `the ${url.protocol} scheme is not allowed (only http and https)` };
  }
  if (url.username !== '' || url.password !== '') {
    return { code: 'refused_url', reason: 'a URL with a user name or password is not allowed' };
  }
  const host = classifyHost(url.hostname);
  const port = portOf(url);
  if (host.kind === 'ip') return connectRefusal(host.host, port, allowCidrs);
  if (host.localhost) return { code: 'refused_url', reason: `${host.host} names this machine` };
  const suffix = localSuffixes.find((name) => host.host === name || host.host.endsWith(`.${name}`));
  if (suffix) return { code: 'refused_url', reason: `${host.host} is a local-network name (.${suffix})` };
  // A name's addresses are judged at connect time; with no allow list, no address could take this port.
  if (!allowedPorts.has(port) && allowCidrs.length === 0) {
    return {
      code: 'refused_url',
      reason: `port ${port} is allowed only for addresses in OUTBOUND_ALLOW_CIDRS`,
    };
  }
  return null;
}

/** A name's answer: refused when any address is (the connection may pick any of them). */
export function answerRefusal(
  name: string,
  addresses: readonly string[],
  port: number,
  allowCidrs: readonly string[],
): Refusal | null {
  for (const address of addresses) {
    // A resolver answers canonical addresses; "2130706433" here would be a broken resolver.
    const verdict =
      isIP(address) === 0
        ? { shown: address, what: 'not an IP address' }
        : addressVerdict(address, allowCidrs);
    if (verdict)
      return { code: 'refused_address', reason: `${name} resolves to ${verdict.shown}, ${verdict.what}` };
    const wrongPort = portRefusal(port, address, allowCidrs);
    if (wrongPort) return { code: 'refused_url', reason: `${name}: ${wrongPort}` };
  }
  return null;
}
