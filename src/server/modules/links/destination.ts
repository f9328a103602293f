import { classifyHost, isThisMachine, type HostClass } from '../../platform/net/host-class';

// Where a visit goes: the destination with the visitor's query string merged in.

/**
 * Appends the incoming query to the destination. On a clash the incoming value wins (all of its
 * values replace the destination's); the destination's fragment is kept.
 */
export function mergeQuery(destination: string, incomingQuery: string): string {
  if (!incomingQuery) return destination;
  const url = new URL(destination);
  const incoming = new URLSearchParams(incomingQuery);
  for (const key of new Set(incoming.keys())) url.searchParams.delete(key);
  for (const [key, value] of incoming) url.searchParams.append(key, value);
  return url.toString();
}

/** Names compare as names; addresses by what they reach (::ffff:10.0.0.5 is 10.0.0.5). */
function sameHost(a: HostClass, b: HostClass): boolean {
  return a.kind === 'ip' && b.kind === 'ip' ? a.address === b.address : a.host === b.host;
}

/**
 * Why a destination would lead back to this server, by any spelling of its host, or null when it
 * does not: a redirect loop, or our short domain lending its name to whatever it leads to.
 * `ownHosts` is every name of this server (the domains module's ownHosts(), normalised).
 */
export function loopProblem(destination: string, ownHosts: readonly string[]): string | null {
  let hostname: string;
  try {
    hostname = new URL(destination).hostname;
  } catch {
    return null; // not a URL: the schema names that problem
  }
  const host = classifyHost(hostname);
  if (isThisMachine(host)) {
    if (host.kind === 'name')
      return `The destination must lead elsewhere: ${hostname} names this machine, so the link would loop back here.`;
    if (host.address !== host.host)
      return `The destination must lead elsewhere: ${hostname} is ${host.address}, this machine's own address, so the link would loop back here.`;
    return host.range === 'loopback'
      ? `The destination must lead elsewhere: ${hostname} is this machine's loopback address, so the link would loop back here.`
      : `The destination must lead elsewhere: ${hostname} is this machine's unspecified address, so the link would loop back here.`;
  }
  return ownHosts.some((own) => sameHost(classifyHost(own), host))
    ? `The destination must lead elsewhere: ${hostname} is one of our own short domains or this server's address, so the link would loop back here.`
    : null;
}
