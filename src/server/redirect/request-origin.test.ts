import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestHostname, requestIp } from './request-origin';

// request-origin must answer what Fastify answers for the same request: the cached redirect reads
// the raw request, the /:code route reads Fastify's, and both record the same visitor. Each row
// is injected into a Fastify app with trustProxy on and off, and both answers are compared.

interface Row {
  name: string;
  remoteAddress: string;
  headers: Record<string, string>;
  /** Send no Host header at all (HTTP/1.0 allows it). */
  noHost?: boolean;
}

const rows: Row[] = [
  { name: 'host with a port', remoteAddress: '127.0.0.1', headers: { host: 'sho.rt:3000' } },
  { name: 'host without a port', remoteAddress: '127.0.0.1', headers: { host: 'sho.rt' } },
  { name: 'host in capitals', remoteAddress: '127.0.0.1', headers: { host: 'Sho.RT:80' } },
  { name: 'IPv6 host with a port', remoteAddress: '::1', headers: { host: '[::1]:3000' } },
  { name: 'IPv6 host without a port', remoteAddress: '::1', headers: { host: '[2001:db8::1]' } },
  {
    name: 'one forwarded host',
    remoteAddress: '10.0.0.7',
    headers: { host: 'internal:3000', 'x-forwarded-host': 'sho.rt' },
  },
  {
    name: 'several forwarded hosts (the last proxy wins)',
    remoteAddress: '10.0.0.7',
    headers: { host: 'internal:3000', 'x-forwarded-host': 'evil.example, sho.rt:8443' },
  },
  {
    name: 'forwarded IPv6 host',
    remoteAddress: '10.0.0.7',
    headers: { host: 'internal', 'x-forwarded-host': ' [2001:db8::2]:443 ' },
  },
  {
    name: 'empty forwarded host',
    remoteAddress: '10.0.0.7',
    headers: { host: 'internal:3000', 'x-forwarded-host': '' },
  },
  {
    name: 'one forwarded address',
    remoteAddress: '10.0.0.7',
    headers: { host: 'sho.rt', 'x-forwarded-for': '36.66.0.1' },
  },
  {
    name: 'a chain of forwarded addresses',
    remoteAddress: '10.0.0.7',
    headers: { host: 'sho.rt', 'x-forwarded-for': '36.66.0.1, 192.168.1.5,10.0.0.3' },
  },
  {
    name: 'forwarded IPv6 address',
    remoteAddress: '::ffff:10.0.0.7',
    headers: { host: 'sho.rt', 'x-forwarded-for': '2001:db8::9' },
  },
  {
    name: 'empty forwarded address',
    remoteAddress: '10.0.0.7',
    headers: { host: 'sho.rt', 'x-forwarded-for': '' },
  },
  { name: 'no host header', remoteAddress: '127.0.0.1', headers: {}, noHost: true },
  {
    name: 'no host header, a forwarded host',
    remoteAddress: '10.0.0.7',
    headers: { 'x-forwarded-host': 'sho.rt', 'x-forwarded-for': '36.66.0.1' },
    noHost: true,
  },
];

interface Answer {
  hostname: string;
  ip: string;
}

/** Fastify's answer and request-origin's, for the same injected request. */
async function answers(trustProxy: boolean, row: Row): Promise<{ fastify: Answer; ours: Answer }> {
  const app = Fastify({ trustProxy });
  let ours: Answer | undefined;
  let fastify: Answer | undefined;
  app.addHook('onRequest', async (request) => {
    // light-my-request always sets Host; a request without one is made by taking it away.
    if (row.noHost) delete request.raw.headers.host;
  });
  app.get('/', async (request) => {
    fastify = { hostname: request.hostname, ip: request.ip ?? '' };
    const raw: IncomingMessage = request.raw;
    ours = { hostname: requestHostname(raw, trustProxy), ip: requestIp(raw, trustProxy) };
    return '';
  });
  const response = await app.inject({
    method: 'GET',
    url: '/',
    remoteAddress: row.remoteAddress,
    headers: row.headers,
  });
  await app.close();
  expect(response.statusCode).toBe(200);
  return { fastify: fastify!, ours: ours! };
}

describe.each([true, false])('request-origin with trustProxy %s answers as Fastify does', (trustProxy) => {
  it.each(rows)('$name', async (row) => {
    const { fastify, ours } = await answers(trustProxy, row);
    expect(ours).toEqual(fastify);
  });
});

it('reads what a trusted proxy forwarded, and only when trusted', async () => {
  // Guards the table against comparing two empty answers.
  const row = rows.find((candidate) => candidate.name === 'a chain of forwarded addresses')!;
  const forwarded = { ...row, headers: { ...row.headers, 'x-forwarded-host': 'a.example, sho.rt:8443' } };
  expect((await answers(true, forwarded)).ours).toEqual({ hostname: 'sho.rt', ip: '36.66.0.1' });
  expect((await answers(false, forwarded)).ours).toEqual({ hostname: 'sho.rt', ip: '10.0.0.7' });
});
