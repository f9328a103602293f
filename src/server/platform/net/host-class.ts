import ipaddr from 'ipaddr.js';

// What kind of host a URL names, for rules about where a URL may lead: a link must not lead back
// to this server, and (later) a request the server makes must not reach its own network. Only the
// spelling is judged, never DNS: a name that resolves to 127.0.0.1 is a guard at connect time.
//
// Give it what the WHATWG URL parser made of the host (`new URL(x).hostname`): the parser has
// already turned every IPv4 spelling (127.1, 2130706433, 0x7f000001, 017700000001, %31...) into
// dotted form, IPv6 into its short form in brackets, and names into lower-case ASCII.

export type HostClass =
  /** A name (not an address). `localhost` and every `*.localhost` name the local machine (RFC 6761). */
  | { kind: 'name'; host: string; localhost: boolean }
  /**
   * An IP address. `range` is ipaddr.js's name for its block (`loopback`, `unspecified`, `private`,
   * `linkLocal`, `uniqueLocal`, `carrierGradeNat`, `multicast`, `unicast`, ...). An IPv6 address
   * that carries an IPv4 one (mapped, compatible, translated, NAT64) is classed as that IPv4
   * address, which is what it reaches.
   */
  | { kind: 'ip'; host: string; address: string; range: string };

/** A host as compared: lower case, without trailing dots or IPv6 brackets. */
export function normalHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/\.+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
}

/** The IPv4 address in the last 32 bits of these IPv6 blocks (mapped is ipaddr's own). */
const embeddingIPv4 = [
  ipaddr.parseCIDR('::/96'), // IPv4-compatible (deprecated)
  ipaddr.parseCIDR('::ffff:0:0:0/96'), // IPv4-translated (RFC 6145)
  ipaddr.parseCIDR('64:ff9b::/96'), // NAT64 (RFC 6052)
] as const;

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  if (!embeddingIPv4.some((block) => address.match(block))) return null;
  const bytes = address.toByteArray().slice(12);
  // ::, ::1 and the rest of ::/104 are IPv6's own (unspecified, loopback, reserved), not 0.0.0.x.
  if (address.match(embeddingIPv4[0]) && bytes[0] === 0) return null;
  return new ipaddr.IPv4(bytes);
}

export function classifyHost(hostname: string): HostClass {
  const host = normalHost(hostname);
  if (!ipaddr.isValid(host)) {
    return { kind: 'name', host, localhost: host === 'localhost' || host.endsWith('.localhost') };
  }
  const parsed = ipaddr.parse(host);
  const address = parsed.kind() === 'ipv6' ? (embeddedIPv4(parsed as ipaddr.IPv6) ?? parsed) : parsed;
  return { kind: 'ip', host, address: address.toString(), range: address.range() };
}

/** Whether a host, by its spelling alone, is this machine: loopback, unspecified, localhost names. */
export function isThisMachine(hostClass: HostClass): boolean {
  return hostClass.kind === 'name'
    ? hostClass.localhost
    : hostClass.range === 'loopback' || hostClass.range === 'unspecified';
}
