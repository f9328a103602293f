import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

// The host name and the client's address of a raw Node request, read as Fastify reads them
// (request.hostname, request.ip), so that a redirect answered before Fastify sees the same visitor
// as one answered by its route. Under TRUST_PROXY every proxy is trusted, as Fastify's
// `trustProxy: true`: the host is X-Forwarded-Host's last value and the client the first address
// of X-Forwarded-For.

const trustAll = () => true;

/** The host name without its port; an IPv6 address keeps its brackets. */
export function requestHostname(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-host'] : undefined;
  const host =
    typeof forwarded === 'string' && forwarded !== '' ? lastValue(forwarded) : (request.headers.host ?? '');
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/** The client's address: the connection's peer, or the first forwarded address when trusted. */
export function requestIp(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) return proxyAddr(request, trustAll);
  return request.socket.remoteAddress ?? '';
}

/** The last value of a header sent more than once (Node joins them with commas). */
function lastValue(value: string): string {
  const comma = value.lastIndexOf(',');
  return (comma === -1 ? value : value.slice(comma + 1)).trim();
}
