import { X509Certificate } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import {
  createServer as createTcpServer,
  isIP,
  type AddressInfo,
  type Server as NetServer,
  type Socket,
} from 'node:net';
import type { TLSSocket } from 'node:tls';
import { generate } from 'selfsigned';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDns, type FakeDns } from '../../../../tests/fakes/dns-server';
import { createDns } from './dns';
import { createOutbound, OutboundError, type OutboundOptions } from './outbound';

// The guarded client against real servers on 127.0.0.1. A test reaches them through the allow
// list (127.0.0.1/32), with the guard on; names are answered by an injected resolve, or by the
// fake DNS server through dns.ts as in production.

// /work/shared/spec/ssrf-cases.md, "Literal addresses" and "Names".
const literalAddresses = [
  ...['127.0.0.1', '127.255.255.254', '::1', '[::1]'], // loopback
  ...['10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', 'fc00::1', '[fd12::1]'], // private
  ...['169.254.169.254', 'fe80::1', '100.100.100.200', 'fd00:ec2::254'], // link-local, metadata
  '100.64.0.1', // carrier-grade NAT
  ...['0.0.0.0', '0', '::', '240.0.0.1', '255.255.255.255', '224.0.0.1', 'ff02::1'], // special
  ...['::ffff:127.0.0.1', '[0:0:0:0:0:ffff:7f00:1]', '64:ff9b::7f00:1'], // mapped, translated
  ...['127.1', '2130706433', '017700000001', '0x7f000001', '127.0.0.1.'], // spellings of loopback
];
const localNames = [
  'localhost',
  'LOCALHOST.',
  'foo.localhost',
  'metadata.google.internal',
  'anything.internal',
];
const refusedUrls = [
  'http://user:pass@example.com/',
  'http://example.com@127.0.0.1/',
  'file:///etc/passwd',
  'ftp://example.com/',
  'gopher://example.com/',
  'data:text/plain,hello',
  'javascript:alert(1)',
  'http://',
  'https://example.com:8443/',
];
const publicAddresses = ['8.8.8.8', '1.1.1.1', '172.32.0.1', '128.0.0.1', '2606:4700::1'];

const urlHost = (literal: string) =>
  literal.includes(':') && !literal.startsWith('[') ? `[${literal}]` : literal;
/** The literals a resolver can answer: addresses as written, without brackets. */
const answerable = literalAddresses
  .map((literal) => literal.replace(/^\[(.*)\]$/, '$1'))
  .filter((a) => isIP(a) !== 0);

const local = ['127.0.0.1/32'];
const noDns = () => Promise.reject(new Error('this test resolves no name'));

/** What a request threw, for assertions on its code, message and hops. */
async function failureOf(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof OutboundError)) throw new Error(`expected an OutboundError, got ${String(error)}`);
  return error;
}

interface TestServer {
  port: number;
  url: (path?: string) => string;
  /** TCP connections accepted so far. */
  connections: () => number;
  requests: IncomingMessage[];
  bodies: string[];
  close(): Promise<void>;
}

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function listen(server: NetServer, scheme: 'http' | 'https' | 'tcp'): Promise<TestServer> {
  const host = '127.0.0.1';
  let connections = 0;
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address() as AddressInfo;
  const handle: TestServer = {
    port: address.port,
    url: (path = '/') => `${scheme}://${host}:${address.port}${path}`,
    connections: () => connections,
    requests: [],
    bodies: [],
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
  servers.push(handle);
  return handle;
}

type Handler = (request: IncomingMessage, response: ServerResponse, server: TestServer) => void;

async function httpServer(handler: Handler): Promise<TestServer> {
  const server = createServer();
  const handle = await listen(server, 'http');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    handle.requests.push(request);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      handle.bodies.push(body);
      handler(request, response, handle);
    });
  });
  return handle;
}

const ok: Handler = (_request, response) => response.end('hello');

describe('the SSRF cases (ssrf-cases.md), allow list empty', () => {
  const outbound = createOutbound({ resolve: noDns });

  it.each(literalAddresses)('refuses %s as a URL host, deciding and requesting', async (literal) => {
    const url = `http://${urlHost(literal)}/`;
    expect(outbound.refusal(url)).toEqual(expect.any(String));
    const error = await failureOf(outbound.request(url));
    expect(error.code).toBe('refused_address');
  });

  it.each(answerable)('refuses %s as the DNS answer of an ordinary name', async (address) => {
    const asked: string[] = [];
    const guarded = createOutbound({
      resolve: (name) => {
        asked.push(name);
        return Promise.resolve([address]);
      },
    });
    const error = await failureOf(guarded.request('https://files.example.com/report.pdf'));
    expect(error.code).toBe('refused_address');
    expect(error.message).toMatch(/^files\.example\.com resolves to .*, (a|an|the) /);
    expect(asked).toEqual(['files.example.com']);
  });

  it.each(localNames)('refuses the name %s without looking it up', async (name) => {
    expect(outbound.refusal(`https://${name}/`)).toEqual(expect.any(String));
    expect((await failureOf(outbound.request(`https://${name}/`))).code).toBe('refused_url');
  });

  it.each(refusedUrls)('refuses the URL %s', async (url) => {
    expect(outbound.refusal(url)).toEqual(expect.any(String));
    expect((await failureOf(outbound.request(url))).code).toBe('refused_url');
  });

  it.each(publicAddresses)('lets %s pass the guard (decision only)', (address) => {
    expect(outbound.refusal(address)).toBeNull();
    expect(outbound.refusal(`https://${urlHost(address)}/`)).toBeNull();
  });

  it('decides on an address given bare, in brackets or in a URL', () => {
    expect(outbound.refusal('127.0.0.1')).toBe('127.0.0.1 is a loopback address');
    expect(outbound.refusal('[::1]')).toBe('::1 is a loopback address');
    expect(outbound.refusal('http://169.254.169.254/latest/meta-data/')).toBe(
      '169.254.169.254 is a cloud metadata address',
    );
  });
});

describe('names answered by a real DNS server (dns.ts against the fake on 127.0.0.1)', () => {
  let fake: FakeDns;
  let outbound: ReturnType<typeof createOutbound>;
  beforeAll(async () => {
    fake = await startFakeDns();
    const dns = createDns({ servers: [fake.server] });
    outbound = createOutbound({ resolve: (name) => dns.addresses(name, { fresh: true }) });
  });
  afterAll(() => fake.close());

  it.each([
    ['127.0.0.1.nip.io', 'a', '127.0.0.1'],
    ['localtest.me', 'a', '127.0.0.1'],
    ['six.example', 'aaaa', '::1'],
    ['mapped.example', 'aaaa', '::ffff:10.0.0.1'],
    ['metadata.example', 'a', '169.254.169.254'],
  ] as const)('refuses %s (%s %s)', async (name, type, address) => {
    fake[type](name, address);
    const error = await failureOf(outbound.request(`http://${name}/`));
    expect(error.code).toBe('refused_address');
    expect(error.message).toContain(`${name} resolves to`);
  });

  it('refuses a name with one public and one private address', async () => {
    fake.a('mixed.example', '93.184.216.34', '10.0.0.1');
    const error = await failureOf(outbound.request('https://mixed.example/'));
    expect(error).toMatchObject({
      code: 'refused_address',
      message: 'mixed.example resolves to 10.0.0.1, a private address',
    });
  });

  it('answers no_address for a name with no address', async () => {
    const error = await failureOf(outbound.request('https://nothing.example/'));
    expect(error).toMatchObject({ code: 'no_address', message: 'nothing.example has no address' });
  });
});

describe('DNS rebinding: the connection goes to the address that was checked', () => {
  /** Answers each name's list of answers in turn, the last one for ever after. */
  function changingDns(answers: string[][]) {
    const asked: string[] = [];
    const resolve = (name: string) => {
      asked.push(name);
      return Promise.resolve(answers[Math.min(asked.length, answers.length) - 1] ?? []);
    };
    return { asked, resolve };
  }

  it('connects to the allowed answer it checked, looking the name up once', async () => {
    const server = await httpServer(ok);
    const dns = changingDns([['127.0.0.1'], ['127.0.0.2']]);
    const outbound = createOutbound({ resolve: dns.resolve, allowCidrs: local });
    const response = await outbound.request(`http://rebind.example:${server.port}/`);
    expect(response).toMatchObject({ status: 200, address: '127.0.0.1' });
    expect(dns.asked).toEqual(['rebind.example']);
  });

  it('refuses a refused answer, never connecting, though the next answer would be allowed', async () => {
    const server = await httpServer(ok);
    const dns = changingDns([['127.0.0.2'], ['127.0.0.1']]);
    const outbound = createOutbound({ resolve: dns.resolve, allowCidrs: local });
    const error = await failureOf(outbound.request(`http://rebind.example:${server.port}/`));
    expect(error).toMatchObject({ code: 'refused_address' });
    expect(error.message).toBe('rebind.example resolves to 127.0.0.2, a loopback address');
    expect(dns.asked).toEqual(['rebind.example']);
    expect(server.connections()).toBe(0);
  });

  it('looks the name up again on each redirect hop and judges the new answer', async () => {
    const server = await httpServer((request, response) => {
      response.writeHead(request.url === '/' ? 302 : 200, { location: '/next' }).end();
    });
    const dns = changingDns([['127.0.0.1'], ['10.0.0.1']]);
    const outbound = createOutbound({ resolve: dns.resolve, allowCidrs: local });
    const error = await failureOf(outbound.request(`http://rebind.example:${server.port}/`));
    expect(error).toMatchObject({
      code: 'refused_address',
      hops: [`http://rebind.example:${server.port}/next`],
    });
    expect(dns.asked).toEqual(['rebind.example', 'rebind.example']);
    expect(server.requests.map((request) => request.url)).toEqual(['/']);
  });
});

describe('kept connections (a sender of many requests to few hosts)', () => {
  it('sends many requests on a few judged connections, looking the name up once for each', async () => {
    const server = await httpServer(ok);
    const asked: string[] = [];
    const outbound = createOutbound({
      resolve: (name) => (asked.push(name), Promise.resolve(['127.0.0.1'])),
      allowCidrs: local,
    });
    const kept = outbound.keptConnections();
    try {
      for (let index = 0; index < 10; index++) {
        const response = await outbound.request(`http://hooks.example:${server.port}/${index}`, { kept });
        expect(response.status).toBe(200);
      }
    } finally {
      await kept.close();
    }
    // A connection is handed back a moment after its answer is read: the next call may find it
    // still busy and make another, but never one a call.
    expect(server.connections()).toBeLessThanOrEqual(2);
    expect(asked).toHaveLength(server.connections());
    expect(server.requests).toHaveLength(10);
  });

  it('judges each connection as it is made: a refused answer is refused on kept connections too', async () => {
    const server = await httpServer(ok);
    const outbound = createOutbound({ resolve: () => Promise.resolve(['127.0.0.2']), allowCidrs: local });
    const kept = outbound.keptConnections();
    try {
      const error = await failureOf(outbound.request(`http://rebind.example:${server.port}/`, { kept }));
      expect(error).toMatchObject({ code: 'refused_address' });
      // An address in the URL is judged at every call, before any connection.
      expect(await failureOf(outbound.request('http://10.0.0.1/', { kept }))).toMatchObject({
        code: 'refused_address',
      });
    } finally {
      await kept.close();
    }
    expect(server.connections()).toBe(0);
  });

  it('follows no redirect on kept connections', async () => {
    const server = await httpServer((request, response) => {
      response.writeHead(request.url === '/' ? 302 : 200, { location: '/next' }).end();
    });
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local });
    const kept = outbound.keptConnections();
    try {
      const response = await outbound.request(server.url('/'), { kept });
      expect(response).toMatchObject({ status: 302, redirects: [] });
    } finally {
      await kept.close();
    }
    expect(server.requests.map((request) => request.url)).toEqual(['/']);
  });
});

describe('requests to allowed servers', () => {
  it('fetches an IP literal URL, with its status, headers, body and address', async () => {
    const server = await httpServer((_request, response) => {
      response.setHeader('set-cookie', ['a=1', 'b=2']);
      response.end('hello');
    });
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local });
    const response = await outbound.request(server.url('/path?q=1'));
    expect(response).toMatchObject({
      url: server.url('/path?q=1'),
      finalUrl: server.url('/path?q=1'),
      status: 200,
      truncated: false,
      redirects: [],
      address: '127.0.0.1',
      tls: null,
    });
    expect(response.body.toString()).toBe('hello');
    expect(response.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(response.timings).toMatchObject({ dnsMs: null, tlsMs: null, connectMs: expect.any(Number) });
  });

  it('times the final hop: lookup, connect, first byte; and the whole call', async () => {
    const server = await httpServer(ok);
    const resolve = () => new Promise<string[]>((done) => setTimeout(() => done(['127.0.0.1']), 30));
    const outbound = createOutbound({ resolve, allowCidrs: local });
    const { timings } = await outbound.request(`http://app.example:${server.port}/`);
    expect(timings.dnsMs).toBeGreaterThanOrEqual(25);
    expect(timings.connectMs).toEqual(expect.any(Number));
    expect(timings.tlsMs).toBeNull();
    expect(timings.firstByteMs).toBeGreaterThanOrEqual(timings.dnsMs ?? 0);
    expect(timings.totalMs).toBeGreaterThanOrEqual(timings.firstByteMs);
  });

  it('sends the method, headers and body', async () => {
    const server = await httpServer(ok);
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local });
    await outbound.request(server.url('/hook'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': 'abc' },
      body: '{"event":"ping"}',
    });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/hook' });
    expect(server.requests[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-signature': 'abc',
    });
    expect(server.bodies).toEqual(['{"event":"ping"}']);
  });

  it('refuses a port other than 80 and 443 on an address outside the allow list, before any lookup', async () => {
    const asked: string[] = [];
    const outbound = createOutbound({
      resolve: (name) => (asked.push(name), Promise.resolve(['93.184.216.34'])),
    });
    expect((await failureOf(outbound.request('http://example.com:8080/'))).code).toBe('refused_url');
    expect(asked).toEqual([]);
    // With an allow list, the port is judged on the name's addresses.
    const allowing = createOutbound({ resolve: () => Promise.resolve(['93.184.216.34']), allowCidrs: local });
    const error = await failureOf(allowing.request('http://example.com:8080/'));
    expect(error).toMatchObject({ code: 'refused_url' });
    expect(error.message).toBe(
      'example.com: port 8080 is allowed only for addresses in OUTBOUND_ALLOW_CIDRS, and 93.184.216.34 is not',
    );
  });

  it('fails with connect_failed, naming the address, where nothing listens', async () => {
    const server = await httpServer(ok);
    const port = server.port;
    await server.close();
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local });
    const error = await failureOf(outbound.request(`http://127.0.0.1:${port}/`));
    expect(error.code).toBe('connect_failed');
    expect(error.message).toContain(`127.0.0.1:${port}`);
  });

  it('fails with http_failed when the server does not speak HTTP', async () => {
    const garbage = createTcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n\r\n'));
    const handle = await listen(garbage, 'tcp');
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local });
    const error = await failureOf(outbound.request(`http://127.0.0.1:${handle.port}/`));
    expect(error.code).toBe('http_failed');
    expect(error.message).toMatch(/^the request to 127\.0\.0\.1 failed: /);
  });

  it('rejects with the caller’s own reason when the caller aborts', async () => {
    const server = await httpServer(() => undefined);
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('user went away')), 50);
    await expect(outbound.request(server.url(), { signal: controller.signal })).rejects.toThrow(
      'user went away',
    );
  });
});

describe('redirects', () => {
  /** /hop/<n> redirects to /hop/<n-1> (with each redirect status in turn); /hop/0 answers. */
  const chain: Handler = (request, response) => {
    const left = Number(/^\/hop\/(\d+)$/.exec(request.url ?? '')?.[1] ?? 0);
    if (left === 0) response.end('arrived');
    else
      response.writeHead([301, 302, 303, 307, 308][left % 5] ?? 302, { location: `/hop/${left - 1}` }).end();
  };

  it('follows 5 hops, recording each', async () => {
    const server = await httpServer(chain);
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local });
    const response = await outbound.request(server.url('/hop/5'));
    expect(response).toMatchObject({ status: 200, finalUrl: server.url('/hop/0') });
    expect(response.redirects).toEqual([4, 3, 2, 1, 0].map((n) => server.url(`/hop/${n}`)));
    expect(response.body.toString()).toBe('arrived');
  });

  it('refuses the 6th redirect', async () => {
    const server = await httpServer(chain);
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local });
    const error = await failureOf(outbound.request(server.url('/hop/6')));
    expect(error).toMatchObject({ code: 'too_many_redirects', message: 'too many redirects (more than 5)' });
    expect(error.hops).toEqual([5, 4, 3, 2, 1, 0].map((n) => server.url(`/hop/${n}`)));
    expect(server.requests).toHaveLength(6);
  });

  it.each([
    ['http://127.0.0.2/', 'refused_address', '127.0.0.2 is a loopback address'],
    ['http://10.0.0.1/', 'refused_address', '10.0.0.1 is a private address'],
    [
      'http://[::ffff:169.254.169.254]/',
      'refused_address',
      '::ffff:a9fe:a9fe (169.254.169.254) is a cloud metadata address',
    ],
    ['http://localhost/', 'refused_url', 'localhost names this machine'],
    ['gopher://127.0.0.1/', 'refused_url', 'the gopher: scheme is not allowed (only http and https)'],
    ['http://inside.example/', 'refused_address', 'inside.example resolves to 10.1.2.3, a private address'],
  ])('refuses a hop from an allowed server to %s', async (location, code, message) => {
    const server = await httpServer((_request, response) => response.writeHead(307, { location }).end());
    const outbound = createOutbound({ resolve: () => Promise.resolve(['10.1.2.3']), allowCidrs: local });
    const error = await failureOf(outbound.request(server.url('/start')));
    expect(error).toMatchObject({ code, message, hops: [new URL(location).href] });
  });

  it('records a refused hop without the credentials it carried', async () => {
    const location = 'http://admin:hunter2@example.com/';
    const server = await httpServer((_request, response) => response.writeHead(302, { location }).end());
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local });
    const error = await failureOf(outbound.request(server.url()));
    expect(error).toMatchObject({ code: 'refused_url', hops: ['http://example.com/'] });
    expect(error.message).not.toContain('hunter2');
  });

  it('turns a POST into a GET on 303, keeps it on 307, and keeps credentials to their origin', async () => {
    const other = await httpServer(ok);
    const server = await httpServer((request, response) => {
      if (request.url === '/see-other') response.writeHead(303, { location: '/landed' }).end();
      else if (request.url === '/temporary')
        response.writeHead(307, { location: other.url('/elsewhere') }).end();
      else response.end();
    });
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local });
    const init = {
      method: 'POST' as const,
      headers: { authorization: 'Bearer secret', 'content-type': 'text/plain' },
      body: 'payload',
    };
    await outbound.request(server.url('/see-other'), init);
    expect(server.requests.map((request) => [request.method, request.url])).toEqual([
      ['POST', '/see-other'],
      ['GET', '/landed'],
    ]);
    expect(server.bodies).toEqual(['payload', '']);
    expect(server.requests[1]?.headers).toMatchObject({ authorization: 'Bearer secret' });
    expect(server.requests[1]?.headers['content-type']).toBeUndefined();

    await outbound.request(server.url('/temporary'), init);
    expect(other.requests[0]).toMatchObject({ method: 'POST', url: '/elsewhere' });
    expect(other.bodies).toEqual(['payload']);
    expect(other.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('answers the redirect itself when told not to follow', async () => {
    const server = await httpServer((_request, response) =>
      response.writeHead(302, { location: '/x' }).end(),
    );
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local });
    const response = await outbound.request(server.url(), { followRedirects: false });
    expect(response).toMatchObject({ status: 302, redirects: [], headers: { location: '/x' } });
  });
});

describe('time-outs and the body limit', () => {
  it('stops a connection that is not made within connectTimeoutMs (a lookup that never answers)', async () => {
    const outbound = createOutbound({ resolve: () => new Promise(() => undefined), connectTimeoutMs: 200 });
    const started = Date.now();
    const error = await failureOf(outbound.request('https://slow-dns.example/'));
    expect(error).toMatchObject({ code: 'timeout' });
    expect(error.message).toBe('connecting to slow-dns.example:443 took longer than 200 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops a connection whose handshake never completes within connectTimeoutMs', async () => {
    // Accepts TCP and never says a word: the TLS handshake waits for ever.
    const silent = createTcpServer(() => undefined);
    const handle = await listen(silent, 'tcp');
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local, connectTimeoutMs: 200 });
    const started = Date.now();
    const error = await failureOf(outbound.request(`https://127.0.0.1:${handle.port}/`));
    expect(error).toMatchObject({ code: 'timeout' });
    expect(handle.connections()).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops a server that never answers within totalTimeoutMs', async () => {
    const server = await httpServer(() => undefined);
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local, totalTimeoutMs: 300 });
    const started = Date.now();
    const error = await failureOf(outbound.request(server.url()));
    expect(error).toMatchObject({
      code: 'timeout',
      message: 'no complete answer from 127.0.0.1 within 300 ms',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops a body that never ends within totalTimeoutMs', async () => {
    const server = await httpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('the beginning');
    });
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local, totalTimeoutMs: 300 });
    expect((await failureOf(outbound.request(server.url()))).code).toBe('timeout');
  });

  it('reads 256 KB of a 10 MB body, stops reading and says so', async () => {
    let written = 0;
    let finished = false;
    const server = await httpServer((_request, response) => {
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (written < 10 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        finished = true;
        response.end();
      };
      response.on('close', () => response.removeAllListeners('drain'));
      pump();
    });
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local });
    const started = Date.now();
    const response = await outbound.request(server.url('/big'));
    expect(response.body.length).toBe(262_144);
    expect(response.truncated).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(finished).toBe(false);
  });

  it('does not call a body of exactly maxBytes truncated', async () => {
    const server = await httpServer((_request, response) => response.end('x'.repeat(1000)));
    const outbound = createOutbound({ resolve: noDns, allowCidrs: local, maxBytes: 1000 });
    expect(await outbound.request(server.url())).toMatchObject({
      truncated: false,
      body: Buffer.from('x'.repeat(1000)),
    });
  });
});

describe('proxy variables', () => {
  const names = [
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'ALL_PROXY',
    'http_proxy',
    'https_proxy',
    'all_proxy',
    'NO_PROXY',
    'no_proxy',
  ];
  const saved = new Map(names.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('are ignored: the request goes straight to the server, the proxy sees nothing', async () => {
    const proxy = await httpServer((_request, response) => response.writeHead(502).end());
    const server = await httpServer(ok);
    for (const name of names) process.env[name] = name.toLowerCase().startsWith('no_') ? '' : proxy.url();
    const outbound = createOutbound({ resolve: () => Promise.resolve(['127.0.0.1']), allowCidrs: local });
    const response = await outbound.request(`http://app.example:${server.port}/`);
    expect(response.status).toBe(200);
    expect(server.connections()).toBe(1);
    expect(proxy.connections()).toBe(0);
  });
});

describe('HTTPS', () => {
  let cert: string;
  let key: string;

  beforeAll(async () => {
    // Node cannot write an X.509 certificate: selfsigned (pure JavaScript) can, on any machine.
    const pems = await generate(
      [
        { name: 'commonName', value: 'secure.test' },
        { name: 'organizationName', value: 'Ringkas Test' },
      ],
      {
        keyType: 'ec',
        algorithm: 'sha256',
        notAfterDate: new Date(Date.now() + 30 * 86_400_000),
        extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'secure.test' }] }],
      },
    );
    cert = pems.cert;
    key = pems.private;
  });

  /** An HTTPS server with the self-signed certificate for secure.test; records each SNI name. */
  async function httpsServer() {
    const names: (string | false | null)[] = [];
    const server = createHttpsServer({ cert, key }, (_request, response) => response.end('secret page'));
    server.on('secureConnection', (socket: TLSSocket) => names.push(socket.servername));
    return { ...(await listen(server, 'https')), names };
  }

  const options = (extra: Partial<OutboundOptions> = {}): OutboundOptions => ({
    resolve: () => Promise.resolve(['127.0.0.1']),
    allowCidrs: local,
    ...extra,
  });

  it('refuses an untrusted certificate in verify mode', async () => {
    const server = await httpsServer();
    const error = await failureOf(createOutbound(options()).request(`https://secure.test:${server.port}/`));
    expect(error.code).toBe('tls_failed');
    expect(error.message).toMatch(/^TLS with secure\.test failed: self-signed certificate/);
  });

  it('reports an untrusted certificate in inspect mode, sending the URL’s name as SNI', async () => {
    const server = await httpsServer();
    const response = await createOutbound(options()).request(`https://secure.test:${server.port}/`, {
      tls: 'inspect',
    });
    const x509 = new X509Certificate(cert);
    expect(response.body.toString()).toBe('secret page');
    expect(response.tls).toEqual({
      authorized: false,
      authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT',
      certificate: {
        subject: 'CN=secure.test, O=Ringkas Test',
        issuer: 'CN=secure.test, O=Ringkas Test',
        validFrom: new Date(x509.validFrom).toISOString(),
        validTo: new Date(x509.validTo).toISOString(),
        subjectAltNames: ['DNS:secure.test'],
        fingerprint256: x509.fingerprint256,
      },
      nameMatches: true,
    });
    expect(response.timings).toMatchObject({
      dnsMs: expect.any(Number),
      connectMs: expect.any(Number),
      tlsMs: expect.any(Number),
    });
    expect(server.names).toEqual(['secure.test']);
  });

  it('trusts a certificate given in ca', async () => {
    const server = await httpsServer();
    const response = await createOutbound(options({ ca: [cert] })).request(
      `https://secure.test:${server.port}/`,
    );
    expect(response.tls).toMatchObject({ authorized: true, authorizationError: null, nameMatches: true });
  });

  it('tells a certificate for another name', async () => {
    const server = await httpsServer();
    const outbound = createOutbound(options({ ca: [cert] }));
    const response = await outbound.request(`https://other.test:${server.port}/`, { tls: 'inspect' });
    expect(response.tls).toMatchObject({ authorized: false, nameMatches: false });
    expect(response.tls?.authorizationError).toBe('ERR_TLS_CERT_ALTNAME_INVALID');
    expect((await failureOf(outbound.request(`https://other.test:${server.port}/`))).code).toBe('tls_failed');
  });

  it('sends no SNI to an address', async () => {
    const server = await httpsServer();
    const response = await createOutbound(options()).request(`https://127.0.0.1:${server.port}/`, {
      tls: 'inspect',
    });
    expect(response.tls).toMatchObject({ nameMatches: false, authorized: false });
    expect(server.names).toEqual([false]);
  });
});
