import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

// A real DNS server on 127.0.0.1 (UDP, a free port) answering from a zone the test edits:
// TXT, CNAME, A and AAAA records per name. A name with no records answers NXDOMAIN; a name with
// records of other types answers no data; `silence()` makes it drop every question (a resolver
// that never answers), and `failWith('SERVFAIL')` makes it refuse them.

export interface FakeDns {
  /** "127.0.0.1:<port>", as DNS_SERVERS takes it. */
  server: string;
  txt(name: string, ...values: string[]): void;
  cname(name: string, target: string): void;
  a(name: string, ...addresses: string[]): void;
  aaaa(name: string, ...addresses: string[]): void;
  /** Forgets every record of a name (or of one type of it). */
  remove(name: string, type?: RecordType): void;
  silence(silent?: boolean): void;
  failWith(code: 'SERVFAIL' | 'REFUSED' | null): void;
  /** Every question asked, as "TYPE name", oldest first. */
  readonly asked: string[];
  close(): Promise<void>;
}

type RecordType = 'TXT' | 'CNAME' | 'A' | 'AAAA';

const { Packet } = dns2;

const typeNames = new Map<number, RecordType>([
  [Packet.TYPE.TXT, 'TXT'],
  [Packet.TYPE.CNAME, 'CNAME'],
  [Packet.TYPE.A, 'A'],
  [Packet.TYPE.AAAA, 'AAAA'],
]);

export async function startFakeDns(): Promise<FakeDns> {
  const zone = new Map<string, Map<RecordType, string[]>>();
  const asked: string[] = [];
  let silent = false;
  let failure: 'SERVFAIL' | 'REFUSED' | null = null;
  const key = (name: string) => name.toLowerCase().replace(/\.$/, '');
  const put = (name: string, type: RecordType, values: string[]) => {
    const records = zone.get(key(name)) ?? new Map<RecordType, string[]>();
    records.set(type, [...(records.get(type) ?? []), ...values]);
    zone.set(key(name), records);
  };

  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const [question] = request.questions;
      if (!question) return;
      const type = typeNames.get(question.type);
      asked.push(`${type ?? question.type} ${key(question.name)}`);
      if (silent) return;
      const response = Packet.createResponseFromRequest(request);
      if (failure) {
        response.header.rcode = failure === 'SERVFAIL' ? 2 : 5;
        void send(response);
        return;
      }
      const records = zone.get(key(question.name));
      if (!records) {
        response.header.rcode = 3; // NXDOMAIN
        void send(response);
        return;
      }
      const base = { name: question.name, class: Packet.CLASS.IN, ttl: 60 };
      // dns2 encodes plain records; its types ask for a method only its decoder's objects have.
      const answer = (record: Omit<dns2.Packet.Resource, 'toBuffer'>) =>
        response.answers.push(record as dns2.Packet.Resource);
      // A CNAME answers every type, as a real server does.
      const alias = records.get('CNAME')?.[0];
      if (alias !== undefined && type !== 'CNAME') {
        answer({ ...base, type: Packet.TYPE.CNAME, domain: alias });
      } else if (type !== undefined) {
        for (const value of records.get(type) ?? []) {
          if (type === 'TXT') answer({ ...base, type: Packet.TYPE.TXT, data: value });
          else if (type === 'CNAME') answer({ ...base, type: Packet.TYPE.CNAME, domain: value });
          else if (type === 'A') answer({ ...base, type: Packet.TYPE.A, address: value });
          else answer({ ...base, type: Packet.TYPE.AAAA, address: value });
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = (addresses as { udp: { port: number } }).udp.port;

  return {
    server: `127.0.0.1:${port}`,
    txt: (name, ...values) => put(name, 'TXT', values),
    cname: (name, target) => {
      zone.get(key(name))?.delete('CNAME');
      put(name, 'CNAME', [target]);
    },
    a: (name, ...values) => put(name, 'A', values),
    aaaa: (name, ...values) => put(name, 'AAAA', values),
    remove(name, type) {
      if (type === undefined) zone.delete(key(name));
      else zone.get(key(name))?.delete(type);
    },
    silence(value = true) {
      silent = value;
    },
    failWith(code) {
      failure = code;
    },
    asked,
    close: async () => {
      await server.close();
    },
  };
}

/**
 * The zone over HTTP, for tests in other processes (Playwright workers): POST /txt with
 * { name, value } adds a TXT record; DELETE /records?name= forgets a name. Answers 204.
 */
export async function startDnsControlHttp(dns: FakeDns): Promise<{ url: string; close(): Promise<void> }> {
  const server = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && url.pathname === '/txt') {
        const { name, value } = JSON.parse(body) as { name: string; value: string };
        dns.txt(name, value);
      } else if (request.method === 'DELETE' && url.pathname === '/records') {
        dns.remove(url.searchParams.get('name') ?? '');
      } else {
        response.statusCode = 404;
        response.end();
        return;
      }
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
