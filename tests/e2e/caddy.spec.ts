import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTxtRecord, mailedConfirmation, putOnPlan } from './accounts';
import { ApiSession } from './api-session';
import { expect, test } from './fixtures';
import { freePort } from './server';

// Caddy (Debian's package) in front of the server, as deploy/Caddyfile runs it, with its internal
// certificate authority instead of Let's Encrypt: a verified custom domain gets a certificate on
// its first HTTPS visit and a 302 to its link's destination; an unverified one gets no certificate.

const caddyInstalled = spawnSync('caddy', ['version']).status === 0;

let caddy: ChildProcess | undefined;
let home: string;
let httpsPort: number;
let rootCertificate: string;

test.beforeAll(async () => {
  if (!caddyInstalled) throw new Error('Caddy is not installed: apt-get install -y caddy (CI installs it)');
  const server = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
  home = await mkdtemp(join(tmpdir(), 'rk-caddy-'));
  httpsPort = await freePort();
  const httpPort = await freePort();
  // deploy/Caddyfile with the test's ports, the internal issuer, and no admin endpoint or trust
  // store changes on this machine.
  const config = `{
\tadmin off
\tskip_install_trust
\thttp_port ${httpPort}
\thttps_port ${httpsPort}
\ton_demand_tls {
\t\task http://127.0.0.1:${server.port}/api/domains/tls-ask
\t}
}

https:// {
\ttls internal {
\t\ton_demand
\t}
\treverse_proxy 127.0.0.1:${server.port}
}
`;
  await writeFile(join(home, 'Caddyfile'), config);
  caddy = spawn('caddy', ['run', '--config', join(home, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, XDG_DATA_HOME: join(home, 'data'), XDG_CONFIG_HOME: join(home, 'config') },
    stdio: 'ignore',
  });
  await listening(httpsPort);
  // The internal authority's root, made at start: what a browser of this test trusts.
  rootCertificate = await waitForFile(join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt'));
});

test.afterAll(async () => {
  caddy?.kill('SIGTERM');
  if (home) await rm(home, { recursive: true, force: true });
});

/** An HTTPS request to Caddy for `hostname` (its name in SNI and Host), trusting only Caddy's root. */
function httpsVisit(hostname: string, path: string): Promise<{ status?: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        port: httpsPort,
        servername: hostname,
        path,
        headers: { host: hostname },
        ca: rootCertificate,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, location: response.headers.location }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test('a verified custom domain gets a certificate and its links redirect over HTTPS; an unverified one gets none', async ({
  baseURL,
}) => {
  const email = `${Date.now()}-caddy@example.com`;
  const owner = new ApiSession(baseURL!);
  await owner.signUp(email, 'correct horse battery staple', mailedConfirmation);
  await putOnPlan(email, 'vip');
  const verified = `secure-${Date.now()}.toko-saya.example`;
  const unverified = `plain-${Date.now()}.toko-saya.example`;

  const added = await owner.request('POST', '/api/domains', { hostname: verified });
  expect(added.status).toBe(201);
  const proof = added.body.records.find((record: { purpose: string }) => record.purpose === 'proof');
  await createTxtRecord(proof.name, proof.value);
  expect((await owner.request('POST', `/api/domains/${added.body.id}/verify`)).body.status).toBe('verified');
  expect((await owner.request('POST', '/api/domains', { hostname: unverified })).status).toBe(201);
  const link = await owner.request('POST', '/api/links', {
    destination_url: 'https://example.com/over-https',
    domain: verified,
  });
  expect(link.status).toBe(201);

  expect(await httpsVisit(verified, `/${link.body.short_url}`)).toEqual({
    status: 302,
    location: 'https://example.com/over-https',
  });
  // Caddy asked, heard no, and has no certificate to offer: the handshake fails.
  await expect(httpsVisit(unverified, `/${link.body.short_url}`)).rejects.toThrow();
});

async function listening(port: number) {
  const started = Date.now();
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() - started > 15_000) throw new Error(`Caddy did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitForFile(path: string): Promise<string> {
  const started = Date.now();
  for (;;) {
    try {
      return await readFile(path, 'utf8');
    } catch {
      if (Date.now() - started > 15_000) throw new Error(`no ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
