import ipaddr from 'ipaddr.js';
import type { BlockSettings, ResolverResult } from '../../../shared/checks';
import type { DnsAnswer } from '../../platform/net/dns-query';

// Whether one filtering resolver's answer for a domain is a block, by the admin's signatures: an
// Extended DNS Error such as 15 "Blocked", a CNAME to a block page's name, or an address of a
// block page. Only a real answer can say "blocked"; no answer (time-out, SERVFAIL, REFUSED) says
// "unknown", because a resolver that is down must never make a healthy domain look blocked.

type Signatures = BlockSettings['signatures'];

const unanswered = new Set(['SERVFAIL', 'REFUSED', 'NOTIMP', 'FORMERR']);

export function judgeAnswer(
  answer: Pick<DnsAnswer, 'rcode' | 'records' | 'ede'>,
  signatures: Signatures,
): Pick<ResolverResult, 'verdict' | 'evidence'> {
  if (answer.ede && signatures.ede_codes.includes(answer.ede.code)) {
    return { verdict: 'blocked', evidence: `Extended DNS Error ${answer.ede.code} (${answer.ede.text})` };
  }
  for (const record of answer.records) {
    if (record.type === 'CNAME') {
      const target = signatures.block_cnames.find(
        (name) => record.data === name || record.data.endsWith(`.${name}`),
      );
      if (target) return { verdict: 'blocked', evidence: `CNAME ${record.data} is a block page (${target})` };
    } else if (isBlockAddress(record.data, signatures.block_ips)) {
      return { verdict: 'blocked', evidence: `${record.type} ${record.data} is a block page's address` };
    }
  }
  if (unanswered.has(answer.rcode)) {
    return { verdict: 'unknown', evidence: `The resolver answered ${answer.rcode}` };
  }
  if (answer.rcode === 'NXDOMAIN') return { verdict: 'clear', evidence: 'No such domain (NXDOMAIN)' };
  if (answer.rcode !== 'NOERROR')
    return { verdict: 'unknown', evidence: `The resolver answered ${answer.rcode}` };
  return {
    verdict: 'clear',
    evidence: answer.records.length > 0 ? 'No block signature in the answer' : 'No address in the answer',
  };
}

function isBlockAddress(address: string, blockIps: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return blockIps.some((entry) => {
    try {
      if (!entry.includes('/')) return ipaddr.process(entry).toString() === parsed.toString();
      const [range, bits] = ipaddr.parseCIDR(entry);
      return parsed.kind() === range.kind() && parsed.match(range, bits);
    } catch {
      return false;
    }
  });
}
