import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';

// A filtering resolver on 127.0.0.1 (UDP, a free port), as Indonesia's national filter and ISP
// resolvers behave: for a blocked name it answers a CNAME to a block page's name, a block page's
// address, or an Extended DNS Error (RFC 8914) such as 15 "Blocked"; it can also time out or
// answer SERVFAIL. Names it was not told about answer NXDOMAIN; `allow(name, address)` answers an
// ordinary A record.

export interface FilteringDns {
  /** "127.0.0.1:<port>". */
  address: string;
  allow(name: string, address: string): void;
  blockWithCname(name: string, target: string, targetAddress: string): void;
  blockWithAddress(name: string, address: string): void;
  blockWithEde(name: string, code: number, text: string): void;
  /** Never answers this name. */
  silence(name: string): void;
  servfail(name: string): void;
  forget(name: string): void;
  readonly asked: string[];
  close(): Promise<void>;
}

type Behaviour =
  | { kind: 'a'; address: string }
  | { kind: 'cname'; target: string; address: string }
  | { kind: 'ede'; code: number; text: string }
  | { kind: 'silent' }
  | { kind: 'servfail' };

export async function startFilteringDns(): Promise<FilteringDns> {
  const names = new Map<string, Behaviour>();
  const asked: string[] = [];
  const socket = createSocket('udp4');
  const key = (name: string) => name.toLowerCase().replace(/\.$/, '');

  socket.on('message', (message, from) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    asked.push(`${question.type} ${key(question.name)}`);
    const behaviour = names.get(key(question.name));
    if (behaviour?.kind === 'silent') return;
    const base = { name: question.name, ttl: 60, class: 'IN' as const };
    const response: dnsPacket.Packet & { rcode?: string } = {
      type: 'response',
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE,
      questions: [question],
      answers: [],
      additionals: [],
    };
    const opt = (options: { code: number; data: Buffer }[]) =>
      ({
        type: 'OPT',
        name: '.',
        udpPayloadSize: 1232,
        extendedRcode: 0,
        ednsVersion: 0,
        flags: 0,
        options,
      }) as unknown as dnsPacket.Answer;
    if (!behaviour) {
      response.flags = (response.flags ?? 0) | 3; // NXDOMAIN
    } else if (behaviour.kind === 'servfail') {
      response.flags = (response.flags ?? 0) | 2;
    } else if (behaviour.kind === 'ede') {
      // A filtering resolver that says why: NOERROR with no address and the Extended DNS Error.
      const text = Buffer.from(behaviour.text, 'utf8');
      const data = Buffer.alloc(2 + text.length);
      data.writeUInt16BE(behaviour.code, 0);
      text.copy(data, 2);
      response.additionals = [opt([{ code: 15, data }])];
    } else if (question.type === 'A') {
      if (behaviour.kind === 'cname') {
        response.answers = [
          { ...base, type: 'CNAME', data: behaviour.target },
          { ...base, name: behaviour.target, type: 'A', data: behaviour.address },
        ];
      } else response.answers = [{ ...base, type: 'A', data: behaviour.address }];
    }
    socket.send(dnsPacket.encode(response), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;

  return {
    address: `127.0.0.1:${port}`,
    allow: (name, address) => names.set(key(name), { kind: 'a', address }),
    blockWithCname: (name, target, address) => names.set(key(name), { kind: 'cname', target, address }),
    blockWithAddress: (name, address) => names.set(key(name), { kind: 'a', address }),
    blockWithEde: (name, code, text) => names.set(key(name), { kind: 'ede', code, text }),
    silence: (name) => names.set(key(name), { kind: 'silent' }),
    servfail: (name) => names.set(key(name), { kind: 'servfail' }),
    forget: (name) => names.delete(key(name)),
    asked,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
