import { describe, expect, it } from 'vitest';
import { defaultBlockSettings } from '../../../shared/checks';
import type { DnsAnswer } from '../../platform/net/dns-query';
import { judgeAnswer } from './block-verdict';

const signatures = {
  ...defaultBlockSettings.signatures,
  block_ips: ['36.86.63.185', '203.0.113.0/24', '2001:db8::/32'],
};
const answer = (change: Partial<DnsAnswer>): DnsAnswer => ({
  rcode: 'NOERROR',
  records: [],
  ede: null,
  durationMs: 4,
  ...change,
});
const record = (type: string, data: string) => ({ type, name: 'shop.example', data });

describe('judgeAnswer', () => {
  it.each<[string, DnsAnswer, 'clear' | 'blocked' | 'unknown', RegExp]>([
    [
      'an ordinary address',
      answer({ records: [record('A', '198.51.100.4')] }),
      'clear',
      /No block signature/,
    ],
    [
      'EDE 15 Blocked',
      answer({ ede: { code: 15, text: 'Blocked' } }),
      'blocked',
      /Extended DNS Error 15 \(Blocked\)/,
    ],
    [
      'EDE 17 Filtered, even with SERVFAIL',
      answer({ rcode: 'SERVFAIL', ede: { code: 17, text: 'Filtered' } }),
      'blocked',
      /17/,
    ],
    [
      'EDE 22 is not a block',
      answer({ rcode: 'SERVFAIL', ede: { code: 22, text: 'No Reachable Authority' } }),
      'unknown',
      /SERVFAIL/,
    ],
    [
      'a CNAME to the block page',
      answer({ records: [record('CNAME', 'internetpositif.id'), record('A', '36.86.63.185')] }),
      'blocked',
      /CNAME internetpositif\.id/,
    ],
    [
      'a CNAME under a block name',
      answer({ records: [record('CNAME', 'lb.trustpositif.komdigi.go.id')] }),
      'blocked',
      /trustpositif\.komdigi\.go\.id/,
    ],
    [
      'a name that merely ends alike',
      answer({ records: [record('CNAME', 'notinternetpositif.id'), record('A', '198.51.100.4')] }),
      'clear',
      /No block/,
    ],
    ['a block address', answer({ records: [record('A', '36.86.63.185')] }), 'blocked', /36\.86\.63\.185/],
    [
      'an address in a block range',
      answer({ records: [record('A', '203.0.113.77')] }),
      'blocked',
      /203\.0\.113\.77/,
    ],
    [
      'an IPv6 address in a block range',
      answer({ records: [record('AAAA', '2001:db8::5')] }),
      'blocked',
      /2001:db8::5/,
    ],
    ['SERVFAIL', answer({ rcode: 'SERVFAIL' }), 'unknown', /SERVFAIL/],
    ['REFUSED', answer({ rcode: 'REFUSED' }), 'unknown', /REFUSED/],
    ['NXDOMAIN', answer({ rcode: 'NXDOMAIN' }), 'clear', /NXDOMAIN/],
  ])('%s', (_, given, verdict, evidence) => {
    const result = judgeAnswer(given, signatures);
    expect(result.verdict).toBe(verdict);
    expect(result.evidence).toMatch(evidence);
  });
});
