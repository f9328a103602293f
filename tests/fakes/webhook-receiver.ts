import type { ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

// A webhook receiver over HTTPS on 127.0.0.1 (a certificate for the address, self-signed: the app
// is told to trust it), as a customer's CRM would be. It records every request whole, and answers
// each path as the test says: a status, or no answer at all (a hang, for the time-out).

export interface ReceivedHook {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

export type HookAnswer = { status: number; body?: string } | 'hang';

export interface WebhookReceiver {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** The certificate to trust (PEM). */
  ca: string;
  received: ReceivedHook[];
  /** How a path answers from now on (default 204). */
  answer(path: string, answer: HookAnswer): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const answers = new Map<string, HookAnswer>();
  const received: ReceivedHook[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        path,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const answer = answers.get(path) ?? { status: 204 };
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ca: pems.cert,
    received,
    answer: (path, answer) => void answers.set(path, answer),
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
