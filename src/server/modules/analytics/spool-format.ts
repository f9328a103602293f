import { countryCodePattern } from '../../platform/net/geoip';
import type { QueuedVisit, Visit } from './click-queue';

// One visit as one line of the click spool (spool.ts): its sequence number and fields, separated
// by tabs. Not JSON: the writer formats every visit the redirects answer, on their thread, and a
// join of seven strings costs a fraction of JSON.stringify. A tab, newline or backslash inside a
// field (a user agent may hold a tab) is escaped; an absent user agent, referer or country is an
// empty field, which the visitor hash and the user-agent parser read as absent too. The last field
// is `q` for a scan and empty otherwise. A spool outlives the version that wrote it (a new one
// adopts and replays it), so lines without the later fields still read.

/** The last field of a scan's line. */
const scanField = 'q';

const needsEscape = /[\t\n\r\\]/;
const escapes: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r', '\\': '\\\\' };
const unescapes: Record<string, string> = { t: '\t', n: '\n', r: '\r', '\\': '\\' };

function field(value: string | null | undefined): string {
  if (!value) return '';
  return needsEscape.test(value) ? value.replace(/[\t\n\r\\]/g, (c) => escapes[c] as string) : value;
}

function unfield(value: string): string {
  // Stryker disable next-line StringLiteral: the test only skips the replace, which finds nothing without one
  return value.includes('\\') ? value.replace(/\\(.)/g, (_, c: string) => unescapes[c] ?? c) : value;
}

export function formatVisit(seq: number, visit: Visit): string {
  return `${seq}\t${visit.at}\t${visit.linkId}\t${field(visit.ip)}\t${field(visit.userAgent)}\t${field(
    visit.referer,
  )}\t${visit.countryHint ?? ''}\t${field(visit.destination)}\t${field(visit.choice)}\t${
    visit.scan ? scanField : ''
  }\n`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Within what a Date and PostgreSQL's timestamptz both hold.
const maxTime = 8.64e15;

/**
 * A line back as a visit, or null when it is not one: a line cut short by a crash, or one the
 * flush statement would refuse (one bad value fails its whole batch, and every retry after it).
 */
export function parseVisitLine(line: string): QueuedVisit | null {
  const parts = line.split('\t');
  // Eight fields: a line written before visits carried their targeting choice; nine: before scans.
  if (parts.length < 8 || parts.length > 10) return null;
  const [seqText, atText, linkId, ip, userAgent, referer, country, destination, choice = '', scan = ''] =
    parts as [string, string, string, string, string, string, string, string, string?, string?];
  const seq = Number(seqText);
  const at = Number(atText);
  if (!Number.isSafeInteger(seq) || seq < 0 || !Number.isSafeInteger(at) || at < 0 || at > maxTime)
    return null;
  if (!uuidPattern.test(linkId) || destination === '') return null;
  if (country !== '' && !countryCodePattern.test(country)) return null;
  if (scan !== '' && scan !== scanField) return null;
  return {
    seq,
    at,
    linkId,
    ip: unfield(ip),
    userAgent: userAgent === '' ? undefined : unfield(userAgent),
    referer: referer === '' ? undefined : unfield(referer),
    countryHint: country === '' ? null : country,
    destination: unfield(destination),
    choice: choice === '' ? null : unfield(choice),
    scan: scan === scanField,
  };
}
