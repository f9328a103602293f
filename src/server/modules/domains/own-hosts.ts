import { normalHost } from '../../platform/net/host-class';

// Every host name that reaches this server: where links must not lead (a loop). The short domains
// (base_domain, other_domain, the public host) and the address it listens on; custom domains join
// here when they exist.

/** HOST as a URL would spell it (the WHATWG parser's form, so `127.1` is 127.0.0.1); null if none. */
export function listenHostName(host: string): string | null {
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  try {
    return normalHost(new URL(`http://${bracketed}/`).hostname);
  } catch {
    return null;
  }
}

export function createOwnHosts(deps: { shortDomains: () => Promise<string[]>; listenHost: string }) {
  const listen = listenHostName(deps.listenHost);
  return async function ownHosts(): Promise<string[]> {
    const hosts = [...(await deps.shortDomains()), ...(listen ? [listen] : [])];
    return [...new Set(hosts.map(normalHost))];
  };
}
