import { proofRecordName, proofRecordValue } from '../../../../shared/domains';
import { DnsUnavailableError, type Dns } from '../../../platform/net/dns';
import type { ProofResult } from './proof-schedule';

// Asks DNS whether a domain's proof is in place: the TXT record `_ringkas.<hostname>` holding
// `ringkas-verify=<token>` (other TXT records there are allowed). The reasons are the owner's to
// read on /domains. Always asked afresh: the owner has just changed the record, or the schedule
// says it is time to look again.

export async function checkProof(
  dns: Pick<Dns, 'txt'>,
  hostname: string,
  token: string,
): Promise<ProofResult> {
  const name = proofRecordName(hostname);
  let records: string[];
  try {
    records = await dns.txt(name, { fresh: true });
  } catch (error) {
    if (!(error instanceof DnsUnavailableError)) throw error;
    return { kind: 'unanswered', reason: `DNS did not answer for ${name}; it will be asked again.` };
  }
  const expected = proofRecordValue(token);
  if (records.some((record) => record.trim() === expected)) return { kind: 'proven' };
  if (records.length === 0) return { kind: 'missing', reason: `No TXT record found at ${name}.` };
  return { kind: 'missing', reason: `The TXT record at ${name} does not hold this domain's token.` };
}
