import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createSecureContext, type SecureContext } from 'node:tls';
import { generate } from 'selfsigned';

// Web sites for domain checks: one HTTP and one HTTPS server on 127.0.0.1 answering for many
// names, as shared hosting does. Each name has a behaviour (healthy, a 500, a hang, a redirect
// loop) and, over HTTPS, a certificate of its own signed by the test's CA (valid 90 days, or
// about to expire). The CA is what the app is told to trust.

export type SiteBehaviour = 'healthy' | 'error' | 'hang' | 'loop';

export interface WebSites {
  ports: { http: number; https: number };
  /** The test CA's certificate (PEM). */
  ca: string;
  /** Serves a name; its certificate expires in `certificateDays` days. */
  site(name: string, behaviour: SiteBehaviour, certificateDays?: number): Promise<void>;
  /** Serves a name under the `wildcard` domain with the shared wildcard certificate (no key to make). */
  serve(name: string, behaviour: SiteBehaviour): void;
  close(): Promise<void>;
}

const dayMs = 86_400_000;

export async function startWebSites({
  wildcard = 'localhost',
}: { wildcard?: string } = {}): Promise<WebSites> {
  const ca = await generate([{ name: 'commonName', value: 'Ringkas Test CA' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    ],
  });
  const behaviours = new Map<string, SiteBehaviour>();
  const contexts = new Map<string, SecureContext>();
  const hanging = new Set<ServerResponse>();

  function handle(request: IncomingMessage, response: ServerResponse) {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const behaviour = behaviours.get(host);
    if (behaviour === 'hang') {
      hanging.add(response);
      return;
    }
    if (behaviour === 'loop') {
      response.writeHead(302, { location: request.url === '/a' ? '/b' : '/a' }).end();
      return;
    }
    if (behaviour === 'error') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('broken');
      return;
    }
    if (behaviour === 'healthy') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>ok</h1>');
      return;
    }
    response.writeHead(404).end();
  }

  // The certificate of every name without one of its own (SNI falls back to it).
  const shared = await leaf(wildcard === 'localhost' ? 'localhost' : `*.${wildcard}`, 90);
  const https = createHttpsServer(
    {
      key: shared.key,
      cert: shared.cert,
      SNICallback: (name, done) => done(null, contexts.get(name.toLowerCase())),
    },
    handle,
  );
  const http = createHttpServer(handle);
  await Promise.all([
    new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve)),
    new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve)),
  ]);

  async function leaf(name: string, days: number) {
    const now = Date.now();
    const pems = await generate([{ name: 'commonName', value: name }], {
      keySize: 2048,
      algorithm: 'sha256',
      notBeforeDate: new Date(now - dayMs),
      notAfterDate: new Date(now + days * dayMs),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
        { name: 'extKeyUsage', serverAuth: true },
        { name: 'subjectAltName', altNames: [{ type: 2, value: name }] },
      ],
      ca: { key: ca.private, cert: ca.cert },
    });
    return { key: pems.private, cert: pems.cert };
  }

  return {
    ports: { http: (http.address() as AddressInfo).port, https: (https.address() as AddressInfo).port },
    ca: ca.cert,
    async site(name, behaviour, certificateDays = 90) {
      behaviours.set(name.toLowerCase(), behaviour);
      const { key, cert } = await leaf(name.toLowerCase(), certificateDays);
      contexts.set(name.toLowerCase(), createSecureContext({ key, cert }));
    },
    serve(name, behaviour) {
      behaviours.set(name.toLowerCase(), behaviour);
    },
    async close() {
      for (const response of hanging) response.destroy();
      https.closeAllConnections();
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => https.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]);
    },
  };
}
